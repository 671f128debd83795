import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/*
 * What a customer sends from their quote page (docs/decisions/0103): an acceptance with their
 * typed name and a tick, a decline with a reason, or a question. Isomorphic.
 */

export const DECLINE_REASONS = {
  price: "The price",
  timing: "The timing",
  other_business: "I chose someone else",
  not_needed: "I no longer need it",
  scope: "The quote is not what I asked for",
  other: "Something else",
} as const;
export type DeclineReason = keyof typeof DECLINE_REASONS;

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

export interface QuoteAcceptance {
  name: string;
  ip: string;
  userAgent: string;
  /** The optional lines ticked, by index. */
  chosen: number[];
  inclusiveCents: number;
  depositCents: number;
  /** SHA-256 of the frozen version as accepted (quoteFingerprint). */
  sha256: string;
}

export interface QuoteDecline {
  reason: DeclineReason;
  note: string;
}

/** How a decline reads on the lead ("Lost: the price"), as the lead's lost reason. */
export function declineReasonText(decline: QuoteDecline): string {
  const label = DECLINE_REASONS[decline.reason];
  return decline.note ? `${label}: ${decline.note}` : label;
}
