import type { QuoteField } from "./schema";

/** The quote dialog's heading and the line under it. */
export const QUOTE_DIALOG_TEXT = {
  title: "Request a Free Quote",
  description: "Three quick steps. We will be in touch within one working day.",
} as const;

/** The modal's three steps (spec section 2), each with the fields it asks for. */
export const QUOTE_STEPS_CONTENT = [
  { title: "Select Service", fields: ["service", "message"] },
  { title: "Choose Date & Time", fields: ["preferredDate", "preferredTime"] },
  { title: "Contact Details", fields: ["name", "email", "phone", "address", "suburb"] },
] as const satisfies ReadonlyArray<{ title: string; fields: readonly QuoteField[] }>;

/** The first step (1-based) holding one of these fields, so the person is taken to fix it. */
export function firstStepWithError(fields: Iterable<string>): number | undefined {
  const names = new Set(fields);
  const index = QUOTE_STEPS_CONTENT.findIndex((step) => step.fields.some((f) => names.has(f)));
  return index === -1 ? undefined : index + 1;
}
