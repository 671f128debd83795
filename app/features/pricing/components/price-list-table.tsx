import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { formatMoney } from "~/lib/money";
import { PRICE_UNIT_LABELS, type PriceUnit } from "../item-schema";
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
            `${formatMoney(item.unitPriceCents)} per ${PRICE_UNIT_LABELS[item.unit as PriceUnit] ?? item.unit} (${item.amountsAre === "inclusive" ? "incl." : "excl."} GST)`,
        },
        { header: "Service", cell: ({ service }) => service ?? "" },
        { header: "Active", cell: ({ item }) => (item.active ? "Yes" : "No") },
      ]}
    />
  );
}
