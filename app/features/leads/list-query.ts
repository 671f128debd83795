import { leadListQueryForm, type LEAD_SORTS, type LeadStatusFilter } from "./list-query-schema";

/**
 * The leads list's state, all of it in the URL (docs/decisions/0061) so a view can be
 * bookmarked and shared. Isomorphic: the page builds links with it, the server reads it.
 */
export type LeadSort = (typeof LEAD_SORTS)[number];

export interface LeadListQuery {
  q: string;
  status: LeadStatusFilter;
  service: string;
  /** The credited source (docs/decisions/0083): "google", "phone", "direct", …; "" for any. */
  source: string;
  /** The name of a service area, or "" for any. */
  area: string;
  suburb: string;
  /** A tradie id, "none" (unassigned) or "" (anyone). */
  tradie: string;
  receivedFrom: string;
  receivedTo: string;
  preferredFrom: string;
  preferredTo: string;
  sort: LeadSort;
  dir: "asc" | "desc";
  page: number;
  per: number;
  /**
   * Keyset cursors (docs/decisions/0064): the page after lead `after`, or the page before lead
   * `before`, in this order. Next and Previous carry one so a deep page costs no more than the
   * first; `page` then only labels it. Without one, `page` is read by offset.
   */
  after: string;
  before: string;
}

export const DEFAULT_LEAD_QUERY: LeadListQuery = {
  q: "",
  status: "",
  service: "",
  source: "",
  area: "",
  suburb: "",
  tradie: "",
  receivedFrom: "",
  receivedTo: "",
  preferredFrom: "",
  preferredTo: "",
  sort: "received",
  dir: "desc",
  page: 1,
  per: 25,
  after: "",
  before: "",
};

export type ParsedLeadQuery = { ok: true; query: LeadListQuery } | { ok: false; message: string };

/**
 * Reads the list state from a URL's search params; anything missing takes its default.
 * `areaNames` are the service areas an area filter may name.
 */
export function parseLeadQuery(params: URLSearchParams, areaNames: readonly string[]): ParsedLeadQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(DEFAULT_LEAD_QUERY)) {
    const value = params.get(key);
    raw[key] = value === null || value === "" ? String(DEFAULT_LEAD_QUERY[key as keyof LeadListQuery]) : value;
  }
  const parsed = leadListQueryForm(areaNames).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `${String(issue.path[0] ?? "filter")}: ${issue.message}` };
  }
  return { ok: true, query: parsed.data as LeadListQuery };
}

/**
 * The URL search string for a list state, leaving defaults out so links stay short. A cursor
 * belongs to one page of one view, so it is kept only when `changes` names it.
 */
export function leadQueryString(query: LeadListQuery, changes: Partial<LeadListQuery> = {}): string {
  const next = { ...query, after: "", before: "", ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (String(value) !== String(DEFAULT_LEAD_QUERY[key as keyof LeadListQuery])) params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The search box's words as a prefix-matching full-text query ('mere':* & '021':*), or null. */
export function searchTsQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}@.]+/u)
    .map((w) => w.replace(/^[.@]+|[.@]+$/g, ""))
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `'${w}':*`).join(" & ") : null;
}
