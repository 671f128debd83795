import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "../helpers/suite";

/*
 * Texts under bad input (issue 43): the staff's forms on /admin/messages and on a lead's page
 * answer a clear 4xx for an empty, too long or NUL-carrying text, a landline, an unknown record
 * or text id, a number that replied STOP, and a mobile no customer has (docs/decisions/0218);
 * nothing is queued for any of them. A text that goes carries the business's name. Twilio's
 * webhooks refuse bad input in text-webhooks.test.ts.
 */
const PASSWORD = "texts-bad-input-password-1";
const staff = useStaffServer({ admin: { email: "admin@texts-bad-input.test", name: "Ana Admin", role: "admin" } }, PASSWORD, () => ({
  QUOTE_MIN_FILL_MS: "0",
}));
const send = (path: string, form: Record<string, string>) =>
  postForm(staff.url(), path, { intent: "send-text", ...form }, staff.cookies.admin);
const MOBILE = "021 555 0777";

describe("a text from staff, refused", () => {
  it("for an empty, too long or NUL-carrying body, a landline, a bad subject or an unknown text: 4xx, and nothing is queued", async () => {
    const cases: Array<[Record<string, string>, number]> = [
      [{ to: MOBILE, body: "" }, 400],
      [{ to: MOBILE, body: "x".repeat(641) }, 400],
      [{ to: MOBILE, body: "Hello\u0000there" }, 400],
      [{ to: "09 280 4471", body: "Hello" }, 400],
      [{ to: "", body: "Hello" }, 400],
      [{ to: MOBILE, body: "Hello", subjectType: "invoice", subjectId: "1" }, 400],
      [{ to: MOBILE, body: "Hello", subjectType: "lead", subjectId: "99999999999" }, 400],
      // A New Zealand mobile, but no customer's: no one asked for work from it.
      [{ to: MOBILE, body: "Hello" }, 422],
      [{ to: "027 555 0888", body: "Hello" }, 422],
    ];
    for (const [form, status] of cases) expect((await send("/admin/messages", form)).status, JSON.stringify(form)).toBe(status);
    expect((await postForm(staff.url(), "/admin/messages", { intent: "resend-text", textId: "abc" }, staff.cookies.admin)).status).toBe(
      400,
    );
    expect((await postForm(staff.url(), "/admin/messages", { intent: "resend-text", textId: "424242" }, staff.cookies.admin)).status).toBe(
      404,
    );
    expect(
      (await postForm(staff.url(), "/admin/messages", { intent: "confirm-text-sent", textId: "424242" }, staff.cookies.admin)).status,
    ).toBe(404);
    expect(
      (await postForm(staff.url(), "/admin/messages", { intent: "mark-read", from: "x".repeat(41) }, staff.cookies.admin)).status,
    ).toBe(400);
    const page = await (await get(`${staff.url()}/admin/messages`, staff.cookies.admin)).text();
    expect(page).toContain("No text has been sent yet.");
  });

  it("sends from a lead's page and from Messages only to customers' mobiles, each signed with the business's name", async () => {
    expect((await postQuote(staff.url(), validQuote({ email: "sam@example.co.nz", phone: MOBILE, fillTimeMs: 20_000 }))).status).toBe(201);
    expect(
      (
        await postQuote(
          staff.url(),
          validQuote({ name: "Tui Parata", email: "tui@example.co.nz", phone: "027 555 0888", suburb: "Ponsonby", fillTimeMs: 20_000 }),
        )
      ).status,
    ).toBe(201);
    expect(
      (await send("/admin/leads/1", { to: MOBILE, body: "Kia ora Sam, we can come Tuesday.", subjectType: "lead", subjectId: "1" })).status,
    ).toBe(200);
    // Tui's number written the international way is still Tui's.
    expect((await send("/admin/messages", { to: "+64 27 555 0888", body: "Kia ora Tui, a one-off." })).status).toBe(200);
    // A number on no customer (a partner's phone) is refused from the lead's page too, with why, and nothing is queued or filed.
    const refused = await send("/admin/leads/1", {
      to: "021 555 0999",
      body: "And to your partner's phone.",
      subjectType: "lead",
      subjectId: "1",
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("no customer has this number");
    // The lead's timeline has the text sent from its page, by whom; the one-off from Messages is on no timeline.
    const timeline = parse(await (await get(`${staff.url()}/admin/leads/1`, staff.cookies.admin)).text())
      .querySelectorAll("li")
      .map((li) => li.text)
      .filter((line) => line.includes("Text to the customer"));
    expect(timeline).toEqual([expect.stringMatching(/^Text sentText to the customer: “Kia ora Sam, we can come Tuesday\.”Ana Admin/)]);
    const page = await (await get(`${staff.url()}/admin/messages`, staff.cookies.admin)).text();
    // Each text went with the business's name in front, to its own customer; the refused one is not there.
    expect(page).toContain("Harbourside Property Maintenance: Kia ora Sam, we can come Tuesday.");
    expect(page).toContain("Harbourside Property Maintenance: Kia ora Tui, a one-off.");
    expect(page).toMatch(/to (<!-- -->)?021 555 0777/);
    expect(page).toMatch(/to (<!-- -->)?027 555 0888/);
    expect(page).not.toContain("partner");
    expect(page).not.toMatch(/to (<!-- -->)?021 555 0999/);
  });
});
