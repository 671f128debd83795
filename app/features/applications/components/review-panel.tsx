import { Link } from "react-router";
import { Checkbox, SelectInput, TextArea } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { Panel } from "~/components/admin/panel";
import type { ReviewActionResult } from "../review-action.server";
import { APPLICATION_STATUS_LABELS, canDecide, nextStatuses, type ApplicationStatus } from "../statuses";

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
  const errorsFor = (intent: string) => (result && !result.ok && result.intent === intent ? (result.errors ?? {}) : {});
  const moves = nextStatuses(status);
  const emailBox = (scope: string) => (
    <Checkbox scope={scope} name="emailApplicant" label="Email the applicant about this" defaultChecked />
  );
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
          <Panel
            id="approve-heading"
            title="Approve"
            description="Creates a draft tradie profile from this application, ready for you to check and publish."
          >
            <IntentForm intent="approve" submit="Approve and create draft profile">
              <TextArea
                scope="approve"
                name="note"
                label="Note to the applicant (optional)"
                rows={3}
                className="[&_textarea]:min-h-20"
                error={errorsFor("approve").note}
              />
              {emailBox("approve")}
            </IntentForm>
          </Panel>
          <Panel id="request-heading" title="Ask for more information">
            <IntentForm intent="request-information" submit="Request information" variant="outline">
              <TextArea
                scope="request"
                name="message"
                label="What do you need from them?"
                rows={3}
                className="[&_textarea]:min-h-20"
                error={errorsFor("request-information").message}
              />
              {emailBox("request")}
            </IntentForm>
          </Panel>
          <Panel id="reject-heading" title="Reject">
            <IntentForm intent="reject" submit="Reject application" variant="outline">
              <TextArea
                scope="reject"
                name="reason"
                label="Reason"
                hint="Kept on file; included in the email if you send one."
                rows={3}
                className="[&_textarea]:min-h-20"
                error={errorsFor("reject").reason}
              />
              {emailBox("reject")}
            </IntentForm>
          </Panel>
        </>
      ) : null}

      {moves.length > 0 ? (
        <Panel id="status-heading" title="Change status">
          <IntentForm intent="status" submit="Change status" variant="outline">
            <SelectInput
              scope="status"
              name="status"
              label="New status"
              options={moves.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))}
              error={errorsFor("status").status}
            />
            <TextArea
              scope="status"
              name="note"
              label="Note (optional)"
              rows={2}
              className="[&_textarea]:min-h-16"
              error={errorsFor("status").note}
            />
          </IntentForm>
        </Panel>
      ) : null}

      <Panel id="note-heading" title="Add a note" description="For the team only; the applicant never sees notes.">
        <IntentForm intent="note" submit="Add note" variant="outline">
          <TextArea scope="note" name="note" label="Note" rows={3} className="[&_textarea]:min-h-20" error={errorsFor("note").note} />
        </IntentForm>
      </Panel>
    </div>
  );
}
