import { createMiddleware } from "hono/factory";
import { crossSiteMessage, isSameOriginWrite, isWriteMethod } from "~/features/auth/same-origin.server";
import { logger } from "~/platform/logger.server";
import { pathForLog } from "./page-paths";

/**
 * Admin pages are private: never indexed (even if a link to one leaks) and never kept by
 * a browser or proxy cache, so signing out leaves nothing readable behind.
 */
export const adminPageHeaders = createMiddleware(async (c, next) => {
  await next();
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "private, no-store");
});

/**
 * A sign-in-free link (/q, /j, /i, /r, /crew: docs/decisions/0103) is its holder's alone: never indexed, never
 * kept by any cache, and never passed on as a referrer (the path is the password).
 */
export const customerLinkHeaders = createMiddleware(async (c, next) => {
  await next();
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
