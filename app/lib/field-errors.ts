import type { z } from "zod";

/** A form's messages by field name ("form" for the whole form). */
export type FieldErrors = Record<string, string>;

/** Field messages from a failed parse, the first message per field ("form" for the whole form). */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The field messages of a refused post of this intent (an action's result); none for any other result. */
export function intentErrors(result: { ok: boolean; intent?: string; errors?: FieldErrors } | undefined, intent: string): FieldErrors {
  return result && !result.ok && result.intent === intent ? (result.errors ?? {}) : {};
}
