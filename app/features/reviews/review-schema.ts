import { isIsoDay } from "~/lib/clock";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { HIDE_REASONS } from "./moderation";

/** The review forms and the import's rows. Isomorphic. */

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;

const rating = z.coerce
  .number({ error: "Choose from 1 to 5 stars" })
  .int("Choose from 1 to 5 stars")
  .min(1, "Choose from 1 to 5 stars")
  .max(5, "Choose from 1 to 5 stars");

export const reviewSchema = z.object({
  rating,
  text: safeText("Your review")
    .trim()
    .max(REVIEW_TEXT_MAX, `Keep your review to ${REVIEW_TEXT_MAX.toLocaleString("en-NZ")} characters or fewer`),
  firstName: safeText("Your first name")
    .trim()
    .min(1, "Enter the name to show with your review")
    .max(40, "Keep the name to 40 characters or fewer"),
  suburb: safeText("Your suburb").trim().max(60, "Keep the suburb to 60 characters or fewer"),
  consent: z.boolean(),
});

export const hideSchema = z.object({
  reviewId: z.coerce.number().int().min(1).max(2_147_483_647),
  reason: z.enum(HIDE_REASONS, "Choose the rule the review breaks"),
  note: safeText("The note").trim().max(500, "Keep the note to 500 characters or fewer"),
});

export const replySchema = z.object({
  reviewId: z.coerce.number().int().min(1).max(2_147_483_647),
  reply: safeText("The reply").trim().max(1000, "Keep the reply to 1,000 characters or fewer"),
});

export const reviewIdSchema = z.object({ reviewId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One row of an imported CSV: source, date (YYYY-MM-DD or DD/MM/YYYY), rating, name, suburb, service, text, and optionally a tradie's id. */
export const importedRowSchema = z.object({
  source: safeText("The source")
    .trim()
    .min(1, "Say where the review came from, such as Google")
    .max(40, "Keep the source to 40 characters"),
  date: safeText("The date")
    .trim()
    .transform((text) => (/^\d{2}\/\d{2}\/\d{4}$/.test(text) ? text.split("/").reverse().join("-") : text))
    .refine((text) => isIsoDay(text), "Write the date as YYYY-MM-DD or DD/MM/YYYY"),
  rating,
  name: safeText("The name").trim().min(1, "Give the reviewer's first name").max(40, "Keep the name to 40 characters"),
  suburb: safeText("The suburb").trim().max(60, "Keep the suburb to 60 characters"),
  service: safeText("The service").trim().max(80, "Keep the service to 80 characters"),
  text: safeText("The text").trim().max(REVIEW_TEXT_MAX, `Keep the text to ${REVIEW_TEXT_MAX} characters`),
  tradie: z
    .union([z.literal(""), z.coerce.number().int().min(1).max(2_147_483_647)])
    .optional()
    .transform((value) => (value === "" || value === undefined ? null : value)),
});

export const reviewsCsvForm = z.object({
  file: z.instanceof(File, { error: "Choose a CSV file to import." }).refine((file) => file.size > 0, "Choose a CSV file to import."),
});
