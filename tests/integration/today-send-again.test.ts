import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutboxTable } from "~/features/mail/tables";
import { textOutboxTable } from "~/features/texts/tables";
import { get, postForm } from "../helpers/auth";
import { startPreparedServer, type PreparedServer } from "../helpers/prepared-server";

/*
 * Issue 45, item 5: a failing email or text on Today has its next action in place, "Send again"
 * for that one message (the emails' and texts' own resend), not a link to a list. Two failed
 * emails and two failed texts to different people: sending one of each again takes just those
 * off the board and leaves the others.
 */
type Made = { emails: number[]; texts: number[] };
let s: PreparedServer<Made>;
beforeAll(async () => {
  s = await startPreparedServer(async (db) => {
    const emails = await db
      .insert(emailOutboxTable)
      .values([
        {
          kind: "invoice-sent",
          to: ["moana.fails@example.co.nz"],
          subject: "Invoice INV-000101 from us",
          text: "x",
          html: "<p>x</p>",
          status: "failed",
          attempts: 5,
        },
        {
          kind: "quote-sent",
          to: ["keri.fails@example.co.nz"],
          subject: "Quote Q-000202 from us",
          text: "x",
          html: "<p>x</p>",
          status: "failed",
          attempts: 5,
        },
      ])
      .returning({ id: emailOutboxTable.id });
    const texts = await db
      .insert(textOutboxTable)
      .values([
        { kind: "visit-booked", to: "+64215550801", body: "Booked", status: "failed", attempts: 5 },
        { kind: "one-off", to: "+64275550802", body: "Hello", status: "uncertain", attempts: 1 },
      ])
      .returning({ id: textOutboxTable.id });
    return { emails: emails.map((e) => e.id), texts: texts.map((t) => Number(t.id)) };
  });
});
afterAll(async () => {
  await s?.dispose();
});

async function sendingLines() {
  const html = parse(await (await get(`${s.server.url}/admin/dashboard`, s.admin)).text());
  return html.querySelectorAll('[data-waiting="waiting-sending"] li').map((li) => ({
    text: li.text.replace(/\s+/g, " ").trim(),
    form: Object.fromEntries(li.querySelectorAll("input[type=hidden]").map((i) => [i.getAttribute("name")!, i.getAttribute("value")!])),
    button: li.querySelector("form button")?.text.trim(),
  }));
}

describe("Today's failing emails and texts", () => {
  it("lists each with a Send again that posts for that message, and sending one of each again leaves the others", async () => {
    const before = await sendingLines();
    expect(before.map((l) => [l.text, l.form, l.button])).toEqual([
      [
        expect.stringContaining("Email to moana.fails@example.co.nz: Invoice INV-000101 from us"),
        { intent: "resend-email", emailId: String(s.made.emails[0]) },
        "Send again",
      ],
      [
        expect.stringContaining("Email to keri.fails@example.co.nz: Quote Q-000202 from us"),
        { intent: "resend-email", emailId: String(s.made.emails[1]) },
        "Send again",
      ],
      [
        expect.stringContaining("Text to 021 555 0801: Visit booked"),
        { intent: "resend-text", textId: String(s.made.texts[0]) },
        "Send again",
      ],
      [
        expect.stringMatching(/Text to 027 555 0802: Text from staff.*May have gone out/),
        { intent: "resend-text", textId: String(s.made.texts[1]) },
        "Send again",
      ],
    ]);

    const email = await postForm(s.server.url, "/admin/dashboard", before[0].form, s.admin);
    expect(email.status).toBe(200);
    expect(await email.text()).toContain("The email is being sent again now.");
    const text = await postForm(s.server.url, "/admin/dashboard", before[3].form, s.admin);
    expect(text.status).toBe(200);
    expect(await text.text()).toContain("The text is being sent again now.");

    const after = (await sendingLines()).map((l) => l.form);
    expect(after).toEqual([before[1].form, before[2].form]);
  });

  it("answers 404 for an email or text no longer in the outbox, and 400 for a bad id", async () => {
    const post = (form: Record<string, string>) => postForm(s.server.url, "/admin/dashboard", form, s.admin);
    expect((await post({ intent: "resend-email", emailId: "424242" })).status).toBe(404);
    expect((await post({ intent: "resend-text", textId: "424242" })).status).toBe(404);
    expect((await post({ intent: "resend-text", textId: "abc" })).status).toBe(400);
    expect((await sendingLines()).map((l) => l.form.emailId ?? l.form.textId)).toEqual([String(s.made.emails[1]), String(s.made.texts[0])]);
  });
});
