import { createMiddleware } from "hono/factory";
import { crossSiteMessage, isSameOriginWrite, isWriteMethod } from "~/features/auth/same-origin.server";
import { logger } from "~/platform/logger.server";
import { isPrivatePagePath, pathForLog } from "./page-paths";

/**
 * Pages of a private area (staff pages, the tradie portal, customers' links: docs/decisions/0103)
 * and their data requests (`/crew.data`): never indexed, even if a link to one leaks, and never
 * kept by a browser or proxy cache, so signing out leaves nothing readable behind. Decided by the
 * path's route, so every area and every form of its path is covered (issue 40, item 28); the
 * links' Referrer-Policy is set by the security headers on the same rule.
 */
export const privatePageHeaders = createMiddleware(async (c, next) => {
  await next();
  if (!isPrivatePagePath(c.req.path)) return;
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "private, no-store");
});

/**
 * Form posts and API calls of the admin area and sign-in must come from our own pages. This
 * also stops another site signing a browser in to an account of its choosing, which the
 * SameSite cookie alone does not prevent.
 */
export function sameOriginWrites(publicUrl: string) {
  return createMiddleware(async (c, next) => {
    if (isWriteMethod(c.req.method) && !isSameOriginWrite(c.req.raw, publicUrl)) {
      // The client's doing (or an attack), not a fault of ours: a warning naming where it came from.
      logger.warn({ origin: c.req.header("origin") ?? null, path: pathForLog(c.req.path) }, "cross-site write refused");
      return c.json({ error: crossSiteMessage(c.req.raw, publicUrl) }, 403);
    }
    await next();
  });
}

/** The same for the form posts of every private area's pages and their data requests (the admin area, the portal, customers' links). */
export function privatePageWrites(publicUrl: string) {
  const check = sameOriginWrites(publicUrl);
  return createMiddleware(async (c, next) => (isPrivatePagePath(c.req.path) ? check(c, next) : next()));
}
