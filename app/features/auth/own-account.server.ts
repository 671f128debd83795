import { RateLimitExceeded, takeToken, type RateLimitRule } from "~/features/abuse/rate-limit.server";
import { enqueueJobs, notifyJobs } from "~/platform/jobs/queue.server";
import { getAuthRuntime } from "./auth.server";
import { PASSWORD_RESET_JOB } from "./password-reset-job.server";
import { DomainError, type RefusalStatus } from "~/lib/domain-error";
import { authError, callAuth, setCookieHeaders } from "./call-auth.server";
import { throttledMessage } from "./throttle-message";
import { crossSiteMessage } from "./same-origin.server";
import { INVALID_RESET_LINK_MESSAGE } from "./schema";

export type AccountRefused = { ok: false; status: RefusalStatus; message: string; retryAfterSeconds?: number };
export type AccountOutcome = { ok: true; headers: Headers } | AccountRefused;

const PASSED_ON: readonly number[] = [400, 401, 403, 404];

/** A refused account call as a form action answers it: the message (beside `field`, if given) and the status, and when to try again after a 429. */
export function accountRefusal(outcome: AccountRefused, field?: string): DomainError {
  return new DomainError(outcome.message, { status: outcome.status, field, retryAfterSeconds: outcome.retryAfterSeconds });
}

const TRY_AGAIN = "Something went wrong on our side. Please try again in a moment.";

async function outcome(
  response: Response,
  messageFor: (code: string | undefined, status: number) => string | undefined,
): Promise<AccountOutcome> {
  if (response.ok) return { ok: true, headers: setCookieHeaders(response) };
  if (response.status === 429) {
    const seconds = Number(response.headers.get("x-retry-after")) || 60;
    const message = throttledMessage(new Date(Date.now() + seconds * 1000), { what: "attempts" });
    return { ok: false, status: 429, message, retryAfterSeconds: seconds };
  }
  const { code } = await authError(response);
  const status = response.status >= 500 ? 503 : PASSED_ON.includes(response.status) ? (response.status as RefusalStatus) : 400;
  return { ok: false, status, message: messageFor(code, response.status) ?? TRY_AGAIN };
}

/** Ends this browser's session (the row is deleted, so the old cookie is worthless) and clears the cookie. */
export async function signOut(request: Request, clientIp: string): Promise<AccountOutcome> {
  const response = await callAuth(request, "/sign-out", { clientIp, body: {} });
  return outcome(response, (code) =>
    code === "MISSING_OR_NULL_ORIGIN" || code === "INVALID_ORIGIN"
      ? crossSiteMessage(request, getAuthRuntime().settings.publicUrl)
      : undefined,
  );
}

/** Reset links per client address: Better Auth's own limit for this endpoint, checked before answering. */
const RESET_REQUESTS: RateLimitRule = { name: "password-reset", max: 5, windowSeconds: 300 };

/**
 * Always answers the same, and in the same time, whether or not the email has an account
 * (docs/decisions/0028): the request does the same work for any address (the rate limit and
 * a queued job); finding the account, making the token and queueing the email happen in the
 * job, after the answer.
 */
export async function requestPasswordReset(request: Request, clientIp: string, email: string): Promise<AccountOutcome> {
  const { db } = getAuthRuntime();
  try {
    await db.transaction(async (tx) => {
      await enqueueJobs(tx, [{ kind: PASSWORD_RESET_JOB, payload: { email } }]);
      await takeToken(tx, RESET_REQUESTS, clientIp); // over the limit: rolls the job back
    });
  } catch (error) {
    if (!(error instanceof RateLimitExceeded)) throw error;
    const retryAt = new Date(Date.now() + error.retryAfterSeconds * 1000);
    return { ok: false, status: 429, message: throttledMessage(retryAt, { what: "attempts" }), retryAfterSeconds: error.retryAfterSeconds };
  }
  notifyJobs();
  return { ok: true, headers: new Headers() };
}

export async function resetPassword(
  request: Request,
  clientIp: string,
  input: { token: string; password: string },
): Promise<AccountOutcome> {
  const response = await callAuth(request, "/reset-password", { clientIp, body: { token: input.token, newPassword: input.password } });
  return outcome(response, (code) => (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND" ? INVALID_RESET_LINK_MESSAGE : undefined));
}

/** Changes the signed-in person's password and signs out their other browsers; this one gets a fresh session cookie. */
export async function changePassword(
  request: Request,
  clientIp: string,
  input: { currentPassword: string; password: string },
): Promise<AccountOutcome> {
  const response = await callAuth(request, "/change-password", {
    clientIp,
    body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
  });
  return outcome(response, (code, status) =>
    code === "INVALID_PASSWORD"
      ? "Your current password is not right."
      : status === 401
        ? "Your session has ended. Please sign in again."
        : undefined,
  );
}

export async function updateName(request: Request, clientIp: string, name: string): Promise<AccountOutcome> {
  const response = await callAuth(request, "/update-user", { clientIp, body: { name } });
  return outcome(response, (_code, status) => (status === 401 ? "Your session has ended. Please sign in again." : undefined));
}
