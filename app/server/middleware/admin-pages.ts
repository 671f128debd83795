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
 * Form posts of a private area (the admin area and its sign-in, the portal, customers' links)
 * must come from our own pages. This also stops another site signing a browser in to an
 * account of its choosing, which the SameSite cookie alone does not prevent.
 */
export function sameOriginWrites(publicUrl: string) {
  return createMiddleware(async (c, next) => {
    if (isPrivatePagePath(c.req.path) && isWriteMethod(c.req.method) && !isSameOriginWrite(c.req.raw, publicUrl)) {
      // The client's doing (or an attack), not a fault of ours: a warning naming where it came from.
      logger.warn({ origin: c.req.header("origin") ?? null, path: pathForLog(c.req.path) }, "cross-site write refused");
      return c.json({ error: crossSiteMessage(c.req.raw, publicUrl) }, 403);
    }
    await next();
  });
}
