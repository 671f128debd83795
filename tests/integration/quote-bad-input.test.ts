import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { BUILDER_DRAFT, sendFirstQuote } from "../helpers/staff-quotes";
import { useStaffServer } from "../helpers/suite";

/*
 * Quotes under bad input and abuse (issue 17): the customer's link and the staff builder answer
 * wrong types, NUL bytes, out-of-range ids and options, huge and mistyped bodies with a clear
 * 4xx, never a 5xx, and store nothing half: the quote is still out with the customer after.
 */
const PASSWORD = "quote-bad-input-password-1";
const staff = useStaffServer({ admin: { email: "admin@quote-bad-input.test", name: "Ana Admin", role: "admin" } }, PASSWORD);
const url = () => staff.url();
const admin = () => staff.cookies.admin;
const NUL = "\u0000";
let token = "";
let quotePath = "";

beforeAll(async () => {
  expect((await postQuote(url(), validQuote({ fillTimeMs: 20_000 }))).status).toBe(201);
  ({ token, quotePath } = await sendFirstQuote(url(), admin()));
});

afterAll(() => {
  const errors = staff.seeded.server
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":50'));
  expect(errors).toEqual([]);
  expect(staff.seeded.server.output()).not.toContain(token);
});

const customerPost = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${url()}/q/${token}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url(), ...headers },
    body: new URLSearchParams(form).toString(),
  });

const accept = (form: Record<string, string>) => customerPost({ intent: "accept", name: "Aroha Customer", agree: "yes", ...form });

async function stillOut() {
  const page = await (await get(`${url()}${quotePath}`, admin())).text();
  expect(page).toMatch(/>(Sent|Viewed)</);
  expect(page).not.toMatch(/>(Accepted|Declined)</);
}

