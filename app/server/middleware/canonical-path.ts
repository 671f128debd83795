import { createMiddleware } from "hono/factory";
import { canonicalPath, type RoutePattern } from "../route-table";

/**
 * The first check on every request (docs/decisions/0093): a known path in another case
 * ("/ADMIN/leads", "/Admin/Login") or percent-encoding is sent to its canonical spelling, so
 * the guards and headers keyed on paths ("/admin/*": no-store, noindex, same-origin writes)
 * always see the path they expect. Reads get a 301; other methods a 308, which keeps the
 * method and body. The patterns are read when the first request comes, after every route is
 * registered.
 */
export function canonicalPaths(patterns: () => readonly RoutePattern[]) {
  let known: readonly RoutePattern[] | undefined;
  return createMiddleware(async (c, next) => {
    known ??= patterns();
    const url = new URL(c.req.url);
    const canonical = canonicalPath(known, url.pathname);
    if (canonical === undefined) return next();
    const read = c.req.method === "GET" || c.req.method === "HEAD";
    return c.redirect(`${canonical}${url.search}`, read ? 301 : 308);
  });
}
