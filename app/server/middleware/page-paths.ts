/**
 * Sign-in-free links (docs/decisions/0103): a customer's quote, job, invoice and review pages,
 * the customer's hub to come (/c), and the tradie portal (whose sign-in link carries its token
 * in the path too).
 */
const CUSTOMER_LINK_PREFIXES = ["/q", "/j", "/i", "/r", "/c", "/crew"];

/** Pages of a private area: the staff's and the link holders'. Never indexed, never kept by a cache. */
const PRIVATE_PAGE_PREFIXES = ["/admin", ...CUSTOMER_LINK_PREFIXES];

/** Private pages and the API: personal or changing answers, never kept by a shared cache, and signed with a nonce. */
const PRIVATE_PREFIXES = [...PRIVATE_PAGE_PREFIXES, "/api"];

/** The page a path is about: a page's data request (`/crew.data`, `/admin/leads.data`) is that page's, by the route it reads. */
function pageOf(path: string): string {
  const lower = path.toLowerCase();
  return lower.endsWith(".data") ? lower.slice(0, -".data".length) || "/" : lower;
}

function under(prefixes: readonly string[], path: string): boolean {
  const page = pageOf(path);
  return prefixes.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));
}

export function isPrivatePath(path: string): boolean {
  return under(PRIVATE_PREFIXES, path);
}

/** A page of a private area, or its data: staff pages, the tradie portal, customers' links. */
export function isPrivatePagePath(path: string): boolean {
  return under(PRIVATE_PAGE_PREFIXES, path);
}

export function isCustomerLinkPath(path: string): boolean {
  return under(CUSTOMER_LINK_PREFIXES, path);
}

/** A path segment after a link area's own (`/q/…`, `//J/…`, `/crew//link/…`), wherever it sits in the path. */
const LINK_TOKEN = /(\/+(?:[qjirc]|crew\/+link)\/+)[^/]+/gi;
/** Anything shaped like a token (32 or more URL-safe characters, with a capital, a digit run or an underscore a slug would not have), wherever it is. */
const TOKEN_SHAPED = /[A-Za-z0-9_-]{32,}/g;

function looksLikeToken(text: string): boolean {
  return /[A-Z_]/.test(text) || !text.includes("-");
}

/**
 * A path as logs may keep it: a link's token is a password, so it becomes "[token]". Read by
 * pattern, not by where the path starts, so `//q/{token}`, `/Q/{token}.data` and a token in any
 * other place are masked alike (issue 40, item 27).
 */
export function pathForLog(path: string): string {
  return path.replace(LINK_TOKEN, "$1[token]").replace(TOKEN_SHAPED, (run) => (looksLikeToken(run) ? "[token]" : run));
}

import type { ContentFamily } from "~/platform/content-changes";

/** Pages that show tradies: a change to a tradie touches only these (and the site-wide ones when settings change). */
const TRADIE_PAGES = [/^\/our-tradies$/, /^\/tradie\//, /^\/find-a-tradie$/];

/**
 * The surrogate keys of a public page, for a CDN to purge by (docs/deploy.md): every page
 * is `pages` (the header, footer and quote form show settings and the catalogue), and the
 * pages that list tradies are also `tradies`.
 */
export function surrogateKeys(path: string): string[] {
  return TRADIE_PAGES.some((pattern) => pattern.test(path)) ? ["pages", "tradies"] : ["pages"];
}

const EVERY_PAGE_FAMILIES: readonly ContentFamily[] = ["settings", "catalogue", "reviews", "projects"];

/**
 * The surrogate keys of photos shown only with a customer's yes (app/server/api/photos.ts): a
 * published review's, and a gallery project's. A review hidden or a yes withdrawn purges them.
 */
export const PHOTO_KEYS = { reviews: "review-photos", projects: "project-photos" } as const satisfies Partial<
  Record<ContentFamily, string>
>;

/**
 * The surrogate keys a change to these families makes stale: settings, the catalogue and the
 * reviews (the site's rating is in every footer) show on every page; gallery projects show on
 * /projects and on service and area pages, whose paths are content, so they purge everything too.
 * A change to reviews or projects also purges their photos.
 */
export function staleKeys(families: ReadonlySet<ContentFamily>): string[] {
  const photos = (["reviews", "projects"] as const).filter((family) => families.has(family)).map((family) => PHOTO_KEYS[family]);
  if (EVERY_PAGE_FAMILIES.some((family) => families.has(family))) return ["pages", ...photos];
  return families.has("tradies") ? ["tradies"] : [];
}
