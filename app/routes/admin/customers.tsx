import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { PageLinks } from "~/components/admin/page-links";
import { ListFilters } from "~/components/admin/list-filters";
import { requireStaff } from "~/features/auth/guard.server";
import { listCustomers } from "~/features/customers/admin.server";
import { CustomerTable } from "~/features/customers/components/customer-table";
import { listSearch } from "~/lib/list-search";
import { parseRecordId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Customers");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "customers.view");
  const url = new URL(request.url);
  const q = listSearch(url.searchParams);
  const page = Math.min(parseRecordId(url.searchParams.get("page")) ?? 1, 100_000);
  return { ...(await listCustomers(getDb(), { q, page })), q, page };
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, pages, q, page } = loaderData;
  const pageLink = (n: number) => `/admin/customers?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  return (
    <AdminPage
      title="Customers"
      description="Everyone who has asked for work, each with their contact details, sites and every request. New requests are filed under a customer by email or phone number."
    >
      <ListFilters q={q} searchHint="Name, email or phone number" clearTo="/admin/customers" selects={[]} />
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {total} {total === 1 ? "customer" : "customers"}
      </p>
      <CustomerTable customers={rows} />
      <PageLinks page={page} pages={pages} href={pageLink} />
    </AdminPage>
  );
}
