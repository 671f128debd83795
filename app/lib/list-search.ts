import { data } from "react-router";
import { hasControlCharacters } from "./text-safety";

/** A list page's text filter (?service=), trimmed to `max` characters; a control character is a 400, never a query. */
export function listFilter(params: URLSearchParams, name: string, max = 100): string {
  const value = (params.get(name) ?? "").trim().slice(0, max);
  if (hasControlCharacters(value)) throw data({ message: "That search is not valid: it holds control characters." }, { status: 400 });
  return value;
}

/** A list page's search words (?q=). */
export function listSearch(params: URLSearchParams, max = 100): string {
  return listFilter(params, "q", max);
}

/** A list page's page number (?page=): a whole number from 1 to 10,000, else the first page. */
export function listPage(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Words for a LIKE pattern, taken literally: % and _ (and the escape itself) stop being wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A list page's address with its filters, so a view can be shared: empty ones and the first page are left out. */
export function listHref<Query extends object>(path: string, query: Query, change: Partial<Query> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...change }))
    if (value !== "" && !(key === "page" && value === 1)) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
