import { parse } from "node-html-parser";
import { afterAll, describe, expect, it } from "vitest";
import { INVALID_RESET_LINK_MESSAGE } from "~/features/auth/schema";
import { multipart, postMultipart, validApplication } from "../helpers/applications";
import { get, postForm } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "../helpers/suite";

/*
 * Bad input gets a 4xx, never a 5xx (issue 13, items 4, 5 and 6): control characters in text
 * (PostgreSQL text cannot hold a NUL), ids out of range, and tokens that could never be one.
 */

const PASSWORD = "bad-input-password-123";
const staff = useStaffServer({ admin: { email: "admin@bad-input.test", name: "Ana Admin", role: "admin" } }, PASSWORD);
const url = () => staff.url();
const admin = () => staff.cookies.admin;

const NUL = "\u0000";

/** The messages a re-rendered form shows beside its fields, by field name. */
async function fieldMessages(res: Response): Promise<Record<string, string>> {
  const doc = parse(await res.text());
  return Object.fromEntries(
    doc.querySelectorAll('[id$="-error"]').map((el) => [el.id.replace(/^(field|upload)-/, "").replace(/-error$/, ""), el.text.trim()]),
  );
}

afterAll(() => {
  expect(
    staff.seeded.server
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":50')),
  ).toEqual([]);
});

describe("control characters in text (13.4)", () => {
  const QUOTE_LABELS: Record<string, string> = {
    service: "Service type",
    preferredDate: "Preferred date",
    preferredTime: "Preferred time",
    name: "Name",
    email: "Email",
    phone: "Phone number",
    address: "Address",
    suburb: "Suburb",
    message: "Message",
  };

  it.each(Object.keys(QUOTE_LABELS))("refuses a quote request with a NUL in %s, with the field's message", async (field) => {
    const quote = validQuote({ fillTimeMs: 20_000 });
    const res = await postQuote(url(), { ...quote, [field]: `${String(quote[field]).slice(0, 3)}${NUL}${String(quote[field]).slice(3)}` });
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(`${QUOTE_LABELS[field]} cannot contain control characters`);
  });

  it.each(["\u0001", "\u001b[2J", "\u007f", "\u0085"])("refuses other control characters too (%j)", async (character) => {
    const res = await postQuote(url(), validQuote({ fillTimeMs: 20_000, message: `Leaking tap${character}` }));
    expect(res.status).toBe(400);
    expect(res.body.fields?.message).toBe("Message cannot contain control characters");
  });

  it("keeps new lines and tabs, which people do type", async () => {
    const res = await postQuote(url(), validQuote({ fillTimeMs: 20_000, message: "Leaking tap\r\n\tin the kitchen" }));
    expect(res.status).toBe(201);
  });

  it.each(["fullName", "email", "mobile", "businessName", "nzbn", "yearsExperience", "about", "lbpNumber"])(
    "refuses a tradie application with a control character in %s, beside the field",
    async (field) => {
      const res = await postMultipart(url(), "/join-as-tradie", multipart(validApplication({ [field]: `Tahi${NUL}Rua` })));
      expect(res.status).toBe(400);
      expect((await fieldMessages(res))[field]).toMatch(/cannot contain control characters$/);
    },
  );

  it.each([
    ["/admin/leads/1", { intent: "note", note: `Called${NUL}` }],
    ["/admin/settings", { businessName: `Harbourside${NUL}` }],
    ["/admin/services-management/new", { name: `Roofing${NUL}` }],
    ["/admin/staff", { intent: "create", name: `Mere${NUL}`, email: "mere@bad-input.test", role: "manager" }],
    ["/admin/tradies/new", { intent: "create", name: `Hemi${NUL}` }],
    ["/admin/account", { intent: "name", name: `Ana${NUL}` }],
  ])("refuses a control character in a staff form (%s) with a 400 and the field's message", async (path, form) => {
    const res = await postForm(url(), path, form as Record<string, string>, admin());
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("cannot contain control characters");
  });

  it.each(["/admin/leads?q=%00", "/admin/leads?suburb=%01", "/admin/applications?q=%00", "/admin/tradies?q=a%00b"])(
    "refuses a control character in a list's filter (%s) with a 400",
    async (path) => {
      expect((await get(url() + path, admin())).status).toBe(400);
    },
  );

  it("drops an audit filter that could not be one, and shows the trail", async () => {
    expect((await get(`${url()}/admin/audit?actor=%00&type=%00`, admin())).status).toBe(200);
  });
});

