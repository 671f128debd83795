import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "~/features/access-links/tokens.server";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { newInvoiceLink, sendInvoice } from "~/features/invoices/send.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { saveSettings } from "~/features/settings/settings.server";
import { get, postForm } from "../helpers/auth";
import { INVOICE_SETTINGS, sentQuoteOn } from "../helpers/invoices";
import { finishJob, newLead, STAFF } from "../helpers/jobs";
import { startLeadsServer, type LeadsServer } from "./leads-fixtures";

/*
 * Issue 45, item 4: every item's own link still works and leads to the customer's page. Two
 * customers each hold a quote, a job, an invoice and a review link; "Open your page" on each is a
 * POST that makes a new page link and opens it, that customer's and never the other's.
 */
const CUSTOMERS = [
  { name: "Aroha Items", email: "aroha@items.test", phone: "021 555 0401" },
  { name: "Tama Items", email: "tama@items.test", phone: "021 555 0402" },
];
type Links = { quote: string; job: string; invoice: string; review: string };
const links: Links[] = [];
let strangersQuote = "";
let s: LeadsServer;
const path = (link: string) => new URL(link).pathname;

beforeAll(async () => {
  s = await startLeadsServer([], async (db) => {
    await saveSettings(db, STAFF, INVOICE_SETTINGS);
    for (const c of CUSTOMERS) {
      const leadId = await newLead(db, c.email, c.name, c.phone);
      const quote = await sentQuoteOn(db, leadId);
      const { id: jobId } = await createJobFromLead(db, STAFF, leadId, { title: "Gutters", scope: "Clean them." });
      await finishJob(db, jobId, `tradie.${c.email}`, INVOICE_SETTINGS);
      const { id: invoiceId } = await createJobInvoice(db, STAFF, jobId, INVOICE_SETTINGS);
      await saveInvoiceLine(db, STAFF, invoiceId, { description: "Gutter clean", quantity: 1, unitPriceCents: 20_000 }, INVOICE_SETTINGS);
      await sendInvoice(db, STAFF, invoiceId, INVOICE_SETTINGS);
      const expiresAt = new Date(Date.now() + 30 * 86_400_000);
      const token = (purpose: "job" | "review") => issueAccessToken(db, { purpose, subjectId: jobId, expiresAt });
      links.push({
        quote: path(quote.link),
        job: `/j/${await token("job")}`,
        invoice: path((await newInvoiceLink(db, STAFF, invoiceId)).link),
        review: `/r/${await token("review")}`,
      });
    }
    // Someone who knows Aroha's name and number asks with their own address: filed under Aroha by
    // the phone, quoted at their address. Their quote's page must not open Aroha's.
    strangersQuote = path((await sentQuoteOn(db, await newLead(db, "mallory@items.test", "Aroha Items", "021 555 0401"))).link);
  });
}, 120_000);
afterAll(() => s?.dispose());

async function openPageFrom(itemPath: string): Promise<string> {
  const res = await postForm(s.server.url, itemPath, { intent: "customer-page" });
  expect(res.status, itemPath).toBe(302);
  const location = res.headers.get("location") ?? "";
  expect(location).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);
  return path(location);
}

describe("an item's page leads to the customer's own page", () => {
  it("offers it on each of a quote, a job, an invoice and a review page", async () => {
    for (const itemPath of Object.values(links[0])) {
      const res = await get(s.server.url + itemPath);
      expect(res.status, itemPath).toBe(200);
      const footer = parse(await res.text()).querySelector("footer form");
      expect(footer?.querySelector('input[name="intent"]')?.getAttribute("value"), itemPath).toBe("customer-page");
      expect(footer?.text).toContain("Open your page");
    }
  });

  it("opens each customer's own page from each of their items, never the other's", async () => {
    for (const [i, mine] of links.entries()) {
      const [me, other] = [CUSTOMERS[i].name.split(" ")[0], CUSTOMERS[1 - i].name.split(" ")[0]];
      const opened = new Set<string>();
      for (const itemPath of Object.values(mine)) {
        const hub = await openPageFrom(itemPath);
        opened.add(hub);
        const doc = parse(await (await get(s.server.url + hub)).text());
        expect(doc.querySelector("h1")?.text, itemPath).toBe(`Kia ora ${me}`);
        expect(doc.text).not.toContain(other);
      }
      // A new link each time: four presses, four links.
      expect(opened.size).toBe(4);
    }
  });

  it("does not open the customer's page from a quote sent to another address filed under them", async () => {
    expect((await get(s.server.url + strangersQuote)).status).toBe(200);
    const res = await postForm(s.server.url, strangersQuote, { intent: "customer-page" });
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toContain("Your page cannot be opened from here");
  });

  it("refuses a press through a link that opens nothing, and a body that is not a form", async () => {
    expect((await postForm(s.server.url, `/q/${"x".repeat(43)}`, { intent: "customer-page" })).status).toBe(404);
    const json = await fetch(s.server.url + links[0].invoice, {
      method: "POST",
      headers: { "content-type": "application/json", origin: s.server.url },
      body: JSON.stringify({ intent: "customer-page" }),
    });
    expect(json.status).toBe(415);
  });
});
