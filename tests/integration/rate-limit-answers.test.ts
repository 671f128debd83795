import { describe, expect, it } from "vitest";
import { multipart, postMultipart, validApplication } from "../helpers/applications";
import { postForm, sendJson, signIn } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "../helpers/suite";

/*
 * Every rate limit answers 429 with Retry-After (issue 13, item 19): ours (quote requests,
 * applications, failed sign-ins) and Better Auth's own (password-reset requests, and its
 * catch-all limit of 300 calls a minute per address and path, which sign-out, the session check
 * and resetting a password share), on the JSON endpoints and on the pages' forms alike.
 */

const PASSWORD = "limits-password-123";
const staff = useStaffServer({ admin: { email: "admin@limits.test", name: "Ana Admin", role: "admin" } }, PASSWORD, () => ({
  QUOTE_RATE_LIMIT_MAX: "1",
  APPLICATION_RATE_LIMIT_MAX: "1",
  AUTH_MAX_FAILURES_PER_EMAIL: "2",
}));
const url = () => staff.url();

/** Better Auth's limit for any one path (app/features/auth/auth.server.ts). */
const CATCH_ALL_LIMIT = 300;

function expectRetryAfter(res: Response, what: string) {
  expect(res.status, what).toBe(429);
  expect(Number(res.headers.get("retry-after")), what).toBeGreaterThan(0);
}

/** Calls `send` until one is refused (at most `limit` + 5 calls), in small parallel batches; returns the refusal. */
async function untilRefused(send: () => Promise<Response>, limit: number): Promise<Response> {
  for (let sent = 0; sent < limit + 5; sent += 20) {
    const batch = await Promise.all(Array.from({ length: 20 }, send));
    const refused = batch.find((res) => res.status === 429);
    for (const res of batch) if (res !== refused) await res.body?.cancel();
    if (refused) return refused;
  }
  throw new Error("never refused");
}

describe("our own limits", () => {
  it("quote requests", async () => {
    expect((await postQuote(url(), validQuote({ fillTimeMs: 20_000 }))).status).toBe(201);
    const refused = await postQuote(url(), validQuote({ fillTimeMs: 20_000, name: "Second Person" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("tradie applications, on the page", async () => {
    const first = await postMultipart(url(), "/join-as-tradie", multipart(validApplication()));
    expect(first.status).toBe(302);
    const second = await postMultipart(url(), "/join-as-tradie", multipart(validApplication({ email: "second@example.co.nz" })));
    expectRetryAfter(second, "application");
  });

  it("failed sign-ins, by the endpoint and by the sign-in form", async () => {
    for (let i = 0; i < 2; i++) expect((await signIn(url(), "admin@limits.test", "wrong-password")).status).toBe(401);
    const json = await sendJson(url(), "POST", "/api/auth/sign-in/email", { email: "admin@limits.test", password: "wrong-password" });
    expectRetryAfter(json, "sign-in endpoint");
    const form = await postForm(url(), "/admin/login", { email: "admin@limits.test", password: "wrong-password" });
    expectRetryAfter(form, "sign-in form");
  });
});

describe("Better Auth's limits", () => {
  it("password-reset requests, by the endpoint and by the forgotten-password form", async () => {
    const json = await untilRefused(() => sendJson(url(), "POST", "/api/auth/request-password-reset", { email: "nobody@limits.test" }), 5);
    expectRetryAfter(json, "request-password-reset endpoint");
    expect((await json.json()).error).toMatch(/Too many attempts/);
    const form = await postForm(url(), "/admin/forgot-password", { email: "nobody@limits.test" });
    expectRetryAfter(form, "forgotten-password form");
  });

  it("signing out, by the endpoint and by the sign-out form (it answered 503 without Retry-After)", async () => {
    const json = await untilRefused(() => sendJson(url(), "POST", "/api/auth/sign-out", undefined), CATCH_ALL_LIMIT);
    expectRetryAfter(json, "sign-out endpoint");
    expectRetryAfter(await postForm(url(), "/admin/sign-out", {}), "sign-out form");
  });

  it("the session check", async () => {
    expectRetryAfter(await untilRefused(() => fetch(`${url()}/api/auth/session`), CATCH_ALL_LIMIT), "session");
  });

  it("choosing a new password, by the endpoint and by the form", async () => {
    const body = { token: "not-a-real-token", password: "a-new-password-123", confirmPassword: "a-new-password-123" };
    expectRetryAfter(
      await untilRefused(() => sendJson(url(), "POST", "/api/auth/reset-password", body), CATCH_ALL_LIMIT),
      "reset endpoint",
    );
    expectRetryAfter(await postForm(url(), "/admin/reset-password", body), "reset form");
  });
});
