import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAccount, replaceRole } from "~/features/auth/staff-accounts.server";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { saveSettings } from "~/features/settings/settings.server";
import { get, postForm, SERVER_START_TIMEOUT_MS, sessionCookie } from "../helpers/auth";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { newLead, STAFF } from "../helpers/jobs";
import { postQuote, validQuote } from "../helpers/quote";
import { MANAGER, startLeadsServer, type LeadsServer } from "./leads-fixtures";

/*
 * Issue 40, item 11: with no mail server set (a trial install) the outbox said "Every email has
 * gone out" while nothing had, and staff could neither read a captured email nor copy a link
 * from it. /admin/email now says plainly that mail is only captured, lists every email, sent or
 * captured, and opens each to read its text and copy its links; a sign-in link (a staff
 * password reset) is shown to administrators only.
 */
const ADMIN = "ana.admin@reader.test";
const PASSWORD = "reader-password-123";
let s: LeadsServer;
let admin = "";

beforeAll(async () => {
  s = await startLeadsServer(
    [],
    async (db) => {
      const id = await insertAccount(db, { name: "Ana Admin", email: ADMIN, password: PASSWORD });
      await replaceRole(db, id!, "admin");
      await saveSettings(db, STAFF, INVOICE_SETTINGS);
      const { id: jobId } = await createJobFromLead(db, STAFF, await newLead(db, "hemi.invoice@example.co.nz", "Hemi Invoice"), {
        title: "Gutters",
        scope: "Clean them.",
      });
      const { id: invoiceId } = await createJobInvoice(db, STAFF, jobId, INVOICE_SETTINGS);
      await saveInvoiceLine(db, STAFF, invoiceId, { description: "Gutter clean", quantity: 1, unitPriceCents: 15_000 }, INVOICE_SETTINGS);
      await sendInvoice(db, STAFF, invoiceId, INVOICE_SETTINGS);
    },
    { MAIL_POLL_MS: "100", JOBS_POLL_MS: "100" },
  );
  admin = await sessionCookie(s.server.url, ADMIN, PASSWORD);
  // Two customers ask for quotes: each request queues the office's email and the customer's confirmation.
  for (const [name, email] of [
    ["Aroha Reader", "aroha.reader@example.co.nz"],
    ["Tama Reader", "tama.reader@example.co.nz"],
  ])
    expect((await postQuote(s.server.url, validQuote({ name, email, fillTimeMs: 20_000 }))).status).toBe(201);
  // A staff password reset: its email carries a link that signs in as the manager.
  const reset = await fetch(`${s.server.url}/api/auth/request-password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: s.server.url },
    body: JSON.stringify({ email: MANAGER }),
  });
  expect(reset.status).toBe(200);
}, SERVER_START_TIMEOUT_MS);
afterAll(() => s?.dispose());

const page = async (path: string, cookie = s.cookie) => {
  const res = await get(s.server.url + path, cookie);
  return { status: res.status, doc: parse(await res.text()) };
};
/** The "All email" table's rows, each as its cells' text, and the link to read each. */
async function allEmail(search = "") {
  const { doc } = await page(`/admin/email${search}`);
  const table = doc.querySelectorAll("main table").find((t) => t.querySelector("caption")?.text.includes("Every email"));
  return (table?.querySelectorAll("tbody tr") ?? []).map((row) => ({
    text: row.text.replace(/\s+/g, " "),
    href: row.querySelector("a")?.getAttribute("href") ?? "",
  }));
}
const readerFor = async (subject: RegExp, to: string) => {
  const row = (await allEmail()).find((r) => subject.test(r.text) && r.text.includes(to));
  expect(row, `an email to ${to}`).toBeDefined();
  return row!.href;
};
const copyLinks = (doc: HTMLElement) =>
  doc.querySelectorAll("main label").map((label) => ({
    label: label.text.trim(),
    url: doc.getElementById(label.getAttribute("for") ?? "")?.getAttribute("value") ?? "",
  }));

describe("the outbox with no mail server set", () => {
  it("says plainly that email is only captured, never that every email has gone out", async () => {
    await expect.poll(async () => (await allEmail()).filter((r) => r.text.includes("Captured")).length, { timeout: 30_000 }).toBe(6);
    const { doc } = await page("/admin/email");
    const text = doc.querySelector("main")!.text.replace(/\s+/g, " ");
    expect(text).toContain("Email is only being captured, not sent.");
    expect(text).toContain("No mail server is set (SMTP_URL)");
    expect(text).not.toContain("Every email has gone out");
  });

  it("lists every email, each with its own recipient and state", async () => {
    const rows = await allEmail();
    expect(rows).toHaveLength(6);
    for (const to of ["aroha.reader@example.co.nz", "tama.reader@example.co.nz", "hemi.invoice@example.co.nz", MANAGER])
      expect(rows.filter((r) => r.text.includes(to))).toHaveLength(1);
    expect(rows.filter((r) => /New quote request|New lead/i.test(r.text))).toHaveLength(2);
    expect(rows.every((r) => r.text.includes("Captured, not sent"))).toBe(true);
    // Found by recipient, and by state.
    expect((await allEmail("?q=tama.reader")).map((r) => r.text)).toEqual([expect.stringContaining("tama.reader@example.co.nz")]);
    expect(await allEmail("?state=sent")).toEqual([]);
  });

  it("opens each customer's own email to read, not another's", async () => {
    for (const [name, email, other] of [
      ["Aroha", "aroha.reader@example.co.nz", "Tama"],
      ["Tama", "tama.reader@example.co.nz", "Aroha"],
    ]) {
      const { status, doc } = await page(await readerFor(/./, email));
      expect(status).toBe(200);
      const text = doc.querySelector("main pre")?.text ?? "";
      expect(text).toContain(name);
      expect(text).not.toContain(other);
      expect(doc.querySelector("main")!.text).toContain(email);
    }
  });

  it("gives the invoice's link to copy, and the link opens the invoice", async () => {
    const { doc } = await page(await readerFor(/invoice/i, "hemi.invoice@example.co.nz"));
    const links = copyLinks(doc);
    const invoice = links.find((l) => l.label === "Link to the invoice");
    expect(invoice?.url).toMatch(/\/i\/[A-Za-z0-9_-]{43}$/);
    expect(doc.querySelector("main")!.text).toContain("INV-000001.pdf");
    const opened = await get(s.server.url + new URL(invoice!.url).pathname);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("INV-000001");
  });

  it("shows a staff password reset's link to an administrator only", async () => {
    const href = await readerFor(/password/i, MANAGER);
    const asManager = await page(href);
    expect(asManager.status).toBe(200);
    expect(asManager.doc.querySelector("main")!.text).not.toMatch(/reset-password\?token=/);
    expect(asManager.doc.querySelector("main")!.text).toContain("shown to administrators only");
    const asAdmin = await page(href, admin);
    const link = copyLinks(asAdmin.doc).find((l) => l.label === "Link to set a password");
    expect(link?.url).toMatch(/\/admin\/reset-password\?token=/);
  });

  it("answers an email that does not exist, or an id that could not be one, with a 404", async () => {
    expect((await page("/admin/email/999999")).status).toBe(404);
    expect((await page("/admin/email/2147483648")).status).toBe(404);
    expect((await page("/admin/email/abc")).status).toBe(404);
  });
});

describe("sending a captured email again", () => {
  it("is not offered: it was not a failure, there is nothing to retry", async () => {
    const href = await readerFor(/./, "aroha.reader@example.co.nz");
    const { doc } = await page(href);
    expect(doc.querySelectorAll("main button").map((b) => b.text.trim())).not.toContain("Send again now");
    const res = await postForm(s.server.url, href, { intent: "resend", emailId: href.split("/").pop()! }, s.cookie);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("That email has gone out already");
  });
});
