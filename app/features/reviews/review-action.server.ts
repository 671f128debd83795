import { getConfig } from "~/platform/config.server";
import type { Permission } from "~/features/auth/permissions";
import { checkPhotoField, decodePhotoField } from "~/features/uploads/photo-field.server";
import type { PhotoVariant } from "~/features/uploads/process-photo.server";
import type { StaffActor } from "~/lib/actor";
import { decodeUploadedText } from "~/lib/decode-text";
import { DomainError } from "~/lib/domain-error";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Database } from "~/platform/db/database";
import { readReviewsCsv } from "./review-csv";
import { hideSchema, replySchema, REVIEW_PHOTOS_MAX, reviewIdSchema, reviewSchema, reviewsCsvForm } from "./review-schema";
import { hideReview, importReviews, publishReview, replyToReview, stopReviewEmails, submitReview } from "./reviews.server";

const text = (form: FormData, name: string) => form.get(name) ?? "";

/** The photo fields of the review form: photo1 … photo3, each optional. */
const PHOTO_FIELDS = Array.from({ length: REVIEW_PHOTOS_MAX }, (_, i) => `photo${i + 1}`);

/** Checks every chosen photo before any is decoded, so a bad one refuses the form cheaply. */
async function reviewPhotos(form: FormData): Promise<PhotoVariant[][]> {
  const limits = getConfig().uploads;
  const checked = [];
  for (const field of PHOTO_FIELDS) {
    const photo = await checkPhotoField(form, field, limits);
    if (!photo.ok) throw new DomainError(photo.message, { status: 400, field });
    checked.push({ field, photo });
  }
  const photos: PhotoVariant[][] = [];
  for (const { field, photo } of checked) {
    const decoded = await decodePhotoField(photo, limits);
    if (!decoded.ok) throw new DomainError(decoded.message, { status: 400, field });
    if (decoded.variants) photos.push(decoded.variants);
  }
  return photos;
}

/** The customer's review page: the review (with photos), or "no more emails". */
export function customerReviewIntents(db: Database, jobId: number): FormIntents<null, never> {
  return {
    review: intent(
      reviewSchema,
      async (input, { form }) => {
        const photos = await reviewPhotos(form);
        const { status } = await submitReview(db, jobId, input, photos);
        return status === "private" ? "Thank you: your review is with the team." : "Thank you for your review!";
      },
      {
        input: (form) => ({
          rating: text(form, "rating"),
          text: text(form, "text"),
          firstName: text(form, "firstName"),
          suburb: text(form, "suburb"),
          consent: form.get("consent") === "yes",
        }),
        // What they wrote comes back with a refusal (a photo too big), so nothing typed is lost.
        values: (form) => ({
          rating: String(text(form, "rating")),
          text: String(text(form, "text")),
          firstName: String(text(form, "firstName")),
          suburb: String(text(form, "suburb")),
          consent: form.get("consent") === "yes" ? "yes" : "",
        }),
      },
    ),
    stop: intent(noFieldsForm, async () => {
      await stopReviewEmails(db, jobId);
      return "Done: we will not email you about a review of this job again.";
    }),
  };
}

/** The staff reviews page: hide with a reason, publish, reply, import. */
export function staffReviewIntents(db: Database): FormIntents<StaffActor, Permission> {
  return {
    hide: intent(hideSchema, async ({ reviewId, reason, note }, { actor }) => {
      await hideReview(db, actor, reviewId, reason, note);
      return "The review is hidden, and the reason is in the audit log.";
    }),
    publish: intent(reviewIdSchema, async ({ reviewId }, { actor }) => {
      await publishReview(db, actor, reviewId);
      return "The review is published.";
    }),
    reply: intent(replySchema, async ({ reviewId, reply }, { actor }) => {
      await replyToReview(db, actor, reviewId, reply);
      return reply ? "Your reply is published with the review." : "The reply is removed.";
    }),
    import: intent(
      reviewsCsvForm,
      async ({ file }, { actor }) => {
        const decoded = decodeUploadedText(new Uint8Array(await file.arrayBuffer()));
        if (!decoded.ok) throw new DomainError(decoded.message, { status: 400, field: "file" });
        const reading = readReviewsCsv(decoded.text);
        if (!reading.ok) throw new DomainError(reading.message, { status: 400, field: "file" });
        const count = await importReviews(db, actor, reading.rows);
        return `Imported ${count} ${count === 1 ? "review" : "reviews"}.`;
      },
      { input: (form) => ({ file: form.get("file") }) },
    ),
  };
}
