import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { PageLinks } from "~/components/admin/page-links";
import { ListFilters, statusFilter } from "~/components/admin/list-filters";
import { TextInput } from "~/components/form/fields";
import { requireStaff } from "~/features/auth/guard.server";
import { QuoteTable } from "~/features/quotes/components/quote-table";
import { quoteListQuery } from "~/features/quotes/list-query";
import { listQuotes } from "~/features/quotes/list.server";
import { listStaff } from "~/features/staff/staff.server";
import { quoteStatuses } from "~/features/quotes/statuses";
import { formatMoney } from "~/lib/money";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Quotes");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "quotes.view");
  const query = quoteListQuery.read(new URL(request.url).searchParams);
  const db = getDb();
  const [list, staff] = await Promise.all([listQuotes(db, query), listStaff(db)]);
  const authors = staff.map((s) => ({ id: s.id, name: s.name }));
  return { ...list, authors, query };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

export default function QuotesPage({ loaderData }: Route.ComponentProps) {
  const { rows, totals, authors, query } = loaderData;
  const pages = quoteListQuery.pages(totals.count);
  const dateOrValue = [query.sentFrom, query.sentTo, query.minValue, query.maxValue].some(Boolean);
  return (
    <AdminPage title="Quotes" description="Every quote on its current version. Start a quote from a lead's page.">
      <ListFilters
        q={query.q}
        searchHint="Quote number or customer"
        clearTo="/admin/quotes"
        selects={[
          statusFilter(quoteStatuses, query.status, { only: (s) => s !== "superseded" }),
          {
            name: "staff",
            label: "Prepared by",
            value: query.staff,
            options: [{ value: "", label: "Anyone" }, ...authors.map((a) => ({ value: a.id ?? "", label: a.name }))],
          },
        ]}
        extraActive={dateOrValue}
        extra={
          <>
            <TextInput scope="filter" compact name="sentFrom" type="date" label="Sent from" defaultValue={query.sentFrom} />
            <TextInput scope="filter" compact name="sentTo" type="date" label="Sent to" defaultValue={query.sentTo} />
            <TextInput
              scope="filter"
              compact
              name="minValue"
              inputMode="decimal"
              label="Value from ($)"
              defaultValue={query.minValue}
              className="w-32"
            />
            <TextInput
              scope="filter"
              compact
              name="maxValue"
              inputMode="decimal"
              label="Value to ($)"
              defaultValue={query.maxValue}
              className="w-32"
            />
          </>
        }
      />
      <dl className="mb-5 grid gap-3 sm:grid-cols-3" aria-label="Totals of the quotes shown">
        <Figure label={`Value sent (${totals.sentCount})`} value={formatMoney(totals.sentCents)} />
        <Figure label={`Value accepted (${totals.acceptedCount})`} value={formatMoney(totals.acceptedCents)} />
        <Figure label="Acceptance rate" value={totals.acceptanceRate === null ? "–" : `${Math.round(totals.acceptanceRate * 100)}%`} />
      </dl>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {totals.count} {totals.count === 1 ? "quote" : "quotes"}
      </p>
      <QuoteTable quotes={rows} />
      <PageLinks page={query.page} pages={pages} href={(page) => quoteListQuery.href(query, { page })} />
    </AdminPage>
  );
}
