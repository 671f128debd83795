import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { formatWhen } from "~/lib/clock";

interface CustomerRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  leads: number;
  lastLeadAt: Date | string | null;
}

export function CustomerTable({ customers }: { customers: readonly CustomerRow[] }) {
  return (
    <DataTable
      caption="Customers"
      rows={customers}
      empty="No customers match. Try fewer words, or a whole email address."
      columns={[
        {
          header: "Customer",
          cell: (c) => (
            <Link to={`/admin/customers/${c.id}`} className="font-semibold text-brand-700 underline">
              {c.name}
            </Link>
          ),
        },
        { header: "Email", cell: (c) => c.email ?? "" },
        { header: "Phone", cell: (c) => c.phone ?? "", nowrap: true },
        { header: "Requests", cell: (c) => String(c.leads) },
        { header: "Latest request", cell: (c) => (c.lastLeadAt ? formatWhen(c.lastLeadAt) : ""), nowrap: true },
      ]}
    />
  );
}
