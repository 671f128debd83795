import { isIsoDay } from "./clock";
import { listFilter, listHref, listPage } from "./list-search";
import { parseMoney, withinAmountLimit } from "./money";

/*
 * One shape for a staff list's state, all of it in the address so a view can be bookmarked and
 * shared (docs/decisions/0061, 0103, 0112): its filters, read from the address with anything
 * unreadable taken as no filter, its page, and the links that change them. Isomorphic. The
 * leads list keeps its own reader: it sorts, sizes pages and pages by keyset.
 */

/** Reads one filter by its name in the address; "" is no filter. */
type FilterReader<T> = (params: URLSearchParams, name: string) => T;

const raw = (params: URLSearchParams, name: string, max: number) => (params.get(name) ?? "").trim().slice(0, max);

export const listFilters = {
  /** Words, trimmed to `max` characters; a control character is a 400, never a query. */
  text:
    (max = 100): FilterReader<string> =>
    (params, name) =>
      listFilter(params, name, max),
  /** A day, YYYY-MM-DD. */
  day: (): FilterReader<string> => (params, name) => {
    const value = raw(params, name, 10);
    return isIsoDay(value) ? value : "";
  },
  /** One of the values `allowed` accepts, such as a status set's. */
  oneOf:
    <T extends string>(allowed: (value: string) => value is T): FilterReader<T | ""> =>
    (params, name) => {
      const value = raw(params, name, 40);
      return allowed(value) ? value : "";
    },
  /** Dollars as typed, when they read as an amount within the money limit; the server reads them as cents. */
  dollars: (): FilterReader<string> => (params, name) => {
    const value = raw(params, name, 20);
    const cents = parseMoney(value);
    return cents !== null && withinAmountLimit(cents) ? value : "";
  },
};

/** A list's filters (by their names in the address) and its page. */
export type ListQueryOf<Filters extends Record<string, FilterReader<unknown>>> = {
  [Name in keyof Filters]: ReturnType<Filters[Name]>;
} & { page: number };

/** The list at `path`, `perPage` rows a page, filtered by `filters`. */
export function defineListQuery<Filters extends Record<string, FilterReader<unknown>>>(path: string, perPage: number, filters: Filters) {
  type Query = ListQueryOf<Filters>;
  return {
    perPage,
    /** The list's state from its address. */
    read(params: URLSearchParams): Query {
      const read = Object.entries(filters).map(([name, filter]) => [name, filter(params, name)]);
      return { ...Object.fromEntries(read), page: listPage(params) } as Query;
    },
    /** The list's address with `change` made: empty filters and the first page are left out. */
    href: (query: Query, change: Partial<Query> = {}) => listHref(path, query, change),
    /** How many pages `total` rows take; at least one. */
    pages: (total: number) => Math.max(1, Math.ceil(total / perPage)),
    /** The rows before `page`'s first. */
    offset: (page: number) => (page - 1) * perPage,
  };
}
