import { z } from "~/lib/zod";
import { text } from "~/features/tradies/form-schema";
import { applicationStatuses } from "./statuses";

/** The staff's changes to an application, one schema per form on its page. */
const NOTE_MAX = 2000;
const emailApplicant = z.literal("yes").optional().transform(Boolean);

export const noteSchema = z.object({
  note: text("Note").min(1, "Write the note first").max(NOTE_MAX, `Note must be less than ${NOTE_MAX} characters`),
});

export const statusSchema = z.object({
  status: z.enum(applicationStatuses.values, { error: "Choose a status from the list" }),
  note: text("Note").max(NOTE_MAX, `Note must be less than ${NOTE_MAX} characters`).optional().default(""),
});

export const requestInformationSchema = z.object({
  message: text("Message").min(1, "Say what information you need").max(NOTE_MAX, `Message must be less than ${NOTE_MAX} characters`),
  emailApplicant,
});

export const approveSchema = z.object({
  note: text("Note").max(NOTE_MAX, `Note must be less than ${NOTE_MAX} characters`).optional().default(""),
  emailApplicant,
});

export const rejectSchema = z.object({
  reason: text("Reason").min(1, "Give a reason for the rejection").max(NOTE_MAX, `Reason must be less than ${NOTE_MAX} characters`),
  emailApplicant,
});
