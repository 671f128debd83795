import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { pricePerUnit } from "../item-schema";
import type { PriceListItem } from "../tables";

export function PriceListTable({ rows }: { rows: ReadonlyArray<{ item: PriceListItem; service: string | null }> }) {
  return (
    <DataTable
      caption="Price list"
      rows={rows.map((row) => ({ ...row, id: row.item.id }))}
      empty="No items match. Add one, or import a CSV file."
      columns={[
        {
          header: "Code",
          nowrap: true,
          cell: ({ item }) => (
            <Link to={`/admin/price-list/${item.id}`} className="font-semibold text-brand-700 underline">
              {item.code}
            </Link>
          ),
        },
        { header: "Name", cell: ({ item }) => item.name },
        {
          header: "Price",
          nowrap: true,
          cell: ({ item }) =>
            `${pricePerUnit(item.unitPriceCents, item.unit)} (${item.amountsAre === "inclusive" ? "incl." : "excl."} GST)`,
        },
        { header: "Service", cell: ({ service }) => service ?? "" },
        { header: "Active", cell: ({ item }) => (item.active ? "Yes" : "No") },
      ]}
    />
  );
}
