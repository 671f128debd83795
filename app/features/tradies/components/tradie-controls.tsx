import { Link } from "react-router";
import { formatMegabytes, PHOTO_ACCEPT } from "~/features/uploads/photos";
import { formatWhen } from "~/lib/clock";
import { TRADIE_STATUS_DESCRIPTIONS, tradieStatuses } from "../statuses";
import type { Tradie } from "../types";
import { SelectInput, TextArea, TextInput } from "../../../components/form/fields";
import { IntentForm } from "../../../components/form/intent-form";
import { Panel } from "../../../components/admin/panel";
import { TradiePhoto } from "./tradie-photo";
import { TradieStatusBadge, VisibilityBadge } from "./tradie-table";

type Errors = Record<string, string>;

/** Publishing, status, the verified badge and the photo: the changes made one at a time, beside the profile form. */
export function TradieControls({
  tradie,
  listed,
  problems,
  errors,
  maxPhotoBytes,
  resetKey,
}: {
  tradie: Tradie;
  listed: boolean;
  problems: string[];
  errors: Errors;
  maxPhotoBytes: number;
  resetKey: number;
}) {
  return (
    <div key={resetKey} className="space-y-5">
      <Panel id="publishing-heading" title="Directory">
        <p className="flex flex-wrap items-center gap-2">
          <VisibilityBadge listed={listed} published={tradie.published} />
          {listed ? (
            <Link to={`/tradie/${tradie.id}`} className="font-semibold text-brand-700 underline">
              View the public profile
            </Link>
          ) : null}
        </p>
        {tradie.published ? (
          <>
            {!listed ? (
              <p className="text-amber-900">Published, but hidden until the tradie is active with current insurance and licences.</p>
            ) : null}
            <IntentForm intent="unpublish" variant="outline" submit="Unpublish" />
          </>
        ) : problems.length ? (
          <>
            <p className="font-semibold text-ink">Before this profile can be published:</p>
            <ul className="list-disc space-y-1 pl-5 text-amber-900">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </>
        ) : (
          <IntentForm intent="publish" submit="Publish profile" />
        )}
      </Panel>

      <Panel id="status-heading" title="Status">
        <p className="flex items-center gap-2">
          Now: <TradieStatusBadge status={tradie.status} />
        </p>
        <IntentForm intent="status" variant="outline" submit="Change status">
          <SelectInput
            scope="status"
            name="status"
            label="Change to"
            defaultValue={tradie.status}
            options={tradieStatuses.values.map((s) => ({
              value: s,
              label: `${tradieStatuses.labels[s]}: ${TRADIE_STATUS_DESCRIPTIONS[s]}`,
            }))}
            error={errors.status}
          />
          <TextArea scope="status" name="note" label="Reason (optional)" rows={2} className="[&_textarea]:min-h-16" error={errors.note} />
        </IntentForm>
      </Panel>

      <Panel id="verified-heading" title="Verified badge">
        {tradie.verifiedAt ? (
          <>
            <p>
              Verified by {tradie.verifiedByName ?? "a staff member"}, {formatWhen(tradie.verifiedAt)}.
            </p>
            <IntentForm intent="unverify" variant="outline" submit="Remove the badge" />
          </>
        ) : (
          <>
            <p className="text-muted">
              Give the badge once you have checked their identity, licences with the registers, and insurance certificate.
            </p>
            <IntentForm intent="verify" submit="Mark as verified" />
          </>
        )}
      </Panel>

      <Panel id="photo-heading" title="Photo">
        <TradiePhoto name={tradie.name} photoId={tradie.photoId} size={96} alt={tradie.photoId ? `Current photo of ${tradie.name}` : ""} />
        <IntentForm intent="photo" multipart submit="Upload photo">
          <TextInput
            scope="upload"
            name="photo"
            type="file"
            accept={PHOTO_ACCEPT}
            label={tradie.photoId ? "Replace the photo" : "Upload a photo"}
            hint={`JPEG, PNG or WebP, up to ${formatMegabytes(maxPhotoBytes)}. Cropped square.`}
            className="[&_input]:h-auto [&_input]:py-2"
            error={errors.photo}
          />
        </IntentForm>
        {tradie.photoId ? <IntentForm intent="remove-photo" variant="outline" submit="Remove photo" /> : null}
      </Panel>
    </div>
  );
}
