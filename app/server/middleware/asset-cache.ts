import { createMiddleware } from "hono/factory";

const YEAR = 60 * 60 * 24 * 365;

/** Fingerprinted build assets never change under one name: let browsers keep them a year. */
export const immutableAssets = createMiddleware(async (c, next) => {
  await next();
  if (c.res.ok && c.req.path.startsWith("/assets/")) {
    c.res.headers.set("Cache-Control", `public, max-age=${YEAR}, immutable`);
  } else if (c.res.ok && c.req.path === "/crew-sw.js") {
    // The portal's service worker keeps one name: asked afresh each time, so a new version reaches phones at once.
    c.res.headers.set("Cache-Control", "no-cache");
  }
});
