import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { CONTACT_LABELS } from "../action-schema";
import type { LeadActionResult } from "../lead-action.server";
import { LEAD_STATUS_LABELS, nextLeadStatuses } from "../statuses";

const control = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink";
const labelClass = "block text-sm font-semibold text-ink";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function errorFor(result: LeadActionResult | undefined, intent: string, field: string) {
  return result && !result.ok && result.intent === intent ? result.errors?.[field] : undefined;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

export function StatusPanel({ status, result }: { status: string; result?: LeadActionResult }) {
  const next = nextLeadStatuses(status);
  const reasonError = errorFor(result, "status", "lostReason");
  const followError = errorFor(result, "status", "followUpOn");
  return (
    <Panel id="lead-status" title="Status">
      {next.length === 0 ? (
        <p className="text-sm text-muted">This lead is {LEAD_STATUS_LABELS[status as keyof typeof LEAD_STATUS_LABELS]?.toLowerCase() ?? status}: there is nowhere further to move it.</p>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="status" />
          <div>
            <label htmlFor="status-to" className={labelClass}>
              Move to
            </label>
            <select id="status-to" name="status" className={control}>
              {next.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="status-reason" className={labelClass}>
              Reason (when lost)
            </label>
            <input id="status-reason" name="lostReason" className={control} aria-invalid={reasonError ? true : undefined} aria-describedby={reasonError ? "status-reason-error" : undefined} />
            <FieldError id="status-reason-error" message={reasonError} />
          </div>
          <div>
            <label htmlFor="status-follow-up" className={labelClass}>
              Follow up on (when on hold)
            </label>
            <input id="status-follow-up" type="date" name="followUpOn" className={control} aria-invalid={followError ? true : undefined} aria-describedby={followError ? "status-follow-up-error" : undefined} />
            <FieldError id="status-follow-up-error" message={followError} />
          </div>
          <Button type="submit" size="sm">
            Change status
          </Button>
        </Form>
      )}
    </Panel>
  );
}

export function ContactPanel() {
  return (
    <Panel id="lead-contact" title="Contact attempts">
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="contact" />
        <div>
          <label htmlFor="contact-channel" className={labelClass}>
            How
          </label>
          <select id="contact-channel" name="channel" className={control}>
            {Object.entries(CONTACT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" variant="outline">
          Record an attempt
        </Button>
      </Form>
    </Panel>
  );
}

export function AssignPanel({ tradies, current }: { tradies: Array<{ id: number; name: string; status: string }>; current: number | null }) {
  return (
    <Panel id="lead-assign" title="Tradie">
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="assign" />
        <div className="min-w-48 flex-1">
          <label htmlFor="assign-tradie" className={labelClass}>
            Assign to
          </label>
          <select id="assign-tradie" name="tradieId" defaultValue={current ?? ""} className={control}>
            <option value="">No one</option>
            {tradies.map((t) => (
              <option key={t.id} value={t.id} disabled={t.status !== "active" && t.id !== current}>
                {t.name}
                {t.status !== "active" ? ` (${t.status})` : ""}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" variant="outline">
          Save assignment
        </Button>
      </Form>
    </Panel>
  );
}

export function NotePanel({ result }: { result?: LeadActionResult }) {
  const error = errorFor(result, "note", "note");
  return (
    <Panel id="lead-note" title="Add a note">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note-text" className={labelClass}>
          Note (only staff see it)
        </label>
        <textarea id="note-text" name="note" rows={3} className={control} aria-invalid={error ? true : undefined} aria-describedby={error ? "note-error" : undefined} />
        <FieldError id="note-error" message={error} />
        <Button type="submit" size="sm">
          Add note
        </Button>
      </Form>
    </Panel>
  );
}

export function AnonymisePanel({ result }: { result?: LeadActionResult }) {
  const error = errorFor(result, "anonymise", "confirm");
  return (
    <Panel id="lead-privacy" title="Privacy request">
      <p className="text-sm text-muted">
        When the customer asks us to delete their information (Privacy Act 2020), remove their name, contact details, address, message, notes and emails. The service, suburb and dates stay for the figures.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="anonymise" />
        <label htmlFor="anonymise-confirm" className={labelClass}>
          Type "anonymise" to confirm
        </label>
        <input id="anonymise-confirm" name="confirm" autoComplete="off" className={control} aria-invalid={error ? true : undefined} aria-describedby={error ? "anonymise-error" : undefined} />
        <FieldError id="anonymise-error" message={error} />
        <Button type="submit" size="sm" variant="outline">
          Anonymise this lead
        </Button>
      </Form>
    </Panel>
  );
}
