import { StatusBadge } from "~/components/admin/status-badge";
import { SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { PhotoPicture } from "~/features/uploads/components/photo-picture";
import { formatIsoDayShort, formatWhen } from "~/lib/clock";
import { HIDE_REASON_LABELS, HIDE_REASONS, reviewStatuses, type HideReason } from "../moderation";
import { Stars } from "./stars";

interface StaffReview {
  id: number;
  rating: number;
  text: string;
  firstName: string;
  suburb: string;
  service: string;
  source: string;
  writtenOn: string;
  status: string;
  consent: boolean;
  heldFor: string | null;
  hiddenReason: string | null;
  hiddenNote: string | null;
  hiddenByName: string | null;
  hiddenAt: Date | string | null;
  reply: string | null;
  jobId: number | null;
  photos: string[];
}

/** The reviews for staff: each with its state, and the moderation a published rule allows (hide with a reason, publish, reply). */
export function StaffReviewList({ reviews, canChange }: { reviews: readonly StaffReview[]; canChange: boolean }) {
  if (reviews.length === 0) return <p className="text-muted">No reviews here.</p>;
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <article aria-labelledby={`staff-review-${review.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id={`staff-review-${review.id}`} className="font-semibold">
                {`${review.firstName}${review.suburb ? `, ${review.suburb}` : ""}`}
              </h2>
              <Stars rating={review.rating} />
              <StatusBadge set={reviewStatuses} status={review.status} />
            </div>
            <p className="mt-1 text-sm text-muted">
              {[
                review.service,
                formatIsoDayShort(review.writtenOn),
                review.source === "site" ? "Verified job" : `Imported from ${review.source}`,
              ]
                .filter(Boolean)
                .join(" · ")}
              {review.jobId ? (
                <>
                  {" · "}
                  <a href={`/admin/jobs/${review.jobId}`} className="underline">
                    the job
                  </a>
                </>
              ) : null}
            </p>
            {review.text ? <p className="mt-2 whitespace-pre-line">{review.text}</p> : null}
            {review.photos.length ? (
              <ul className="mt-2 flex gap-2" aria-label="Photos with the review">
                {review.photos.map((id) => (
                  <li key={id}>
                    <PhotoPicture
                      photoId={id}
                      sizes="64px"
                      alt={`The work, as ${review.firstName} saw it`}
                      width={64}
                      height={64}
                      imgClassName="size-16 rounded object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {review.heldFor && review.status === "held" ? (
              <p className="mt-2 text-sm font-semibold text-amber-900">{`Held for a check: ${review.heldFor}`}</p>
            ) : null}
            {review.status === "hidden" && review.hiddenReason ? (
              <p className="mt-2 text-sm">
                {`Hidden by ${review.hiddenByName ?? "staff"}${review.hiddenAt ? `, ${formatWhen(review.hiddenAt)}` : ""}: ${HIDE_REASON_LABELS[review.hiddenReason as HideReason] ?? review.hiddenReason}${review.hiddenNote ? ` (${review.hiddenNote})` : ""}.`}
              </p>
            ) : null}
            {review.reply ? <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm">{`Our reply: ${review.reply}`}</p> : null}
            {canChange ? <ReviewActions review={review} /> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

function ReviewActions({ review }: { review: StaffReview }) {
  const scope = `review-${review.id}`;
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      {review.status === "published" || review.status === "held" ? (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Hide it, for a published rule</summary>
          <p className="mt-1 text-sm text-muted">Never for its rating: a negative review stays up.</p>
          <IntentForm intent="hide" submit="Hide the review" variant="outline">
            <input type="hidden" name="reviewId" value={review.id} />
            <SelectInput
              scope={scope}
              name="reason"
              label="The rule it breaks"
              options={HIDE_REASONS.map((reason) => ({ value: reason, label: HIDE_REASON_LABELS[reason] }))}
            />
            <TextInput scope={scope} name="note" label="Note for the audit log (optional)" />
          </IntentForm>
        </details>
      ) : null}
      {(review.status === "held" || review.status === "hidden") && review.consent ? (
        <IntentForm intent="publish" submit={review.status === "held" ? "Publish it" : "Show it again"} variant="outline">
          <input type="hidden" name="reviewId" value={review.id} />
        </IntentForm>
      ) : null}
      {review.status !== "private" ? (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            {review.reply ? "Change the reply" : "Reply publicly"}
          </summary>
          <IntentForm intent="reply" submit="Save the reply" variant="outline">
            <input type="hidden" name="reviewId" value={review.id} />
            <TextArea scope={scope} name="reply" label="Reply (empty removes it)" rows={3} defaultValue={review.reply ?? ""} />
          </IntentForm>
        </details>
      ) : null}
    </div>
  );
}
