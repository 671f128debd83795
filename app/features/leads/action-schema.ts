import { AMOUNT_LIMIT_CENTS, formatMoney, parseMoney, withinAmountLimit } from "~/lib/money";
import { recordIdField } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { leadStatuses } from "./statuses";

/** The forms on the lead pages, one schema each. Isomorphic. */
const WON_VALUE_MESSAGE = "Enter what the job is worth, GST included, such as 1,250.00.";
const NOTE_MAX = 2000;
const trimmed = (label: string) => safeText(label).trim();

export const statusChangeSchema = z
  .object({
    status: z.enum(leadStatuses.values, { error: "Choose a status from the list." }),
    lostReason: trimmed("The reason").max(500, "Keep the reason under 500 characters.").optional().default(""),
    followUpOn: z
      .union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Pick a follow-up date.")])
      .optional()
      .default(""),
    wonValue: safeText("The job value").trim().max(20, WON_VALUE_MESSAGE).optional().default(""),
  })
  .superRefine((v, ctx) => {
    const value = parseMoney(v.wonValue);
    if (v.status === "won" && (value === null || value <= 0))
      ctx.addIssue({ code: "custom", path: ["wonValue"], message: WON_VALUE_MESSAGE });
    else if (v.status === "won" && !withinAmountLimit(value!))
      ctx.addIssue({ code: "custom", path: ["wonValue"], message: `A job's value can be at most ${formatMoney(AMOUNT_LIMIT_CENTS)}.` });
    if (v.status === "lost" && !v.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: "Say why the lead was lost." });
    if (v.status === "on_hold" && !v.followUpOn)
      ctx.addIssue({ code: "custom", path: ["followUpOn"], message: "Pick the day to follow it up." });
  });

export const noteSchema = z.object({
  note: trimmed("The note").min(1, "Write the note first.").max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters.`),
});

export const assignSchema = z.object({
  tradieId: z.union([z.literal(""), recordIdField("Choose a tradie from the list.")]),
});

export const contactSchema = z.object({
  channel: z.enum(["phone", "email", "text"], { error: "Say how you tried to reach them." }),
});

export const resendSchema = z.object({
  emailId: recordIdField("Choose an email to resend."),
});

export const anonymiseSchema = z.object({
  confirm: z.literal("anonymise", { error: 'Type "anonymise" to confirm.' }),
});

export const deleteSchema = z.object({
  confirm: z.literal("delete", { error: 'Type "delete" to confirm.' }),
});

/** A merge cannot be undone from the page: staff tick that they mean it (issue 40.16). */
const MERGE_NOT_CONFIRMED = "Tick the box to confirm the merge: this lead becomes a duplicate of the other.";

export const mergeSchema = z.object({
  into: recordIdField("Say which lead to merge this one into."),
  confirm: z.literal("yes", { error: MERGE_NOT_CONFIRMED }),
});

/** Confirming, dismissing or splitting off the request's customer: the intent says it all. */
export const customerFilingSchema = z.object({});

export const leadDeletedMessage = (id: number) => `Lead #${id} has been deleted permanently.`;

export const bulkStatusSchema = z
  .object({
    ids: z
      .array(recordIdField("Select leads from the list."))
      .min(1, "Select at least one lead.")
      .max(500, "Select at most 500 leads at a time."),
    status: z.enum(["contacted", "lost", "spam", "duplicate", "new"], { error: "Choose a status for the selected leads." }),
    lostReason: trimmed("The reason").max(500).optional().default(""),
  })
  .refine((v) => v.status !== "lost" || v.lostReason !== "", { path: ["lostReason"], message: "Say why the leads were lost." });

export const CONTACT_LABELS = { phone: "Phone call", email: "Email", text: "Text message" } as const;
