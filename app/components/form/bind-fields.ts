/** A submitted text field's value, or "" (a value may be missing, or a list from a checkbox group). */
export const textValue = (v: unknown): string => (typeof v === "string" ? v : "");

/** A submitted checkbox group's ticked values. */
export const listValue = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/**
 * Binds a form's controls to what was last submitted and what was refused, so that
 * `<TextInput {...field("email")} label="Email" />` gets its name, scope, value and message.
 */
export function bindFields(
  values: Readonly<Record<string, unknown>>,
  errors: Readonly<Record<string, string | undefined>>,
  scope?: string,
) {
  return (name: string) => ({ name, scope, defaultValue: textValue(values[name]), error: errors[name] });
}
