import { VISIT_FREQUENCY_LABELS, type VisitFrequency } from "~/features/catalogue/regular-visits";
import { Mail, Phone } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { telHref } from "~/lib/phone";
import { formatClockText, formatIsoDayShort, formatWhen } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import type { LeadDetail } from "../detail.server";
import { leadSourceLabel } from "../sources";

function Field({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-ink">{children || <span className="text-muted">—</span>}</dd>
    </div>
  );
}

/** Every field of the lead, with one-tap call and email. */
export function LeadFields({ lead }: { lead: LeadDetail }) {
  return (
    <section aria-labelledby="lead-details" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lead-details" className="text-lg font-semibold text-ink">
        Request
      </h2>
      {lead.anonymisedAt ? (
        <p className="mt-2 text-sm text-muted">
          The customer's details were removed for a privacy request on {formatWhen(lead.anonymisedAt)}.
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {lead.phone ? (
            <a
              href={telHref(lead.phone)}
              className="inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <Icon icon={Phone} aria-hidden="true" className="size-4" />
              Call {lead.phone}
            </a>
          ) : null}
          {lead.email ? (
            <a
              href={`mailto:${lead.email}?subject=${encodeURIComponent(`Your ${lead.service.toLowerCase()} quote request`)}`}
              className="inline-flex h-10 items-center gap-2 rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Icon icon={Mail} aria-hidden="true" className="size-4" />
              Email {lead.email}
            </a>
          ) : null}
        </div>
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="Name">{lead.name}</Field>
        <Field label="Service">{lead.service}</Field>
        {lead.visitsEvery ? <Field label="Regular visits">{VISIT_FREQUENCY_LABELS[lead.visitsEvery as VisitFrequency] ?? ""}</Field> : null}
        <Field label="Email">{lead.email}</Field>
        <Field label="Phone">{lead.phone}</Field>
        <Field label="Address">{lead.address}</Field>
        <Field label="Suburb">{`${lead.suburb} (${lead.area})`}</Field>
        <Field label="Preferred day and time">{`${formatIsoDayShort(lead.preferredDate)}, ${formatClockText(lead.preferredTime)}`}</Field>
        <Field label="Received">{formatWhen(lead.createdAt)}</Field>
        <Field label="Contact attempts">{String(lead.contactAttempts)}</Field>
        <Field label="Last contacted">{lead.lastContactedAt ? formatWhen(lead.lastContactedAt) : ""}</Field>
        <Field label="Assigned tradie">{lead.tradieName ?? ""}</Field>
        <Field label="Source">{leadSourceLabel(lead.source)}</Field>
        {lead.wonValueCents !== null ? <Field label="Job value (GST incl.)">{formatMoney(lead.wonValueCents)}</Field> : null}
        {lead.lostReason ? <Field label="Lost because">{lead.lostReason}</Field> : null}
        {lead.followUpOn ? <Field label="Follow up on">{formatIsoDayShort(lead.followUpOn)}</Field> : null}
        <Field label="Message" className="sm:col-span-2">
          {lead.message}
        </Field>
      </dl>
    </section>
  );
}
