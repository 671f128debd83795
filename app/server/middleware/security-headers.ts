import { randomBytes } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { isCustomerLinkPath, isPrivatePath } from "./page-paths";

/** The page's nonce, drawn the first time it is asked for: undefined on public paths, where pages are signed by hashes. */
export type SecurityVariables = { cspNonce: () => string | undefined };

/**
 * The policy, with the script sources a page may run besides its own files (a nonce, or hashes),
 * and the other origins its forms may lead to (Stripe's payment page, for a customer's "Pay by card").
 */
export function contentSecurityPolicy(scriptSources: readonly string[], production: boolean, formTargets: readonly string[] = []): string {
  // Vite's dev client needs eval for hot reloading, and a WebSocket.
  const scriptSrc = ["'self'", ...scriptSources, ...(production ? [] : ["'unsafe-eval'"])].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${production ? "" : " ws: wss:"}`,
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Security headers on every answer. Staff pages get a fresh nonce per request, stamped on
 * every script React Router emits; it is drawn only when a page is rendered, so an API answer
 * (JSON, no scripts) costs no random bytes and its policy allows no inline script at all. Public pages carry no per-request value, so a
 * shared cache can keep them: publicHtml() sets their policy from the hashes of their inline
 * scripts (docs/decisions/0033). Neither needs 'unsafe-inline' for scripts.
 */
export function securityHeaders(options: { production: boolean; paymentPage?: string }) {
  // A customer's "Pay by card" posts to our page, which answers with a redirect to Stripe's: browsers hold that redirect to form-action.
  const paymentTargets = options.paymentPage ? [options.paymentPage] : [];
  return createMiddleware<{ Variables: SecurityVariables }>(async (c, next) => {
    let nonce: string | undefined;
    const signed = isPrivatePath(c.req.path);
    c.set("cspNonce", () => (signed ? (nonce ??= randomBytes(16).toString("base64")) : undefined));
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) {
      const formTargets = isCustomerLinkPath(c.req.path) ? paymentTargets : [];
      headers.set("Content-Security-Policy", contentSecurityPolicy(nonce ? [`'nonce-${nonce}'`] : [], options.production, formTargets));
    }
    headers.set("X-Content-Type-Options", "nosniff");
    // A customer's link carries its token: no page it links to may learn it.
    headers.set("Referrer-Policy", isCustomerLinkPath(c.req.path) ? "no-referrer" : "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  });
}
