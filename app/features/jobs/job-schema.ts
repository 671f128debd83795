import { recordIdField } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { visitStatuses } from "./statuses";
import { visitSchema } from "./visit-schema";

/** The job page's forms. Isomorphic. */
export const jobDetailsSchema = z.object({
  title: safeText("The title").trim().min(1, "Enter what the job is").max(200, "Keep the title to 200 characters or fewer"),
  scope: safeText("The scope").trim().max(10_000, "Keep the scope to 10,000 characters or fewer").default(""),
  notes: safeText("The notes").trim().max(10_000, "Keep the notes to 10,000 characters or fewer").default(""),
});

export const newJobSchema = z.object({
  title: safeText("The title").trim().max(200, "Keep the title to 200 characters or fewer").default(""),
  scope: safeText("The scope").trim().max(10_000, "Keep the scope to 10,000 characters or fewer").default(""),
});

export const cancelJobSchema = z.object({
  reason: safeText("The reason").trim().min(1, "Say why the job is cancelled").max(500, "Keep the reason to 500 characters or fewer"),
});

const visitIdSchema = z.object({ visitId: recordIdField("Choose a visit of this job") });

export const visitStatusSchema = visitIdSchema.extend({
  status: z.enum(visitStatuses.values, { error: "Choose what happened to the visit" }),
});

export const scheduledMessageSchema = z.object({ taskId: recordIdField("Choose a scheduled message of this job") });

export const answeredByPhoneSchema = visitIdSchema.extend({ tradieId: recordIdField("Choose a tradie on this visit") });

export const changedVisitForm = z.intersection(visitIdSchema, visitSchema);
