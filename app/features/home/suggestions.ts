export interface Suggestion {
  text: string;
  before: string;
  match: string;
  after: string;
}

/** Case-insensitive substring match over a fixed list, split around the matched part. */
export function matchSuggestions(list: readonly string[], query: string, max: number): Suggestion[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const results: Suggestion[] = [];
  for (const text of list) {
    const at = text.toLowerCase().indexOf(needle);
    if (at === -1) continue;
    results.push({ text, before: text.slice(0, at), match: text.slice(at, at + needle.length), after: text.slice(at + needle.length) });
    if (results.length === max) break;
  }
  return results;
}
