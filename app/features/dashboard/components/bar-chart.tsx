/**
 * A chart that is also a table: CSS bars with the numbers written beside them, so screen
 * readers and printouts get the same facts (docs/decisions/0063).
 */
export function BarChart({
  id,
  title,
  rows,
  empty,
  labelFor,
}: {
  id: string;
  title: string;
  rows: Array<{ label: string; count: number }>;
  empty: string;
  labelFor?: (label: string) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {rows.every((r) => r.count === 0) ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="w-2/5 py-1 pr-3 text-left font-normal text-ink">
                  {labelFor ? labelFor(row.label) : row.label}
                </th>
                <td className="py-1">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="block h-3 rounded-sm bg-brand-600"
                      style={{ width: `${(row.count / max) * 80}%`, minWidth: row.count ? "0.25rem" : 0 }}
                    />
                    <span className="tabular-nums text-ink">{row.count}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
