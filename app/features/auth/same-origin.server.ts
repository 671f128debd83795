import { getConfig } from "~/platform/config.server";

/**
 * Changes must come from our own pages. Browsers send Origin (or at least Sec-Fetch-Site)
 * with every POST; a request from another site is refused even though SameSite=Lax already
 * keeps the session cookie off it. Clients that send neither (scripts, tests) are judged
 * by their cookie alone.
 *
 * Our own pages are those at PUBLIC_URL. When PUBLIC_URL is not set (a laptop, the README's
 * default) the site has no one address, so the address the request was made to counts as
 * ours too: http://127.0.0.1:3000 works as well as http://localhost:3000.
 */
export function isSameOriginWrite(request: Request, publicUrl: string): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  // A page with "Referrer-Policy: no-referrer" (a customer's link) posts "Origin: null"; the
  // browser's own Sec-Fetch-Site, which no page can forge, still says where it came from.
  if (origin === "null") return request.headers.get("sec-fetch-site") === "same-origin";
  if (origin === new URL(publicUrl).origin) return true;
  return !getConfig().publicUrlConfigured && origin === new URL(request.url).origin;
}

export const CROSS_SITE_MESSAGE = "This request came from another website, so it was refused.";

/** Why a change was refused: from another site, or from this site opened at an address other than PUBLIC_URL. */
export function crossSiteMessage(request: Request, publicUrl: string): string {
  const origin = request.headers.get("origin");
  if (origin && origin === new URL(request.url).origin && origin !== new URL(publicUrl).origin) {
    return `This site's address is ${publicUrl}, but this page was opened at ${origin}, so the change was refused. Please open ${publicUrl}/admin/login and try again there.`;
  }
  return CROSS_SITE_MESSAGE;
}

export function isWriteMethod(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}
