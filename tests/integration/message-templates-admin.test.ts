import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { wordingSchema } from "~/features/message-templates/schema";
import { get, postForm } from "../helpers/auth";
import { useStaffServer } from "../helpers/suite";

/*
 * The customer messages pages (issue 43, item 2) over HTTP: the list, an editor per message with
 * its preview, what a save refuses (an unknown field by name, control characters, a wording too
 * long, a body too large), each with a 4xx and nothing stored, and "Reset to default".
 */
const PASSWORD = "templates-admin-password-1";
const staff = useStaffServer(
  {
    admin: { email: "admin@templates-admin.test", name: "Ana Admin", role: "admin" },
    manager: { email: "manager@templates-admin.test", name: "Mika Manager", role: "manager" },
  },
  PASSWORD,
);
const REMINDER = "/admin/settings/messages/text-visit-reminder";
const QUOTE_EMAIL = "/admin/settings/messages/email-quote-sent";

const page = async (path: string) => parse(await (await get(staff.url() + path, staff.cookies.admin)).text());
/** The text area's wording as the editor shows it. */
const shownBody = async (path: string) => (await page(path)).querySelector("textarea[name=body]")!.text;
/** The list's "Wording" cell for a message, by its link's words. */
async function listed(label: string) {
  const doc = await page("/admin/settings/messages");
  const row = doc.querySelectorAll("tbody tr").find((tr) => tr.querySelector("a")?.text.trim() === label);
  // On phones each cell starts with its column's name ("Wording"), hidden on a laptop.
  return row
    ?.querySelectorAll("td")
    .at(-1)
    ?.text.trim()
    .replace(/^Wording/, "");
}
const save = (path: string, form: Record<string, string>, cookie = staff.cookies.admin) =>
  postForm(staff.url(), path, { intent: "save", ...form }, cookie);
const errorOf = async (res: Response, field: string) =>
  parse(await res.text())
    .querySelector(`#field-${field}-error`)
    ?.text.trim();

const DEFAULT_REMINDER =
  "{business_name}: a reminder of your visit {visit_day}, {visit_window}{with_tradie}. See it online: {link} Reply here or call {business_phone} if that no longer suits. Reply STOP to opt out.";

describe("the customer messages pages", () => {
  it("lists every customer message, email and text, each with the default wording to begin with", async () => {
    expect(await listed("Visit reminder (text)")).toBe("Default");
    expect(await listed("Quote sent (email)")).toBe("Default");
    const doc = await page("/admin/settings/messages");
    expect(doc.querySelectorAll("tbody tr")).toHaveLength(25);
  });

  it("shows a message's wording, its fields and a preview filled with a sample when there are no records", async () => {
    const doc = await page(REMINDER);
    expect(doc.querySelector("textarea[name=body]")!.text).toBe(DEFAULT_REMINDER);
    expect(doc.querySelector("dl")!.text).toContain("{visit_window}");
    expect(doc.text).toContain("A sample visit (there are no visits yet)");
    expect(doc.querySelector("[data-testid=text-preview]")!.text).toMatch(
      /^Harbourside Property Maintenance: a reminder of your visit .* with Sam\./,
    );
    const email = await page(QUOTE_EMAIL);
    expect(email.querySelector("input[name=subject]")!.getAttribute("value")).toBe("Your quote {quote_number} from {business_name}");
  });

  it("answers 404 for a message that does not exist, to a look and to a save", async () => {
    expect((await get(`${staff.url()}/admin/settings/messages/no-such-message`, staff.cookies.admin)).status).toBe(404);
    expect((await save("/admin/settings/messages/no-such-message", { body: "Hi" })).status).toBe(404);
  });

  it("refuses an unknown field with a 422 naming it, and stores nothing", async () => {
    const res = await save(REMINDER, { body: "{business_name}: see you {visit_windw}, {frist_name}. Reply STOP to opt out." });
    expect(res.status).toBe(422);
    expect(await errorOf(res, "body")).toMatch(/^\{visit_windw\}, \{frist_name\} are not fields of this message\./);
    const subject = await save(QUOTE_EMAIL, { subject: "Quote {quote_no}", body: "Kia ora {first_name}" });
    expect(subject.status).toBe(422);
    expect(await errorOf(subject, "subject")).toMatch(/^\{quote_no\} is not a field of this message\./);
    expect(await listed("Visit reminder (text)")).toBe("Default");
    expect(await listed("Quote sent (email)")).toBe("Default");
  });

  it.each([
    ["a NUL", { body: "{business_name}: hi\u0000. Reply STOP to opt out." }, 400, "The wording cannot contain control characters"],
    [
      "an escape sequence",
      { body: "{business_name}: \u001b[2J Reply STOP to opt out." },
      400,
      "The wording cannot contain control characters",
    ],
    [
      "a wording too long for any message",
      { body: `{business_name}: ${"x".repeat(5_000)} Reply STOP to opt out.` },
      400,
      "Keep the wording to 4000 characters",
    ],
    [
      "a text too long for five segments",
      { body: `{business_name}: ${"x".repeat(700)} Reply STOP to opt out.` },
      422,
      "Keep a text to 640 characters (about five segments)",
    ],
    ["no wording at all", { body: "   " }, 400, "Write the wording"],
  ])("refuses %s with a 4xx beside the field, and stores nothing", async (_, form, status, message) => {
    const res = await save(REMINDER, form);
    expect(res.status).toBe(status);
    expect(await errorOf(res, "body")).toBe(message);
    expect(await shownBody(REMINDER)).toBe(DEFAULT_REMINDER);
  });

  it("refuses a body too large to read with a 413, and stores nothing", async () => {
    const res = await save(REMINDER, { body: "x".repeat(3 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await listed("Visit reminder (text)")).toBe("Default");
  });

  it("refuses half a character (a lone surrogate) in the schema the page parses with", () => {
    const parsed = wordingSchema.safeParse({ body: "{business_name}: Kiri \ud83d Reply STOP to opt out." });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe("The wording contains a broken character: please type it again");
    expect(wordingSchema.safeParse({ body: "{business_name}: Kiri 🙂 Reply STOP to opt out." }).success).toBe(true);
  });

  it("saves a manager's wording, lists who changed it, and resets it to the default", async () => {
    // A visit's text keeps its link to the customer's own page (decision 0221).
    const linkless = await save(REMINDER, { body: "{business_name}: see you {visit_day}. Reply STOP to opt out." }, staff.cookies.manager);
    expect(linkless.status).toBe(422);
    expect(await errorOf(linkless, "body")).toBe("Keep {link}: the customer needs the link to reach their page.");
    const mine = "{business_name}: see you {visit_day} {visit_window}, {first_name}! {link} Reply STOP to opt out.";
    const res = await save(REMINDER, { body: mine }, staff.cookies.manager);
    expect(res.status).toBe(200);
    expect(await shownBody(REMINDER)).toBe(mine);
    expect(await listed("Visit reminder (text)")).toMatch(/^Changed by Mika Manager, /);
    expect(await listed("Visit booked (text)")).toBe("Default");
    const reset = await postForm(staff.url(), REMINDER, { intent: "reset" }, staff.cookies.admin);
    expect(reset.status).toBe(200);
    expect(await shownBody(REMINDER)).toBe(DEFAULT_REMINDER);
    expect(await listed("Visit reminder (text)")).toBe("Default");
  });
});
