import { Search } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "react-router";
import { optionsOf, SelectInput, TextInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { DEFAULT_LEAD_QUERY, type LeadListQuery } from "../list-query";
import { leadStatuses } from "../statuses";

interface Choices {
  services: string[];
  sources: string[];
  areas: string[];
  tradies: Array<{ id: number; name: string }>;
}

/** The list's search and filters: a GET form, so the state lands in the URL and works without JavaScript. */
export function LeadFilters({ query, choices }: { query: LeadListQuery; choices: Choices }) {
  const active = (
    ["q", "status", "service", "source", "area", "suburb", "tradie", "receivedFrom", "receivedTo", "preferredFrom", "preferredTo"] as const
  ).some((k) => query[k] !== DEFAULT_LEAD_QUERY[k]);
  const filter = (name: keyof LeadListQuery, label: string) => ({
    scope: "lead",
    compact: true,
    name,
    label,
    defaultValue: String(query[name]),
  });
  return (
    <Form
      method="get"
      role="search"
      aria-label="Search and filter leads"
      className="mb-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <input type="hidden" name="per" value={query.per} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextInput {...filter("q", "Search")} type="search" placeholder="Name, email, phone, suburb or message" className="sm:col-span-2" />
        <SelectInput
          {...filter("status", "Status")}
          options={[
            { value: "", label: "Working leads (no spam or duplicates)" },
            { value: "all", label: "Every status" },
            { value: "follow-up", label: "On hold, follow-up due" },
            ...leadStatuses.values.map((s) => ({ value: s, label: leadStatuses.labels[s] })),
          ]}
        />
        <SelectInput {...filter("service", "Service")} options={optionsOf(choices.services, "Any service")} />
        <SelectInput {...filter("source", "Source")} options={optionsOf(choices.sources, "Any source")} />
        <SelectInput {...filter("area", "Area")} options={optionsOf(choices.areas, "Any area")} />
        <TextInput {...filter("suburb", "Suburb")} />
        <SelectInput
          {...filter("tradie", "Assigned tradie")}
          options={[
            { value: "", label: "Anyone or no one" },
            { value: "none", label: "Not assigned" },
            ...choices.tradies.map((t) => ({ value: String(t.id), label: t.name })),
          ]}
        />
        <TextInput {...filter("receivedFrom", "Received from")} type="date" />
        <TextInput {...filter("receivedTo", "Received to")} type="date" />
        <TextInput {...filter("preferredFrom", "Preferred date from")} type="date" />
        <TextInput {...filter("preferredTo", "Preferred date to")} type="date" />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" size="filter">
          <Icon icon={Search} aria-hidden="true" className="size-4" />
          Show leads
        </Button>
        {active ? (
          <Link to="/admin/leads" className="inline-flex h-10 items-center px-2 text-sm font-semibold text-brand-700 hover:underline">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
