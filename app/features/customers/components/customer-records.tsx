import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMoney } from "~/lib/money";
import type { CustomerHistoryRow } from "../history-row";

/**
 * One kind of the customer's records (quotes, jobs, invoices, payments or reviews) on their page,
 * each linked to its own page when it has one (the customer's hub shows them unlinked), with where
 * it stands, its amount and when (issue 40, item 10). `children` go below the title, before the
 * records (the hub's "Leave a review").
 */
export function CustomerRecords({
  id,
  title,
  rows,
  empty,
  children,
}: {
  id: string;
  title: string;
  rows: readonly (Omit<CustomerHistoryRow, "href"> & { href?: string })[];
  empty: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
      {rows.length === 0 ? <p className="mt-2 text-sm text-muted">{empty}</p> : null}
      <ol className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span>
              {row.href ? (
                <Link to={row.href} className="font-semibold text-brand-700 underline">
                  {row.label}
                </Link>
              ) : (
                <span className="font-semibold">{row.label}</span>
              )}{" "}
              {row.about}
            </span>
            <span className="text-muted">
              {row.status}
              {row.amountCents === null ? null : (
                <>
                  {" · "}
                  <span className="tabular-nums">{formatMoney(row.amountCents)}</span>
                </>
              )}
              {" · "}
              {row.when}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
