import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";

interface AreaRow {
  id: number;
  name: string;
  path: string;
  suburbs: number;
}

export function AreasTable({ areas }: { areas: readonly AreaRow[] }) {
  return (
    <DataTable
      caption="Service areas"
      rows={areas}
      empty="No areas yet."
      columns={[
        {
          header: "Area",
          cell: (a) => (
            <Link to={`/admin/areas-management/${a.id}`} className="font-semibold text-brand-700 underline">
              {a.name}
            </Link>
          ),
        },
        {
          header: "Page",
          cell: (a) => (
            <a href={a.path} className="text-brand-700 underline">
              {a.path}
            </a>
          ),
        },
        { header: "Suburbs", cell: (a) => String(a.suburbs) },
      ]}
    />
  );
}