describe("the customer's link", () => {
  it.each([
    ["a NUL in the name", { name: `Aroha${NUL}` }, /control characters/],
    ["no tick", { agree: "" }, /Tick the box/],
    ["a one-letter name", { name: "A" }, /full name/],
    ["an option that is not a number", { chosen: "abc" }, /check/i],
    ["an option out of range", { chosen: "999" }, /check/i],
    ["a line that is not optional", { chosen: "0" }, /optional items/],
  ])("refuses an acceptance with %s", async (_what, form, message) => {
    const res = await accept(form);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(message);
    await stillOut();
  });

  it.each([
    ["a reason we do not offer", { reason: "bogus" }],
    ["'something else' with nothing said", { reason: "other", note: "" }],
    ["a NUL in the note", { reason: "price", note: `Too dear${NUL}` }],
  ])("refuses a decline with %s", async (_what, form) => {
    const res = await customerPost({ intent: "decline", note: "", ...form });
    expect(res.status).toBe(400);
    await stillOut();
  });

  it.each([
    ["an empty question", ""],
    ["a question of 5,000 characters", "x".repeat(5_000)],
    ["a NUL", `When${NUL}?`],
  ])("refuses %s", async (_what, question) => {
    expect((await customerPost({ intent: "question", question })).status).toBe(400);
  });

  it("refuses an unknown intent, a huge body and a body that is not a form", async () => {
    expect((await customerPost({ intent: "pay" })).status).toBe(400);
    expect((await customerPost({ intent: "question", question: "x".repeat(100_000) })).status).toBe(413);
    const json = await fetch(`${url()}/q/${token}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url() },
      body: JSON.stringify({ intent: "accept" }),
    });
    expect(json.status).toBe(415);
    await stillOut();
  });

  it("refuses a post from another site, and takes one from its own page sent with no referrer", async () => {
    expect((await customerPost({ intent: "question", question: "From afar" }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await customerPost({ intent: "question", question: "Sandboxed" }, { origin: "null" })).status).toBe(403);
    const own = await customerPost({ intent: "question", question: "From the page" }, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(200);
  });

  it("sends a case variant of the path to the canonical one with the token as it was", async () => {
    const res = await get(`${url()}/Q/${token}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/q/${token}`);
  });

  it("ignores options it does not know in the PDF's address", async () => {
    const res = await get(`${url()}/q/${token}/pdf?chosen=abc&chosen=-1&chosen=99999999999`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("the staff quote page", () => {
  it.each(["/admin/quotes/99999999999", "/admin/quotes/abc", "/admin/quotes/-1", "/admin/quotes/0"])(
    "answers %s with a 404",
    async (path) => {
      expect((await get(`${url()}${path}`, admin())).status).toBe(404);
    },
  );

  it("answers garbage in the list's filters with the list", async () => {
    const res = await get(
      `${url()}/admin/quotes?status=%00&minValue=abc&maxValue=-&sentFrom=2026-13-01&sentTo=x&page=-5&staff=${"z".repeat(500)}`,
      admin(),
    );
    expect(res.status).toBe(200);
  });

  it("answers a control character in the list's words or staff filter with a 400, as every staff list does", async () => {
    expect((await get(`${url()}/admin/quotes?q=gutter%00`, admin())).status).toBe(400);
    expect((await get(`${url()}/admin/quotes?staff=a%1Fb`, admin())).status).toBe(400);
    expect((await get(`${url()}/admin/quotes?q=gutter&staff=someone`, admin())).status).toBe(200);
  });

  it("refuses drafts that are not JSON, too long, negative or not a draft at all", async () => {
    const started = await postForm(url(), "/admin/leads/1", { intent: "new-quote" }, admin());
    const draftPath = started.headers.get("location")!;
    const line = BUILDER_DRAFT.lines[0];
    const bad: unknown[] = [
      "{not json",
      JSON.stringify({ ...BUILDER_DRAFT, lines: [{ ...line, description: `Gutter${NUL}` }] }),
      JSON.stringify({ ...BUILDER_DRAFT, lines: Array.from({ length: 201 }, () => line) }),
      JSON.stringify({ ...BUILDER_DRAFT, lines: [{ ...line, unitPriceCents: -500 }] }),
      JSON.stringify({ ...BUILDER_DRAFT, lines: [{ ...line, unitPriceCents: 100_000_001 }] }),
      JSON.stringify({ ...BUILDER_DRAFT, lines: [{ ...line, quantity: 1_000, unitPriceCents: 100_000_000 }] }),
      JSON.stringify({
        ...BUILDER_DRAFT,
        lines: [{ kind: "labour", description: "Labour", hours: 1.3, rateCents: 9_500, amountsAre: "exclusive" }],
      }),
      JSON.stringify({ ...BUILDER_DRAFT, validUntil: "2026-02-30" }),
      JSON.stringify({ ...BUILDER_DRAFT, lines: "many" }),
      JSON.stringify([1, 2, 3]),
    ];
    for (const draft of bad) {
      const res = await postForm(url(), draftPath, { intent: "save", draft: String(draft) }, admin());
      expect(res.status, String(draft).slice(0, 80)).toBe(400);
    }
    // Nothing was stored: the draft still has no lines, so it cannot be sent.
    const send = await postForm(url(), draftPath, { intent: "send" }, admin());
    expect(send.status).toBe(409);
    expect(await send.text()).toContain("Add at least one priced line");
  });

  it("refuses to send a sent quote again, and to change it in place", async () => {
    expect((await postForm(url(), quotePath, { intent: "send" }, admin())).status).toBe(409);
    const save = await postForm(url(), quotePath, { intent: "save", draft: JSON.stringify(BUILDER_DRAFT) }, admin());
    expect(save.status).toBe(409);
    expect(await save.text()).toContain("revise it to change it");
  });
});

describe("guessing links", () => {
  // Last in the file: it spends this address's allowance of link opens.
  it("is slowed to a 429 with Retry-After once one address has opened 60 links in ten minutes", async () => {
    let res: Response | undefined;
    for (let i = 0; i < 70; i++) {
      res = await get(`${url()}/q/${"A".repeat(42)}${i % 10}`);
      if (res.status === 429) break;
      expect(res.status).toBe(404);
    }
    expect(res?.status).toBe(429);
    expect(Number(res?.headers.get("retry-after"))).toBeGreaterThan(0);
    // The real link is refused too while the address waits: guessing cannot tell the two apart.
    expect((await get(`${url()}/q/${token}`)).status).toBe(429);
  });
});
