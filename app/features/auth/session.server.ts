import { accessFor, type SessionUser } from "./access.server";
import { callAuth, setCookieHeaders } from "./call-auth.server";
import type { SessionView } from "./schema";

export type SessionOutcome =
  { ok: true; view: SessionView | null; headers: Headers } | { ok: false; status: number; headers: Headers; retryAfterSeconds?: number };

/**
 * The browser's session check: Better Auth extends a session in use (at most every
 * AUTH_SESSION_RENEW_AFTER_SECONDS) and sends the refreshed cookie; we add the role and
 * leave out the token, which script on the page must never see.
 */
export async function currentSession(request: Request, clientIp: string): Promise<SessionOutcome> {
  const response = await callAuth(request, "/get-session", { clientIp });
  const headers = setCookieHeaders(response);
  if (!response.ok) {
    const retryAfterSeconds = response.status === 429 ? Number(response.headers.get("x-retry-after")) || 60 : undefined;
    return { ok: false, status: response.status, headers, retryAfterSeconds };
  }
  const body = (await response.json()) as { session: { expiresAt: string }; user: SessionUser } | null;
  if (!body) return { ok: true, view: null, headers };
  const access = await accessFor(body.user, new Date(body.session.expiresAt));
  return { ok: true, view: access.view, headers };
}
