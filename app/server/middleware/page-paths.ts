/**
 * Sign-in-free links (docs/decisions/0103): a customer's quote and job pages, and the tradie
 * portal (whose sign-in link carries its token in the path too). Invoices and reviews to come.
 */
const CUSTOMER_LINK_PREFIXES = ["/q", "/j", "/i", "/r", "/crew"];

/** Staff pages, the portal, customers' links and the API: personal or changing answers, never kept by a shared cache, and signed with a nonce. */
const PRIVATE_PREFIXES = ["/admin", "/api", ...CUSTOMER_LINK_PREFIXES];

function under(prefixes: readonly string[], path: string): boolean {
  const lower = path.toLowerCase();
  return prefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

export function isPrivatePath(path: string): boolean {
  return under(PRIVATE_PREFIXES, path);
}

export function isCustomerLinkPath(path: string): boolean {
  return under(CUSTOMER_LINK_PREFIXES, path);
}

/** A path as logs may keep it: a link's token is a password, so it becomes "[token]". */
export function pathForLog(path: string): string {
  if (/^\/crew\/link\//i.test(path)) return path.replace(/^(\/crew\/link\/)[^/]+/i, "$1[token]");
  return /^\/(q|j|i|r)\//i.test(path) ? path.replace(/^(\/[^/]+\/)[^/]+/, "$1[token]") : path;
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
