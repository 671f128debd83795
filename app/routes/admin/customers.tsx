import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { PageLinks } from "~/components/admin/page-links";
import { ListFilters } from "~/components/admin/list-filters";
import { requireStaff } from "~/features/auth/guard.server";
import { listCustomers } from "~/features/customers/admin.server";
import { CustomerTable } from "~/features/customers/components/customer-table";
import { customerListQuery } from "~/features/customers/list-query";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Customers");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "customers.view");
  const query = customerListQuery.read(new URL(request.url).searchParams);
  return { ...(await listCustomers(getDb(), query)), query };
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, pages, query } = loaderData;
  return (
    <AdminPage
      title="Customers"
      description="Everyone who has asked for work, each with their contact details, sites and every request. New requests are filed under a customer by email or phone number."
    >
      <ListFilters q={query.q} searchHint="Name, email or phone number" clearTo="/admin/customers" selects={[]} />
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {total} {total === 1 ? "customer" : "customers"}
      </p>
      <CustomerTable customers={rows} />
      <PageLinks page={query.page} pages={pages} href={(page) => customerListQuery.href(query, { page })} />
    </AdminPage>
  );
}
