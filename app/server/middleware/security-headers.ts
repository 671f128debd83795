import { randomBytes } from "node:crypto";
import { createMiddleware } from "hono/factory";

export type SecurityVariables = { cspNonce: string };

/**
 * A fresh nonce per request; the page renderer stamps it on every script React Router
 * emits, so the policy never needs 'unsafe-inline' for scripts.
 */
export function securityHeaders(options: { production: boolean }) {
  return createMiddleware<{ Variables: SecurityVariables }>(async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const scriptSrc = options.production ? `'self' 'nonce-${nonce}'` : `'self' 'nonce-${nonce}' 'unsafe-eval'`; // Vite's dev client needs eval for HMR
    const headers = c.res.headers;
    headers.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${scriptSrc}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self'${options.production ? "" : " ws: wss:"}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  });
}
