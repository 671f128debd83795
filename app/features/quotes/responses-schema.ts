import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { DECLINE_REASONS, type DeclineReason } from "./responses";

/* What a customer sends from their quote page (docs/decisions/0103): an acceptance, a decline or a question. Isomorphic. */

/** The optional lines the customer ticked, by their place in the quote. */
const chosenLines = z.array(z.coerce.number().int().min(0).max(199)).max(200);

export const acceptSchema = z.object({
  name: safeText("Your name").trim().min(2, "Type your full name to accept").max(100, "Keep your name to 100 characters or fewer"),
  agree: z.literal("yes", { error: "Tick the box to accept this quote and its terms" }),
  chosen: chosenLines,
});

export const declineSchema = z
  .object({
    reason: z.enum(Object.keys(DECLINE_REASONS) as [DeclineReason, ...DeclineReason[]], { error: "Choose a reason" }),
    note: safeText("Your note").trim().max(2000, "Keep your note to 2,000 characters or fewer"),
  })
  .refine((d) => d.reason !== "other" || d.note.length > 0, { path: ["note"], message: "Tell us the reason" });

export const questionSchema = z.object({
  question: safeText("Your question").trim().min(1, "Write your question").max(2000, "Keep your question to 2,000 characters or fewer"),
});
