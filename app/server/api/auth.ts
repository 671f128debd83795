import { Hono, type Context } from "hono";
import { requestPasswordReset, resetPassword, signOut } from "~/features/auth/own-account.server";
import { forgotPasswordSchema, RESET_LINK_SENT_MESSAGE, resetPasswordSchema } from "~/features/auth/schema";
import { fieldErrors } from "~/lib/field-errors";
import { currentSession } from "~/features/auth/session.server";
import { signInWithPassword } from "~/features/auth/sign-in.server";
import type { ClientIpVariables } from "../middleware/client-ip";
import { BadJsonError, readJson, smallBody } from "./json-body";

/**
 * A refused call: a rate limit stays a 429 and says when to try again (Retry-After), whichever
 * limiter refused it (ours or Better Auth's); what `passOn` lists keeps its status; anything
 * else is `otherwise`.
 */
function refuse(
  c: Context,
  outcome: { status: number; message: string; retryAfterSeconds?: number },
  passOn: readonly number[],
  otherwise: 400 | 503,
) {
  if (outcome.status === 429) {
    c.header("Retry-After", String(outcome.retryAfterSeconds ?? 60));
    return c.json({ error: outcome.message }, 429);
  }
  return c.json({ error: outcome.message }, passOn.includes(outcome.status) ? (outcome.status as 400 | 403) : otherwise);
}

function withCookies(response: Response, cookies: Headers): Response {
  for (const cookie of cookies.getSetCookie()) response.headers.append("set-cookie", cookie);
  return response;
}

/**
 * /api/auth: the browser's sign-in calls. Only these paths are open; Better Auth's other
 * endpoints (some of which answer with the session token) are not reachable from outside.
 * Each one goes through Better Auth's HTTP handler, so its rate limits apply.
 */
export function authRoutes() {
  const app = new Hono<{ Variables: ClientIpVariables }>();

  app.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.onError((error, c) => {
    if (error instanceof BadJsonError) return c.json({ error: error.message }, 400);
    throw error;
  });

  app.post("/sign-in/email", smallBody, async (c) => {
    const outcome = await signInWithPassword(c.req.raw, await readJson(c), c.get("clientIp"));
    if (outcome.ok) return withCookies(c.json({ session: outcome.view }), outcome.headers);
    if (outcome.retryAt) c.header("Retry-After", String(Math.max(1, Math.ceil((Date.parse(outcome.retryAt) - Date.now()) / 1000))));
    return c.json({ error: outcome.message, retryAt: outcome.retryAt }, outcome.status);
  });

  app.get("/session", async (c) => {
    const outcome = await currentSession(c.req.raw, c.get("clientIp"));
    if (!outcome.ok)
      return withCookies(refuse(c, { ...outcome, message: "The session could not be checked just now." }, [], 503), outcome.headers);
    return withCookies(c.json({ session: outcome.view }), outcome.headers);
  });

  app.post("/sign-out", async (c) => {
    const outcome = await signOut(c.req.raw, c.get("clientIp"));
    if (!outcome.ok) return refuse(c, outcome, [403], 503);
    return withCookies(c.json({ success: true }), outcome.headers);
  });

  app.post("/request-password-reset", smallBody, async (c) => {
    const parsed = forgotPasswordSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json({ error: "Please correct the highlighted fields.", fields: fieldErrors(parsed.error) }, 400);
    const outcome = await requestPasswordReset(c.req.raw, c.get("clientIp"), parsed.data.email);
    if (!outcome.ok) return refuse(c, outcome, [], 503);
    return c.json({ message: RESET_LINK_SENT_MESSAGE });
  });

  app.post("/reset-password", smallBody, async (c) => {
    const parsed = resetPasswordSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json({ error: "Please correct the highlighted fields.", fields: fieldErrors(parsed.error) }, 400);
    const outcome = await resetPassword(c.req.raw, c.get("clientIp"), parsed.data);
    if (!outcome.ok) return refuse(c, outcome, [], 400);
    return c.json({ success: true });
  });

  app.all("*", (c) => c.json({ error: "Not found." }, 404));
  return app;
}
