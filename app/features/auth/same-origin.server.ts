/**
 * Changes must come from our own pages. Browsers send Origin (or at least Sec-Fetch-Site)
 * with every POST; a request from another site is refused even though SameSite=Lax already
 * keeps the session cookie off it. Clients that send neither (scripts, tests) are judged
 * by their cookie alone.
 */
export function isSameOriginWrite(request: Request, publicUrl: string): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  return origin === new URL(publicUrl).origin || origin === new URL(request.url).origin;
}

export const CROSS_SITE_MESSAGE = "This request came from another website, so it was refused.";

export function isWriteMethod(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}
