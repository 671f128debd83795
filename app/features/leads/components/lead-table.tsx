import { formatCount } from "~/lib/format-number";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Link } from "react-router";
import { formatWhen } from "~/lib/clock";
import type { LeadListRow } from "../list.server";
import { leadQueryString, type LeadListQuery, type LeadSort } from "../list-query";
import { FollowUpDate } from "./follow-ups-due";
import { LeadStatusBadge } from "./lead-status-badge";

export const BULK_FORM_ID = "bulk-leads";

function SortHeader({ query, sort, children }: { query: LeadListQuery; sort: LeadSort; children: string }) {
  const current = query.sort === sort;
  const nextDir = current && query.dir === "desc" ? "asc" : current ? "desc" : sort === "received" ? "desc" : "asc";
  const Icon = query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={current ? (query.dir === "asc" ? "ascending" : "descending") : "none"} className="px-3 py-2 text-left">
      <Link
        to={leadQueryString(query, { sort, dir: nextDir, page: 1 }) || "?"}
        className="inline-flex items-center gap-1 font-semibold text-ink hover:underline"
      >
        {children}
        {current ? <Icon aria-hidden="true" className="size-3.5" /> : null}
        <span className="sr-only">{current ? `, sorted ${query.dir === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
      </Link>
    </th>
  );
}

/** `today` (the Auckland day, from the server) marks follow-ups that are due. */
export function LeadTable({ rows, query, today }: { rows: LeadListRow[]; query: LeadListQuery; today: string }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">
        No leads match. Try fewer filters or a shorter search.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Leads, {query.sort === "received" ? "by date received" : `sorted by ${query.sort}`}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-10 px-3 py-2 text-left">
              <span className="sr-only">Select</span>
            </th>
            <SortHeader query={query} sort="received">
              Received
            </SortHeader>
            <SortHeader query={query} sort="name">
              Name
            </SortHeader>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Service
            </th>
            <SortHeader query={query} sort="suburb">
              Suburb
            </SortHeader>
            <SortHeader query={query} sort="preferred">
              Preferred
            </SortHeader>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Tradie
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((lead) => (
            <tr key={lead.id} className="hover:bg-slate-50">
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  name="ids"
                  value={lead.id}
                  form={BULK_FORM_ID}
                  aria-label={`Select lead #${lead.id}, ${lead.name}`}
                  className="size-4"
                />
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-muted">
                <time dateTime={new Date(lead.createdAt).toISOString()}>{formatWhen(lead.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-700 hover:underline">
                  {lead.name}
                </Link>
                <span className="block text-xs text-muted">#{lead.id}</span>
              </td>
              <td className="px-3 py-2">{lead.service}</td>
              <td className="px-3 py-2">{lead.suburb}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {lead.preferredDate} <span className="text-muted">{lead.preferredTime}</span>
              </td>
              <td className="px-3 py-2">
                <LeadStatusBadge status={lead.status} />
                <FollowUpDate lead={lead} today={today} />
              </td>
              <td className="px-3 py-2">{lead.tradieName ?? <span className="text-muted">Not assigned</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface PagerProps {
  query: LeadListQuery;
  total: number;
  pages: number;
  /** False when counting stopped at the cap: the totals read "at least" and Last is unknown. */
  exact?: boolean;
  /** The first and last lead shown: Previous and Next page from them (keyset cursors). */
  firstId?: number;
  lastId?: number;
}

export function LeadPager({ query, total, pages, exact = true, firstId, lastId }: PagerProps) {
  const more = exact ? "" : "+";
  const link = (changes: Partial<LeadListQuery>, label: string, disabled: boolean) =>
    disabled ? (
      <span className="rounded-md px-3 py-1.5 text-muted" aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link
        to={leadQueryString(query, changes) || "?"}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {label}
      </Link>
    );
  const previous = query.page <= 2 || firstId === undefined ? { page: query.page - 1 } : { page: query.page - 1, before: String(firstId) };
  const next = lastId === undefined ? { page: query.page + 1 } : { page: query.page + 1, after: String(lastId) };
  return (
    <nav aria-label="Pages of leads" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted">
        Page {exact ? Math.min(query.page, pages) : query.page} of {formatCount(pages)}
        {more} · {formatCount(total)}
        {more} {total === 1 && exact ? "lead" : "leads"}
      </p>
      <div className="flex gap-2">
        {link({ page: 1 }, "First", query.page <= 1)}
        {link(previous, "Previous", query.page <= 1)}
        {link(next, "Next", exact && query.page >= pages)}
        {link({ page: pages }, "Last", !exact || query.page >= pages)}
      </div>
    </nav>
  );
}
