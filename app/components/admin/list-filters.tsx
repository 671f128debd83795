import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

const control = "mt-1 block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-ink";

/** Search and filters for an admin list, kept in the URL so they work without JavaScript and can be shared. */
export function ListFilters({
  q,
  searchHint,
  selects,
  clearTo,
}: {
  q: string;
  searchHint: string;
  selects: FilterSelect[];
  clearTo: string;
}) {
  const active = q !== "" || selects.some((s) => s.value !== "");
  return (
    <Form
      method="get"
      role="search"
      className="mb-5 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="min-w-56 flex-1">
        <label htmlFor="filter-q" className="block text-sm font-semibold text-ink">
          Search
        </label>
        <input id="filter-q" type="search" name="q" defaultValue={q} placeholder={searchHint} className={control} />
      </div>
      {selects.map((s) => (
        <div key={s.name} className="min-w-44">
          <label htmlFor={`filter-${s.name}`} className="block text-sm font-semibold text-ink">
            {s.label}
          </label>
          <select id={`filter-${s.name}`} name={s.name} defaultValue={s.value} className={control}>
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" size="sm" className="h-10">
        <Search aria-hidden="true" className="size-4" />
        Show
      </Button>
      {active ? (
        <Link to={clearTo} className="inline-flex h-10 items-center px-2 text-sm font-semibold text-brand-700 hover:underline">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
