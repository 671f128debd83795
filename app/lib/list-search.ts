import { data } from "react-router";
import { hasControlCharacters } from "./safe-text";

/** A list page's search words (?q=), trimmed to `max` characters; a control character is a 400, never a query. */
export function listSearch(params: URLSearchParams, max = 100): string {
  const q = (params.get("q") ?? "").trim().slice(0, max);
  if (hasControlCharacters(q)) throw data({ message: "That search is not valid: it holds control characters." }, { status: 400 });
  return q;
}

/** Words for a LIKE pattern, taken literally: % and _ (and the escape itself) stop being wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
