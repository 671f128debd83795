import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { DEFAULT_LEAD_QUERY, type LeadListQuery } from "../list-query";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../statuses";

const control = "mt-1 block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-ink";
const labelClass = "block text-sm font-semibold text-ink";

interface Choices {
  services: string[];
  areas: string[];
  tradies: Array<{ id: number; name: string }>;
}

function Select({ name, label, value, options }: { name: string; label: string; value: string; options: Array<[string, string]> }) {
  return (
    <div>
      <label htmlFor={`lead-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`lead-${name}`} name={name} defaultValue={value} className={control}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateInput({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={`lead-${name}`} className={labelClass}>
        {label}
      </label>
      <input id={`lead-${name}`} type="date" name={name} defaultValue={value} className={control} />
    </div>
  );
}

/** The list's search and filters: a GET form, so the state lands in the URL and works without JavaScript. */
export function LeadFilters({ query, choices }: { query: LeadListQuery; choices: Choices }) {
  const active = (
    ["q", "status", "service", "area", "suburb", "tradie", "receivedFrom", "receivedTo", "preferredFrom", "preferredTo"] as const
  ).some((k) => query[k] !== DEFAULT_LEAD_QUERY[k]);
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
        <div className="sm:col-span-2">
          <label htmlFor="lead-q" className={labelClass}>
            Search
          </label>
          <input
            id="lead-q"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Name, email, phone, suburb or message"
            className={control}
          />
        </div>
        <Select
          name="status"
          label="Status"
          value={query.status}
          options={[
            ["", "Working leads (no spam or duplicates)"],
            ["all", "Every status"],
            ["follow-up", "On hold, follow-up due"],
            ...LEAD_STATUSES.map((s): [string, string] => [s, LEAD_STATUS_LABELS[s]]),
          ]}
        />
        <Select
          name="service"
          label="Service"
          value={query.service}
          options={[["", "Any service"], ...choices.services.map((s): [string, string] => [s, s])]}
        />
        <Select
          name="area"
          label="Area"
          value={query.area}
          options={[["", "Any area"], ...choices.areas.map((a): [string, string] => [a, a])]}
        />
        <div>
          <label htmlFor="lead-suburb" className={labelClass}>
            Suburb
          </label>
          <input id="lead-suburb" name="suburb" defaultValue={query.suburb} className={control} />
        </div>
        <Select
          name="tradie"
          label="Assigned tradie"
          value={query.tradie}
          options={[
            ["", "Anyone or no one"],
            ["none", "Not assigned"],
            ...choices.tradies.map((t): [string, string] => [String(t.id), t.name]),
          ]}
        />
        <DateInput name="receivedFrom" label="Received from" value={query.receivedFrom} />
        <DateInput name="receivedTo" label="Received to" value={query.receivedTo} />
        <DateInput name="preferredFrom" label="Preferred date from" value={query.preferredFrom} />
        <DateInput name="preferredTo" label="Preferred date to" value={query.preferredTo} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" className="h-10">
          <Search aria-hidden="true" className="size-4" />
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
