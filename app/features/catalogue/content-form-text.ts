/*
 * How the catalogue forms (services, areas) write lists and blocks of page text in plain
 * textareas: a list is one item per line; a block (a step, a question) is a title line and its
 * text below, with a blank line between blocks. Isomorphic.
 */
export type Block = { title: string; text: string };

/** "Title\nText…\n\nTitle\nText…" → blocks; a block's first line is its title. */
export function blocks(value: string): Block[] {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [title, ...rest] = block.split(/\r?\n/);
      return { title: title.trim(), text: rest.join(" ").trim() };
    });
}

export const blocksText = (items: Block[]) => items.map((b) => `${b.title}\n${b.text}`).join("\n\n");

export const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A form's page-content problems, one per field, under the textarea they belong to. */
export function contentErrors(
  error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> },
  messages: Record<string, string>,
) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path.map(String);
    if (first === "content") {
      const key = second ?? "metaTitle";
      errors[key] ??= messages[key] ?? issue.message;
    } else errors[first ?? "form"] ??= issue.message;
  }
  return errors;
}
