import { describe, expect, it } from "vitest";
import { get } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "../helpers/suite";

/*
 * Issue 45, item 7: an open Today page asks every few seconds whether the board changed, by its
 * tag (docs/decisions/0189). Unchanged, the answer is a 304 with no body; each of two new leads
 * gives a new tag, different from the one before.
 */
const PASSWORD = "today-stamp-password-1";
const staff = useStaffServer({ manager: { email: "mia@today-stamp.test", name: "Mia Manager", role: "manager" } }, PASSWORD, () => ({
  QUOTE_MIN_FILL_MS: "0",
}));
const STAMP = "/admin/dashboard/stamp";

async function ask(etag?: string) {
  const res = await get(staff.url() + STAMP, staff.cookies.manager, etag ? { "if-none-match": etag } : {});
  return { status: res.status, etag: res.headers.get("etag"), body: await res.text(), cache: res.headers.get("cache-control") };
}

describe("Today's tag", () => {
  it("answers 304 while nothing changed, and a new tag for each of two new leads", async () => {
    const first = await ask();
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect(JSON.parse(first.body)).toEqual({ etag: first.etag });
    expect(first.cache).toContain("no-store");

    const unchanged = await ask(first.etag!);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe("");

    expect((await postQuote(staff.url(), validQuote({ name: "Aroha Stamp", email: "aroha@today-stamp.test" }))).status).toBe(201);
    const second = await ask(first.etag!);
    expect(second.status).toBe(200);
    expect(second.etag).not.toBe(first.etag);

    expect((await postQuote(staff.url(), validQuote({ name: "Tama Stamp", email: "tama@today-stamp.test" }))).status).toBe(201);
    const third = await ask(second.etag!);
    expect(third.status).toBe(200);
    expect([first.etag, second.etag]).not.toContain(third.etag);
    expect((await ask(third.etag!)).status).toBe(304);
    // The page itself carries the tag it was drawn with, so its first question is a 304.
    const page = await (await get(`${staff.url()}/admin/dashboard`, staff.cookies.manager)).text();
    expect(page).toContain(/"([A-Za-z0-9_-]{22})"/.exec(third.etag!)![1]);
  });

  it("is for staff only", async () => {
    const anonymous = await get(staff.url() + STAMP);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});
