import { formatCount } from "~/lib/format-number";
import { Link } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { formatClockText, formatIsoDayShort, formatWhen } from "~/lib/clock";
import type { LeadListRow } from "../list.server";
import { leadQueryString, type LeadListQuery, type LeadSort } from "../list-query";
import { FollowUpDate } from "./follow-ups-due";
import { LeadStatusBadge } from "./lead-status-badge";

export const BULK_FORM_ID = "bulk-leads";

/** A sortable column's header: the list sorted by it (newest first for dates), or flipped if it is the sort now. */
function sortBy(query: LeadListQuery, sort: LeadSort): NonNullable<Column<LeadListRow>["sort"]> {
  const current = query.sort === sort;
  const nextDir = current && query.dir === "desc" ? "asc" : current ? "desc" : sort === "received" ? "desc" : "asc";
  return {
    href: leadQueryString(query, { sort, dir: nextDir, page: 1 }) || "?",
    current: current ? (query.dir === "asc" ? "ascending" : "descending") : undefined,
  };
}

/** `today` (the Auckland day, from the server) marks follow-ups that are due. */
export function LeadTable({ rows, query, today }: { rows: LeadListRow[]; query: LeadListQuery; today: string }) {
  return (
    <DataTable
      caption={`Leads, ${query.sort === "received" ? "by date received" : `sorted by ${query.sort}`}`}
      rows={rows}
      empty="No leads match. Try fewer filters or a shorter search."
      select={{
        form: BULK_FORM_ID,
        name: "ids",
        value: (lead) => lead.id,
        label: (lead) => `Select lead #${lead.id}, ${lead.name}`,
        allLabel: "Select every lead on this page",
      }}
      columns={[
        {
          header: "Name",
          sort: sortBy(query, "name"),
          cell: (lead) => (
            <>
              <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-700 hover:underline">
                {lead.name}
              </Link>
              <span className="block text-xs text-muted">#{lead.id}</span>
            </>
          ),
        },
        {
          header: "Received",
          sort: sortBy(query, "received"),
          nowrap: true,
          cell: (lead) => (
            <time dateTime={new Date(lead.createdAt).toISOString()} className="text-muted">
              {formatWhen(lead.createdAt)}
            </time>
          ),
        },
        { header: "Service", cell: (lead) => lead.service },
        { header: "Suburb", sort: sortBy(query, "suburb"), cell: (lead) => lead.suburb },
        {
          header: "Preferred",
          sort: sortBy(query, "preferred"),
          nowrap: true,
          cell: (lead) => (
            <>
              {formatIsoDayShort(lead.preferredDate)} <span className="text-muted">{formatClockText(lead.preferredTime)}</span>
            </>
          ),
        },
        {
          header: "Status",
          cell: (lead) => (
            <>
              <LeadStatusBadge status={lead.status} />
              <FollowUpDate lead={lead} today={today} />
            </>
          ),
        },
        { header: "Tradie", cell: (lead) => lead.tradieName ?? <span className="text-muted">Not assigned</span> },
      ]}
    />
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
