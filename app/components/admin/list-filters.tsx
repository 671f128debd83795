import { Search } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { SelectInput, TextInput, type SelectOption } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import type { StatusSet } from "~/lib/status-set";

interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
}

/**
 * A list's "Status" filter: any status, then a status set's values (those `only` keeps, labelled
 * by `labelOf`, e.g. with a count), then `extra` choices that are not statuses themselves.
 */
export function statusFilter<V extends string>(
  statuses: StatusSet<V>,
  value: string,
  {
    only = () => true,
    labelOf = (status) => statuses.labels[status],
    any = "Any status",
    extra = [],
  }: { only?: (status: V) => boolean; labelOf?: (status: V) => string; any?: string; extra?: readonly SelectOption[] } = {},
): FilterSelect {
  return {
    name: "status",
    label: "Status",
    value,
    options: [
      { value: "", label: any },
      ...statuses.values.filter(only).map((status) => ({ value: status, label: labelOf(status) })),
      ...extra,
    ],
  };
}

/** Search and filters for an admin list, kept in the URL so they work without JavaScript and can be shared. */
export function ListFilters({
  q,
  searchHint,
  selects,
  clearTo,
  extra,
  extraActive = false,
}: {
  q: string;
  searchHint: string;
  selects: FilterSelect[];
  clearTo: string;
  /** More filters (dates, amounts) after the selects; say with `extraActive` when any is set. */
  extra?: ReactNode;
  extraActive?: boolean;
}) {
  const active = q !== "" || extraActive || selects.some((s) => s.value !== "");
  return (
    <Form
      method="get"
      role="search"
      className="mb-5 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <TextInput
        scope="filter"
        compact
        name="q"
        label="Search"
        type="search"
        defaultValue={q}
        placeholder={searchHint}
        className="min-w-56 flex-1"
      />
      {selects.map((s) => (
        <SelectInput
          key={s.name}
          scope="filter"
          compact
          name={s.name}
          label={s.label}
          defaultValue={s.value}
          options={s.options}
          className="min-w-44"
        />
      ))}
      {extra}
      <Button type="submit" size="filter">
        <Icon icon={Search} aria-hidden="true" className="size-4" />
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
