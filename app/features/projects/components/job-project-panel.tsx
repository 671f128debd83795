import { Link } from "react-router";
import { Panel } from "~/components/admin/panel";
import { ChoiceGroup, TextInput } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { describePhotoConsent, type PhotoConsent } from "~/features/jobs/photo-consent";
import { intentErrors } from "~/lib/field-errors";
import { PROJECT_STATUS_LABELS } from "../project-schema";

/**
 * A job's place in the gallery: the customer's answer about photos (with a form for staff to
 * record one given by phone or email), and the job's project or the button that makes it.
 */
export function JobProjectPanel({
  consent,
  project,
  jobDone,
  photoCount,
  canChange,
  canMake,
  result,
}: {
  consent: PhotoConsent | null;
  project: { id: number; title: string; status: string } | null;
  jobDone: boolean;
  photoCount: number;
  canChange: boolean;
  canMake: boolean;
  result?: { ok: boolean; intent?: string; message?: string; errors?: Record<string, string> };
}) {
  const errors = intentErrors(result, "photo-consent");
  return (
    <Panel id="job-gallery" title="Photos on the website" description="Only with the customer's yes; never their name or street address.">
      <p>
        <span className="text-muted">The customer's answer: </span>
        {describePhotoConsent(consent)}
      </p>
      {project ? (
        <p>
          <Link to={`/admin/projects/${project.id}`} className="font-semibold text-brand-700 underline">
            {project.title}
          </Link>{" "}
          <span className="text-muted">{`(${PROJECT_STATUS_LABELS[project.status] ?? project.status})`}</span>
        </p>
      ) : canMake && jobDone && photoCount > 0 ? (
        <IntentForm intent="make-project" submit="Make a gallery project" variant="outline" />
      ) : (
        <p className="text-muted">{jobDone ? "No photos on this job yet." : "A project can be made once the job is done."}</p>
      )}
      {canChange ? (
        <details className="rounded-md border border-slate-200 p-3" open={Object.keys(errors).length > 0}>
          <summary className="cursor-pointer font-semibold text-brand-700">Record the customer's answer</summary>
          <div className="mt-3">
            <IntentForm intent="photo-consent" submit="Record the answer" variant="outline">
              <ChoiceGroup
                scope="consent"
                type="radio"
                name="answer"
                legend="The customer said"
                options={[
                  { value: "yes", label: "Yes, show photos" },
                  { value: "no", label: "No photos" },
                ]}
                selected={[]}
                error={errors.answer}
                optionsClassName="grid grid-cols-2 gap-2"
              />
              <TextInput
                scope="consent"
                name="note"
                label="How they told you"
                hint="For example: by phone on 3 March"
                error={errors.note}
              />
            </IntentForm>
          </div>
        </details>
      ) : null}
    </Panel>
  );
}
