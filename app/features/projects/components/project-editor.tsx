import { Form, Link, useNavigation } from "react-router";
import { Panel } from "~/components/admin/panel";
import { Checkbox, SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { Button } from "~/components/ui/button";
import { describePhotoConsent } from "~/features/jobs/photo-consent";
import { PhotoPicture } from "~/features/uploads/components/photo-picture";
import { intentErrors } from "~/lib/field-errors";
import { PROJECT_LIMITS } from "../project-schema";
import type { StaffProject } from "../projects.server";

type Result = { ok: boolean; intent?: string; message?: string; errors?: Record<string, string> } | undefined;

/** The project's words and its photos: tick the ones to show, each with the words a screen reader hears. */
export function ProjectEditor({ project, services, result }: { project: StaffProject; services: readonly string[]; result: Result }) {
  const errors = intentErrors(result, "save");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const serviceOptions = [...new Set([project.service, ...services])].map((s) => ({ value: s, label: s }));
  return (
    <Form method="post" noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <input type="hidden" name="intent" value="save" />
      <TextInput
        scope="project"
        name="title"
        label="Title"
        defaultValue={project.title}
        maxLength={PROJECT_LIMITS.title}
        error={errors.title}
        required
      />
      <TextArea
        scope="project"
        name="writeUp"
        label="Write-up"
        hint="What the customer needed and what the tradie did, in a few sentences. No names or street addresses."
        rows={5}
        defaultValue={project.writeUp}
        error={errors.writeUp}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput scope="project" name="suburb" label="Suburb" defaultValue={project.suburb} error={errors.suburb} required />
        <SelectInput
          scope="project"
          name="service"
          label="Service"
          defaultValue={project.service}
          options={serviceOptions}
          error={errors.service}
        />
      </div>
      <fieldset aria-describedby={errors.photo ? "project-photo-error" : undefined}>
        <legend className="font-semibold text-ink">Photos</legend>
        <p className="text-sm text-muted">{`Tick the photos to show (at most ${PROJECT_LIMITS.photos}), in this order.`}</p>
        {errors.photo ? (
          <p id="project-photo-error" className="mt-1 text-sm font-semibold text-red-700">
            {errors.photo}
          </p>
        ) : null}
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {project.photos.map((photo, index) => (
            <li key={photo.photoId} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <PhotoPicture
                photoId={photo.photoId}
                sizes="256px"
                width={256}
                height={256}
                alt=""
                imgClassName="aspect-square w-full rounded object-cover"
              />
              <div className="flex items-center gap-2">
                <input
                  id={`photo-${photo.photoId}`}
                  type="checkbox"
                  name="photo"
                  value={photo.photoId}
                  defaultChecked={photo.chosen}
                  className="size-5 accent-brand-700"
                />
                <label htmlFor={`photo-${photo.photoId}`} className="font-medium">
                  {`Show ${photo.kind} photo ${index + 1}`}
                </label>
              </div>
              <TextInput
                scope="project"
                name={`caption-${photo.photoId}`}
                label="Description for screen readers"
                defaultValue={photo.caption}
                error={errors[`caption-${photo.photoId}`]}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save the project"}
      </Button>
    </Form>
  );
}

/** Whether the site shows it, and the changes that decide it. */
export function ProjectStatusPanel({ project, result }: { project: StaffProject; result: Result }) {
  const consented = project.consent?.given === true;
  const errors = intentErrors(result, "publish");
  return (
    <Panel id="project-status" title="On the site">
      <p>
        <span className="text-muted">Job: </span>
        <Link to={`/admin/jobs/${project.job.id}`} className="underline">
          {`${project.job.number} ${project.job.title}`}
        </Link>
      </p>
      <p>
        <span className="text-muted">The customer's answer: </span>
        {describePhotoConsent(project.consent)}
      </p>
      {project.status === "published" ? (
        <>
          <p className="font-semibold">
            {consented ? "Published: the site shows it." : "Published, but the site hides it until the customer says yes."}
          </p>
          {/* Keyed, as the publish form is: a new button, not the other one fading from dark to light. */}
          <IntentForm key="unpublish" intent="unpublish" submit="Take it off the site" variant="outline" />
        </>
      ) : (
        <>
          <p>A draft: only staff see it.</p>
          <IntentForm key="publish" intent="publish" submit="Publish on the site">
            <Checkbox
              scope="publish"
              name="checked"
              label="I have checked the photos: no house numbers, faces or number plates"
              error={errors.checked}
            />
          </IntentForm>
        </>
      )}
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer font-semibold text-red-700">Delete the project</summary>
        <p className="mt-2">The job keeps its photos; only the project goes.</p>
        <div className="mt-2">
          <IntentForm intent="delete" submit="Delete it" variant="outline" />
        </div>
      </details>
    </Panel>
  );
}
