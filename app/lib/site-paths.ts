/** Information pages rendered by one template from app/features/pages/content. */
export const INFO_PAGE_PATHS = ["/how-it-works", "/property-maintenance-guide", "/faq", "/privacy-policy", "/about"] as const;

/**
 * The first path segment of every page a route in app/routes.ts owns, and of what the server
 * serves itself (/api, /assets). A service or area page kept in the database may not take one
 * of them; `app/routes.test.ts` holds this list against the route table, so a new route
 * cannot be forgotten here.
 */
const RESERVED_FIRST_SEGMENTS = new Set([
  "services",
  "contact",
  "our-tradies",
  "tradie",
  "find-a-tradie",
  "reviews",
  "projects",
  "join-as-tradie",
  "thank-you",
  "apply",
  "admin",
  "q",
  "j",
  "i",
  "r",
  "c",
  "crew",
  "sitemap.xml",
  "robots.txt",
  "api",
  "assets",
  ...INFO_PAGE_PATHS.map((path) => path.slice(1)),
]);

/** True when `path` ("/about", "/admin/x") belongs to one of the site's own routes. */
export function isReservedPath(path: string): boolean {
  return RESERVED_FIRST_SEGMENTS.has(path.split("/")[1]?.toLowerCase() ?? "");
}
