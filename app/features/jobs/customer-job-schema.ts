import { recordIdField } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/* What a customer sends from their job page (docs/decisions/0110). Isomorphic. */

const visitId = recordIdField("Choose a visit of this booking");

export const changeVisitRequestForm = z.object({
  visitId,
  message: safeText("Your message").trim().min(1, "Tell us what would suit you better").max(1000, "Keep it to 1,000 characters or fewer"),
});

// A regular visit the customer asks to skip (docs/decisions/0200): a request staff confirm.
export const skipVisitRequestForm = z.object({
  visitId,
  reason: safeText("Your reason").trim().max(500, "Keep it to 500 characters or fewer").default(""),
});

export const photoAnswerForm = z.object({ answer: z.enum(["yes", "no"], { error: "Choose yes or no" }) });

/** "That time suits": which visit of the booking. */
export const confirmVisitTimeForm = z.object({ visitId });
