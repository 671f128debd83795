import { formatWhen } from "~/lib/clock";
import type { FieldChange } from "../diff";

export interface AuditListRow {
  id: number;
  at: string;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  changes: FieldChange[];
}

/** Each change with who, when, what, and the fields' values before and after. */
export function AuditList({ rows }: { rows: AuditListRow[] }) {
  if (rows.length === 0)
    return <p className="rounded-xl border border-slate-200 bg-white p-6 text-muted">No changes match these filters.</p>;
  return (
    <ol className="space-y-3">
      {rows.map((row) => {
        const { changes } = row;
        return (
          <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-ink">
              <strong>{row.actorName}</strong> · <code className="rounded bg-slate-100 px-1">{row.action}</code> · {row.entityType}{" "}
              {row.entityId} · <time dateTime={row.at}>{formatWhen(row.at)}</time>
            </p>
            {changes.length ? (
              <table className="mt-3 w-full table-fixed text-left text-sm">
                <caption className="sr-only">Fields changed</caption>
                <thead>
                  <tr className="text-muted">
                    <th scope="col" className="w-1/4 py-1 pr-2 font-semibold">
                      Field
                    </th>
                    <th scope="col" className="py-1 pr-2 font-semibold">
                      Before
                    </th>
                    <th scope="col" className="py-1 font-semibold">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.field} className="border-t border-slate-100 align-top">
                      <th scope="row" className="py-1 pr-2 font-medium break-words">
                        {change.label}
                      </th>
                      <td className="py-1 pr-2 break-words">{change.before}</td>
                      <td className="py-1 break-words">{change.after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-2 text-sm text-muted">Saved with no field changed.</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
