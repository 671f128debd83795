/**
 * A form's text fields as typed, to show again beside the messages after a refused save.
 * `only` keeps just those fields: a strict schema reads its own fields, not the form's intent.
 */
export function submittedValues(form: FormData, only?: readonly string[]): Record<string, string> {
  const entries = [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return Object.fromEntries(only ? entries.filter(([name]) => only.includes(name)) : entries);
}
