import { intentErrors } from "~/lib/field-errors";
import { Link } from "react-router";
import { Checkbox, SelectInput, TextArea } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { Panel } from "~/components/admin/panel";
import type { ReviewActionResult } from "../review-action.server";
import { canDecide, type ApplicationStatus, applicationStatuses } from "../statuses";

interface Decision {
  intent: "approve" | "request-information" | "reject";
  headingId: string;
  title: string;
  description?: string;
  submit: string;
  variant?: "outline";
  field: { scope: string; name: string; label: string; hint?: string };
}

/** The three decisions, each a form with its one text field and the choice to email the applicant. */
const DECISIONS: Decision[] = [
  {
    intent: "approve",
    headingId: "approve-heading",
    title: "Approve",
    description: "Creates a draft tradie profile from this application, ready for you to check and publish.",
    submit: "Approve and create draft profile",
    field: { scope: "approve", name: "note", label: "Note to the applicant (optional)" },
  },
  {
    intent: "request-information",
    headingId: "request-heading",
    title: "Ask for more information",
    submit: "Request information",
    variant: "outline",
    field: { scope: "request", name: "message", label: "What do you need from them?" },
  },
  {
    intent: "reject",
    headingId: "reject-heading",
    title: "Reject",
    submit: "Reject application",
    variant: "outline",
    field: { scope: "reject", name: "reason", label: "Reason", hint: "Kept on file; included in the email if you send one." },
  },
];

/**
 * What staff can do with an application: decide it (approve, ask for more, reject), move it
 * along, and leave notes. Every change lands in the history with their name.
 */
export function ReviewPanel({
  status,
  result,
  tradie,
  resetKey,
}: {
  status: ApplicationStatus;
  result?: ReviewActionResult;
  tradie?: { id: number; name: string; published: boolean };
  resetKey: number;
}) {
  const errorsFor = (intent: string) => intentErrors(result, intent);
  const moves = applicationStatuses.next(status);
  return (
    <div key={resetKey} className="space-y-5">
      {tradie ? (
        <Panel id="tradie-profile" title="Tradie profile">
          <p className="text-sm text-ink">
            Approved as{" "}
            <Link to={`/admin/tradies/${tradie.id}`} className="font-semibold text-brand-700 underline">
              {tradie.name}
            </Link>{" "}
            ({tradie.published ? "published" : "draft, not yet published"}).
          </p>
        </Panel>
      ) : null}

      {canDecide(status) ? (
        <>
          {DECISIONS.map((d) => (
            <Panel key={d.intent} id={d.headingId} title={d.title} description={d.description}>
              <IntentForm intent={d.intent} submit={d.submit} variant={d.variant}>
                <TextArea compact rows={3} {...d.field} error={errorsFor(d.intent)[d.field.name]} />
                <Checkbox scope={d.field.scope} name="emailApplicant" label="Email the applicant about this" defaultChecked />
              </IntentForm>
            </Panel>
          ))}
        </>
      ) : null}

      {moves.length > 0 ? (
        <Panel id="status-heading" title="Change status">
          <IntentForm intent="status" submit="Change status" variant="outline">
            <SelectInput
              scope="status"
              name="status"
              label="New status"
              options={moves.map((s) => ({ value: s, label: applicationStatuses.labels[s] }))}
              error={errorsFor("status").status}
            />
            <TextArea scope="status" name="note" label="Note (optional)" rows={2} compact error={errorsFor("status").note} />
          </IntentForm>
        </Panel>
      ) : null}

      <Panel id="note-heading" title="Add a note" description="For the team only; the applicant never sees notes.">
        <IntentForm intent="note" submit="Add note" variant="outline">
          <TextArea scope="note" name="note" label="Note" rows={3} compact error={errorsFor("note").note} />
        </IntentForm>
      </Panel>
    </div>
  );
}
