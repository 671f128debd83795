import { AUTH_BASE_PATH, getAuthRuntime } from "./auth.server";
import { isSameOriginWrite } from "./same-origin.server";

/** The browser's own headers that Better Auth needs for its cookie and cross-site checks. */
const FORWARDED_HEADERS = ["cookie", "origin", "referer", "user-agent", "sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest"];

/**
 * Calls one Better Auth endpoint through its HTTP handler, as the browser that sent
 * `original`: the handler applies its rate limits and origin checks, which a direct
 * `auth.api` call would skip. X-Forwarded-For is always replaced by the address we
 * determined ourselves, so a client cannot choose its own rate-limit bucket.
 */
export async function callAuth(
  original: Request,
  path: string,
  options: { clientIp: string; method?: "GET" | "POST"; body?: unknown; query?: Record<string, string> },
): Promise<Response> {
  const { auth, settings } = getAuthRuntime();
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = original.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("x-forwarded-for", options.clientIp);
  // Better Auth trusts PUBLIC_URL's origin only. A page opened at another address of this
  // site (allowed when PUBLIC_URL is unset: same-origin.server.ts) speaks for PUBLIC_URL.
  const origin = original.headers.get("origin");
  if (origin && isSameOriginWrite(original, settings.publicUrl)) headers.set("origin", new URL(settings.publicUrl).origin);
  const url = new URL(`${settings.publicUrl}${AUTH_BASE_PATH}${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  return auth.handler(new Request(url, { method: options.method ?? (body === undefined ? "GET" : "POST"), headers, body }));
}

/** A Better Auth error body's message and code, whatever shape the response has. */
export async function authError(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      code: typeof body.code === "string" ? body.code : undefined,
      message: typeof body.message === "string" ? body.message : undefined,
    };
  } catch {
    return {};
  }
}

/** The Set-Cookie lines of a Better Auth response, to pass on to the browser. */
export function setCookieHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}
