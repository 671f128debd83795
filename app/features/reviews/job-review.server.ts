import { eq } from "drizzle-orm";
import type { Permission } from "~/features/auth/permissions";
import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Database } from "~/platform/db/database";
import { askForReviewNow, pendingReviewRequest } from "./requests.server";
import { reviewsTable } from "./tables";

/** What the job page shows of its review: the review once written, or when the request goes. */
export async function reviewOfJob(db: Database, jobId: number) {
  const [review] = await db
    .select({ id: reviewsTable.id, rating: reviewsTable.rating, status: reviewsTable.status })
    .from(reviewsTable)
    .where(eq(reviewsTable.jobId, jobId));
  return { review: review ?? null, requestDue: review ? null : await pendingReviewRequest(db, jobId) };
}

/** The job page's "Ask for a review now". */
export function jobReviewIntents(db: Database, jobId: number): FormIntents<StaffActor, Permission> {
  return {
    "ask-review": intent(
      noFieldsForm,
      async (_, { actor }) => {
        await askForReviewNow(db, actor, jobId);
        return "The review request is on its way to the customer.";
      },
      { permission: "reviews.change" },
    ),
  };
}