describe("ids out of range (13.5)", () => {
  it.each(["/tradie/2147483648", "/tradie/9999999999", "/tradie/0", "/tradie/01", "/tradie/-1", "/tradie/1e3"])(
    "answers %s with 404",
    async (path) => {
      expect((await get(url() + path)).status).toBe(404);
    },
  );

  it.each([
    "/admin/services-management/2147483648",
    "/admin/leads/2147483648",
    "/admin/leads/99999999999999999999",
    "/admin/tradies/2147483648",
    "/admin/applications/2147483648",
    "/admin/audit?before=2147483648",
    "/admin/audit?before=abc",
  ])("answers %s with 404 for staff", async (path) => {
    expect((await get(url() + path, admin())).status).toBe(404);
  });

  it("answers a change to a record out of range with 404, and an id out of range in a form with 400", async () => {
    expect((await postForm(url(), "/admin/leads/2147483648", { intent: "note", note: "Hello" }, admin())).status).toBe(404);
    expect((await postForm(url(), "/admin/services-management/2147483648", { intent: "delete", confirm: "delete" }, admin())).status).toBe(
      404,
    );
    expect(
      (await postForm(url(), "/admin/services-management", { intent: "move", id: "2147483648", direction: "up" }, admin())).status,
    ).toBe(400);
    expect((await get(`${url()}/admin/services-management?deleted=2147483648`, admin())).status).toBe(200);
    const quote = await postQuote(url(), validQuote({ fillTimeMs: 20_000 }));
    expect(quote.status).toBe(201);
    expect((await postForm(url(), "/admin/leads", { intent: "bulk-status", status: "spam", ids: "2147483648" }, admin())).status).toBe(400);
  });

  it("answers a staff account id that could not be one with 404", async () => {
    for (const id of ["%00", "a%00b", "x".repeat(100)]) {
      const res = await fetch(`${url()}/api/admin/staff/${id}/deactivate`, { method: "POST", headers: { origin: url(), cookie: admin() } });
      expect(res.status, id).toBe(404);
    }
  });
});

describe("query values that name an object's own machinery", () => {
  // Found by the fuzz test: "?notice=__proto__" looked up Object.prototype and the page failed to render.
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty"])(
    "shows the sign-in page for ?notice=%s, without a notice",
    async (notice) => {
      const res = await get(`${url()}/admin/login?notice=${notice}`);
      expect(res.status).toBe(200);
      const doc = parse(await res.text());
      expect(doc.querySelector("h1")?.text).toBeTruthy();
      expect(doc.querySelector('[role="status"]')).toBeNull();
    },
  );

  it("still shows a real notice", async () => {
    expect(await (await get(`${url()}/admin/login?notice=signed-out`)).text()).toContain("You have signed out.");
  });
});

describe("tokens that could never be one (13.6)", () => {
  it.each(["%00", "a%00b", "%01", "x".repeat(500), "%F0%9F%99%82"])(
    "shows the 'link no longer works' page for ?token=%s",
    async (token) => {
      const res = await get(`${url()}/admin/reset-password?token=${token}`);
      expect(res.status).toBe(200);
      const doc = parse(await res.text());
      expect(doc.querySelector("h1")?.text).toBe("This link no longer works");
      expect(doc.text).toContain(INVALID_RESET_LINK_MESSAGE);
    },
  );

  it("refuses a new password sent with such a token, with the same message", async () => {
    const res = await postForm(url(), "/admin/reset-password", {
      token: NUL,
      password: "a-new-password-123",
      confirmPassword: "a-new-password-123",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(INVALID_RESET_LINK_MESSAGE);
  });
});
