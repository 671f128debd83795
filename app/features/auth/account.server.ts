import { authError, callAuth, setCookieHeaders } from "./call-auth.server";
import { throttledMessage } from "./throttle-message";
import { CROSS_SITE_MESSAGE } from "./same-origin.server";
import { INVALID_RESET_LINK_MESSAGE } from "./schema";

export type AccountOutcome = { ok: true; headers: Headers } | { ok: false; status: number; message: string };

const TRY_AGAIN = "Something went wrong on our side. Please try again in a moment.";

async function outcome(response: Response, messageFor: (code: string | undefined, status: number) => string | undefined): Promise<AccountOutcome> {
  if (response.ok) return { ok: true, headers: setCookieHeaders(response) };
  if (response.status === 429) {
    const seconds = Number(response.headers.get("x-retry-after")) || 60;
    return { ok: false, status: 429, message: throttledMessage(new Date(Date.now() + seconds * 1000), { what: "attempts" }) };
  }
  const { code } = await authError(response);
  return { ok: false, status: response.status >= 500 ? 503 : response.status, message: messageFor(code, response.status) ?? TRY_AGAIN };
}

/** Ends this browser's session (the row is deleted, so the old cookie is worthless) and clears the cookie. */
export async function signOut(request: Request, clientIp: string): Promise<AccountOutcome> {
  const response = await callAuth(request, "/sign-out", { clientIp, body: {} });
  return outcome(response, (code) => (code === "MISSING_OR_NULL_ORIGIN" || code === "INVALID_ORIGIN" ? CROSS_SITE_MESSAGE : undefined));
}

/** Always answers the same whether or not the email has an account. */
export async function requestPasswordReset(request: Request, clientIp: string, email: string): Promise<AccountOutcome> {
  const response = await callAuth(request, "/request-password-reset", { clientIp, body: { email } });
  return outcome(response, () => undefined);
}

export async function resetPassword(request: Request, clientIp: string, input: { token: string; password: string }): Promise<AccountOutcome> {
  const response = await callAuth(request, "/reset-password", { clientIp, body: { token: input.token, newPassword: input.password } });
  return outcome(response, (code) => (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND" ? INVALID_RESET_LINK_MESSAGE : undefined));
}

/** Changes the signed-in person's password and signs out their other browsers; this one gets a fresh session cookie. */
export async function changePassword(request: Request, clientIp: string, input: { currentPassword: string; password: string }): Promise<AccountOutcome> {
  const response = await callAuth(request, "/change-password", {
    clientIp,
    body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
  });
  return outcome(response, (code, status) => (code === "INVALID_PASSWORD" ? "Your current password is not right." : status === 401 ? "Your session has ended. Please sign in again." : undefined));
}

export async function updateName(request: Request, clientIp: string, name: string): Promise<AccountOutcome> {
  const response = await callAuth(request, "/update-user", { clientIp, body: { name } });
  return outcome(response, (_code, status) => (status === 401 ? "Your session has ended. Please sign in again." : undefined));
}
