import { Mail, Phone } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "react-router";
import { Panel } from "~/components/admin/panel";
import { TextArea } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { formatWhen } from "~/lib/clock";
import { telHref } from "~/lib/phone";
import type { CustomerHistory } from "../admin.server";

type Lead = CustomerHistory["leads"][number];

export function CustomerContacts({ contacts }: { contacts: CustomerHistory["contacts"] }) {
  return (
    <Panel id="customer-contacts" title="Contact details">
      {contacts.length === 0 ? <p className="text-muted">No email or phone number on record.</p> : null}
      <ul className="space-y-2">
        {contacts.map((contact) => (
          <li key={contact.id}>
            <a
              href={contact.kind === "phone" ? telHref(contact.value) : `mailto:${contact.value}`}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
            >
              {contact.kind === "phone" ? (
                <Icon icon={Phone} aria-hidden="true" className="size-4" />
              ) : (
                <Icon icon={Mail} aria-hidden="true" className="size-4" />
              )}
              {contact.value}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Each site with its area and access notes; staff who may change customers edit the notes here. */
export function CustomerSites({
  sites,
  canChange,
  errorFor,
}: {
  sites: Array<CustomerHistory["sites"][number] & { area: string }>;
  canChange: boolean;
  errorFor: (siteId: number) => string | undefined;
}) {
  return (
    <Panel id="customer-sites" title="Sites">
      {sites.length === 0 ? <p className="text-muted">No address on record.</p> : null}
      <ul className="space-y-4">
        {sites.map((site) => (
          <li key={site.id} className="rounded-md border border-slate-200 p-3">
            <p className="font-semibold text-ink">{site.address}</p>
            <p className="text-muted">
              {site.suburb} ({site.area})
            </p>
            {canChange ? (
              <Form method="post" className="mt-2 space-y-2">
                <input type="hidden" name="intent" value="site-notes" />
                <input type="hidden" name="siteId" value={site.id} />
                <TextArea
                  scope={`site-${site.id}`}
                  compact
                  name="accessNotes"
                  label="Access notes"
                  hint="Gate codes, pets, parking: what the tradie needs to get in."
                  defaultValue={site.accessNotes}
                  error={errorFor(site.id)}
                  rows={2}
                />
                <Button type="submit" size="sm" variant="outline">
                  Save notes
                </Button>
              </Form>
            ) : (
              <p className="mt-2 whitespace-pre-line">{site.accessNotes || "No access notes."}</p>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function CustomerLeads({ leads, statusLabel }: { leads: readonly Lead[]; statusLabel: (status: string) => string }) {
  return (
    <section aria-labelledby="customer-leads" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="customer-leads" className="text-lg font-semibold text-ink">
        Requests
      </h2>
      {leads.length === 0 ? <p className="mt-2 text-sm text-muted">No requests left on record.</p> : null}
      <ol className="mt-3 divide-y divide-slate-100 text-sm">
        {leads.map((lead) => (
          <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span>
              <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-700 underline">
                Lead #{lead.id}
              </Link>{" "}
              {lead.service}
              {lead.mergedIntoId !== null ? ` (merged into #${lead.mergedIntoId})` : ""}
              {lead.mergedIntoId === null && lead.possibleDuplicateOfId !== null
                ? ` (possible duplicate of #${lead.possibleDuplicateOfId})`
                : ""}
            </span>
            <span className="text-muted">
              {statusLabel(lead.status)} · {lead.source} · {formatWhen(lead.createdAt)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
