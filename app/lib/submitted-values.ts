/** A form's text fields as typed, to show again beside the messages after a refused save. */
export function submittedValues(form: FormData): Record<string, string> {
  return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
