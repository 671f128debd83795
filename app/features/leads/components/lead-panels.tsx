import { useEffect, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { CONTACT_LABELS, leadDeletedMessage } from "../action-schema";
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
        <p className="text-sm text-muted">
          This lead is {LEAD_STATUS_LABELS[status as keyof typeof LEAD_STATUS_LABELS]?.toLowerCase() ?? status}: there is nowhere further to
          move it.
        </p>
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
            <input
              id="status-reason"
              name="lostReason"
              className={control}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? "status-reason-error" : undefined}
            />
            <FieldError id="status-reason-error" message={reasonError} />
          </div>
          <div>
            <label htmlFor="status-follow-up" className={labelClass}>
              Follow up on (when on hold)
            </label>
            <input
              id="status-follow-up"
              type="date"
              name="followUpOn"
              className={control}
              aria-invalid={followError ? true : undefined}
              aria-describedby={followError ? "status-follow-up-error" : undefined}
            />
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

export function AssignPanel({
  tradies,
  current,
}: {
  tradies: Array<{ id: number; name: string; status: string }>;
  current: number | null;
}) {
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
        <textarea
          id="note-text"
          name="note"
          rows={3}
          className={control}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "note-error" : undefined}
        />
        <FieldError id="note-error" message={error} />
        <Button type="submit" size="sm">
          Add note
        </Button>
      </Form>
    </Panel>
  );
}

/** A form that only goes through once the person has typed `word`, for changes that cannot be undone. */
function ConfirmForm({
  intent,
  word,
  button,
  result,
  danger,
}: {
  intent: string;
  word: string;
  button: string;
  result?: LeadActionResult;
  danger?: boolean;
}) {
  const error = errorFor(result, intent, "confirm");
  return (
    <Form method="post" className="mt-3 space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={`${intent}-confirm`} className={labelClass}>
        {`Type "${word}" to confirm`}
      </label>
      <input
        id={`${intent}-confirm`}
        name="confirm"
        autoComplete="off"
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${intent}-error` : undefined}
      />
      <FieldError id={`${intent}-error`} message={error} />
      <Button type="submit" size="sm" variant="outline" className={danger ? "border-red-700 text-red-800 hover:bg-red-50" : undefined}>
        {button}
      </Button>
    </Form>
  );
}

export function AnonymisePanel({ result, canDelete }: { result?: LeadActionResult; canDelete: boolean }) {
  return (
    <Panel id="lead-privacy" title="Privacy request">
      <p className="text-sm text-muted">
        When the customer asks us to delete their information (Privacy Act 2020), remove their name, contact details, address, message,
        notes and emails. The service, suburb and dates stay for the figures.
        {canDelete ? null : " To delete the whole lead, ask an administrator."}
      </p>
      <ConfirmForm intent="anonymise" word="anonymise" button="Anonymise this lead" result={result} />
    </Panel>
  );
}

/** Administrators only: deletes the lead outright, then the browser is back on the list with a toast. */
export function DeletePanel({ leadId, listPath, result }: { leadId: number; listPath: string; result?: LeadActionResult }) {
  const navigation = useNavigation();
  // After a successful delete the action redirects to the list; the form's data rides along while it loads.
  const deleted =
    navigation.state === "loading" && navigation.formData?.get("intent") === "delete" && navigation.location.pathname === listPath;
  useEffect(() => {
    if (deleted) toast.success(leadDeletedMessage(leadId));
  }, [deleted, leadId]);
  return (
    <Panel id="lead-delete" title="Delete permanently">
      <p className="text-sm text-muted">
        When nothing about the customer may be kept: deletes the lead with its notes, timeline and emails, and it leaves the figures. This
        cannot be undone. The audit trail keeps only the lead number, who deleted it and when.
      </p>
      <ConfirmForm intent="delete" word="delete" button="Delete this lead permanently" result={result} danger />
    </Panel>
  );
}
