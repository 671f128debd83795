import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { ListFilters, statusFilter } from "~/components/admin/list-filters";
import { PageLinks } from "~/components/admin/page-links";
import { TextInput } from "~/components/form/fields";
import { requireStaff } from "~/features/auth/guard.server";
import { InvoiceTable } from "~/features/invoices/components/invoice-table";
import { invoiceListQuery } from "~/features/invoices/list-query";
import { listInvoices } from "~/features/invoices/list.server";
import { invoiceStatuses } from "~/features/invoices/statuses";
import { todayInAuckland } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/invoices";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Invoices");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "invoices.view");
  const params = new URL(request.url).searchParams;
  const query = invoiceListQuery.read(params);
  return { ...(await listInvoices(getDb(), query, todayInAuckland())), query };
}

export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { invoices, count, owed, query } = loaderData;
  const pages = invoiceListQuery.pages(count);
  return (
    <AdminPage
      title="Invoices"
      description="Deposits, invoices for done jobs and credit notes: what is owed and what is paid."
      actions={
        <Link to="/admin/invoices/export" className="font-semibold text-brand-700 underline">
          Export for Xero or MYOB
        </Link>
      }
    >
      <dl className="mb-5 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-muted">Outstanding</dt>
          <dd className="text-2xl font-bold">{formatMoney(owed.outstanding)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-muted">Overdue</dt>
          <dd className="text-2xl font-bold">
            {formatMoney(owed.overdue)}{" "}
            <Link
              to={invoiceListQuery.href(query, { status: "overdue", page: 1 })}
              className="text-sm font-semibold text-brand-700 underline"
            >
              {`${owed.overdueCount} ${owed.overdueCount === 1 ? "invoice" : "invoices"}`}
            </Link>
          </dd>
        </div>
      </dl>
      <ListFilters
        q={query.q}
        searchHint="Invoice number, customer or job"
        clearTo="/admin/invoices"
        selects={[statusFilter(invoiceStatuses, query.status)]}
        extra={
          <>
            <TextInput scope="filter" compact name="from" label="Dated from" type="date" defaultValue={query.from} />
            <TextInput scope="filter" compact name="to" label="Dated to" type="date" defaultValue={query.to} />
          </>
        }
        extraActive={query.from !== "" || query.to !== ""}
      />
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {count} {count === 1 ? "invoice" : "invoices"}
      </p>
      <InvoiceTable invoices={invoices} />
      <PageLinks page={query.page} pages={pages} href={(page) => invoiceListQuery.href(query, { page })} />
    </AdminPage>
  );
}
