import type { ActionResult } from "~/lib/form-action";

/** The refusal of one record's form on the hub (its intent, and its id field), to show beside that form. */
export function failureOf(result: ActionResult | undefined, intent: string, idField: string, id: number) {
  if (!result || result.ok || result.intent !== intent) return undefined;
  return result.values?.[idField] === String(id) ? result : undefined;
}
