import { logger } from "~/platform/logger.server";
import { accessFor } from "./access.server";
import { DEACTIVATED_CODE, getAuthRuntime } from "./auth.server";
import { authError, callAuth, setCookieHeaders } from "./call-auth.server";
import { crossSiteMessage } from "./same-origin.server";
import {
  DEACTIVATED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  signInSchema,
  type SessionView,
} from "./schema";
import { throttledMessage } from "./throttle-message";
import { clearEmailFailures, releaseSignInAttempt, reserveSignInAttempt } from "./throttle.server";

export type SignInOutcome =
  { ok: true; view: SessionView; headers: Headers } | { ok: false; status: 400 | 401 | 403 | 429 | 503; message: string; retryAt?: string };

function throttled(retryAt: Date): SignInOutcome {
  return { ok: false, status: 429, message: throttledMessage(retryAt), retryAt: retryAt.toISOString() };
}

/**
 * Email-and-password sign-in, shared by the JSON endpoint and the sign-in page's form.
 * Attempts are counted per email address and per client before the password is checked
 * (throttle.server.ts); the answer
 * to a wrong password and to an unknown email is word for word the same.
 */
export async function signInWithPassword(request: Request, input: unknown, clientIp: string): Promise<SignInOutcome> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: MISSING_CREDENTIALS_MESSAGE };
  const { email, password } = parsed.data;
  const { auth, db, settings } = getAuthRuntime();
  const rules = settings.auth.throttle;
  const keys = { email, client: clientIp };

  const attempt = await reserveSignInAttempt(db, rules, keys);
  if (attempt.kind === "blocked") return throttled(attempt.until);

  const response = await callAuth(request, "/sign-in/email", { clientIp, body: { email, password, rememberMe: true } });
  // Only a wrong email or password keeps counting against the limits.
  if (response.status !== 400 && response.status !== 401) await releaseSignInAttempt(db, attempt);
  if (response.ok) {
    await clearEmailFailures(db, email);
    const headers = setCookieHeaders(response);
    // Read the new session back as the next request will see it (its exact expiry, its role).
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = await auth.api.getSession({ headers: new Headers({ cookie }), query: { disableRefresh: true } });
    if (!session) return { ok: false, status: 503, message: SIGN_IN_FAILED_MESSAGE };
    const access = await accessFor(session.user, session.session.expiresAt);
    return { ok: true, view: access.view, headers };
  }
  const error = await authError(response);
  switch (response.status) {
    case 400:
    case 401:
      return { ok: false, status: 401, message: INVALID_CREDENTIALS_MESSAGE };
    case 403:
      return {
        ok: false,
        status: 403,
        message: error.code === DEACTIVATED_CODE ? DEACTIVATED_MESSAGE : crossSiteMessage(request, getAuthRuntime().settings.publicUrl),
      };
    case 429:
      return throttled(new Date(Date.now() + (Number(response.headers.get("x-retry-after")) || 60) * 1000));
    default:
      logger.error({ status: response.status, code: error.code }, "sign-in failed unexpectedly");
      return { ok: false, status: 503, message: SIGN_IN_FAILED_MESSAGE };
  }
}
