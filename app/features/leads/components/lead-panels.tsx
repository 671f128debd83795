import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "~/components/ui/toasts";
import { SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { Panel } from "~/components/admin/panel";
import { Button } from "~/components/ui/button";
import { CONTACT_LABELS, leadDeletedMessage } from "../action-schema";
import type { LeadActionResult } from "../lead-action.server";
import { leadStatuses } from "../statuses";

function errorFor(result: LeadActionResult | undefined, intent: string, field: string) {
  return result && !result.ok && result.intent === intent ? result.errors?.[field] : undefined;
}

export function StatusPanel({ status, result }: { status: string; result?: LeadActionResult }) {
  const next = leadStatuses.next(status);
  const reasonError = errorFor(result, "status", "lostReason");
  const followError = errorFor(result, "status", "followUpOn");
  return (
    <Panel id="lead-status" title="Status">
      {next.length === 0 ? (
        <p className="text-sm text-muted">This lead is {leadStatuses.label(status).toLowerCase()}: there is nowhere further to move it.</p>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="status" />
          <SelectInput
            scope="status"
            compact
            name="status"
            label="Move to"
            options={next.map((s) => ({ value: s, label: leadStatuses.labels[s] }))}
          />
          <TextInput scope="status" compact name="lostReason" label="Reason (when lost)" error={reasonError} />
          <TextInput scope="status" compact name="followUpOn" label="Follow up on (when on hold)" type="date" error={followError} />
          {next.includes("won") ? (
            <TextInput
              scope="status"
              compact
              name="wonValue"
              label="Job value, GST included (when won)"
              inputMode="decimal"
              error={errorFor(result, "status", "wonValue")}
            />
          ) : null}
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
        <SelectInput
          scope="contact"
          compact
          name="channel"
          label="How"
          options={Object.entries(CONTACT_LABELS).map(([value, label]) => ({ value, label }))}
        />
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
        <SelectInput
          scope="assign"
          compact
          name="tradieId"
          label="Assign to"
          defaultValue={current === null ? "" : String(current)}
          className="min-w-48 flex-1"
          options={[
            { value: "", label: "No one" },
            ...tradies.map((t) => ({
              value: String(t.id),
              label: t.status === "active" ? t.name : `${t.name} (${t.status})`,
              disabled: t.status !== "active" && t.id !== current,
            })),
          ]}
        />
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
        <TextArea scope="note" compact name="note" label="Note (only staff see it)" rows={3} error={error} />
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
      <TextInput scope={intent} compact name="confirm" label={`Type "${word}" to confirm`} autoComplete="off" error={error} />
      <Button type="submit" size="sm" variant={danger ? "danger" : "outline"}>
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
