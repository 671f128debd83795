import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerOfPageLink } from "~/features/customers/page-link.server";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { recordPayment } from "~/features/invoices/payments.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { runVisitReminders } from "~/features/jobs/visit-reminders.server";
import { addVisit, changeVisit, setVisitStatus } from "~/features/jobs/visits.server";
import { findQuoteByLink } from "~/features/quotes/customer-quote.server";
import { acceptQuote } from "~/features/quotes/respond.server";
import { addDays, todayInAuckland } from "~/lib/clock";
import { leadsTable } from "~/features/leads/tables";
import { emailOutboxTable } from "~/features/mail/tables";
import { INVOICE_SETTINGS, sentQuoteOn } from "../helpers/invoices";
import { finishJob, newLead, newTradie, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Issue 45, item 1: every email to a customer about their work ends with a link to their own page
 * (docs/decisions/0202). Two customers each get links that open their own page; a quote sent to a
 * stranger's address that a phone match filed under a customer carries none.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

/** Each kind of customer email about their work (docs/decisions/0202) this test makes for both customers. */
const WITH_PAGE = [
  "quote-sent",
  "quote-accepted-receipt",
  "visit-booked",
  "visit-reminder",
  "visit-moved",
  "visit-on-the-way",
  "visit-cancelled",
  "invoice-sent",
  "invoice-receipt",
];

const PAGE_LINK = /https?:\/\/[^\s"<>]+\/c\/([A-Za-z0-9_-]{43})/;

async function emailsTo(email: string) {
  return db()
    .select()
    .from(emailOutboxTable)
    .where(eq(emailOutboxTable.to, [email]))
    .orderBy(emailOutboxTable.id);
}
async function customerOf(leadId: number) {
  const [lead] = await db().select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, leadId));
  return lead.customerId!;
}
/** The customer the page link in this email opens, checked in both its parts; null when it has none. */
async function pageIn(email: { html: string | null; text: string | null }) {
  const [inText, inHtml] = [PAGE_LINK.exec(email.text ?? "")?.[1], PAGE_LINK.exec(email.html ?? "")?.[1]];
  expect(inText).toBe(inHtml);
  return inText ? customerOfPageLink(db(), inText) : null;
}

describe("the customer's page in their emails", () => {
  it("ends each of two customers' quote, acceptance, visit (booked, reminder, moved, on the way, cancelled), invoice and receipt emails with a link to their own page", async () => {
    const people = [
      { name: "Aroha Pagelink", email: "aroha@page-emails.test", phone: "021 555 0501" },
      { name: "Tama Pagelink", email: "tama@page-emails.test", phone: "021 555 0502" },
    ];
    const customers: number[] = [];
    for (const person of people) {
      const leadId = await newLead(db(), person.email, person.name, person.phone);
      const { link } = await sentQuoteOn(db(), leadId);
      const quote = (await findQuoteByLink(db(), link.split("/q/")[1]))!;
      await acceptQuote(db(), quote, { name: person.name, chosen: [] }, { ip: "203.0.113.9", userAgent: "Test" }, INVOICE_SETTINGS, link);
      const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Gutters", scope: "" });
      // A visit booked, moved, then cancelled, and another the tradie is on the way to, then cancelled too.
      const tradie = await newTradie(db(), `Moved ${person.name}`, `moved.${person.email}`);
      for (const [n, news] of (["moved", "on-the-way"] as const).entries()) {
        const time = { timing: "fixed" as const, start: (8 + n * 4) * 60, end: (10 + n * 4) * 60, tradieIds: [tradie], instructions: "" };
        const { id: visitId } = await addVisit(db(), STAFF, { jobId }, { day: addDays(todayInAuckland(), 5), ...time }, INVOICE_SETTINGS);
        await answerOffer(db(), { id: tradie, name: "Moved" }, visitId, { accept: true }, INVOICE_SETTINGS);
        if (news === "moved") {
          await changeVisit(db(), STAFF, visitId, { day: addDays(todayInAuckland(), 6), ...time }, INVOICE_SETTINGS);
          // Its reminder the day before (the move made it the visit's second time: sequence 1).
          const reminder = { id: 1, kind: "visit.reminder", attempt: 1, payload: { visitId, sequence: 1 }, complete: async () => {} };
          await runVisitReminders(db(), [reminder], async () => {}, INVOICE_SETTINGS);
        } else await setVisitStatus(db(), STAFF, visitId, "on_the_way", INVOICE_SETTINGS);
        await setVisitStatus(db(), STAFF, visitId, "cancelled", INVOICE_SETTINGS);
      }
      await finishJob(db(), jobId, `tradie.${person.email}`, INVOICE_SETTINGS);
      const { id: invoiceId } = await createJobInvoice(db(), STAFF, jobId, INVOICE_SETTINGS);
      await saveInvoiceLine(db(), STAFF, invoiceId, { description: "Gutter clean", quantity: 1, unitPriceCents: 18_000 }, INVOICE_SETTINGS);
      await sendInvoice(db(), STAFF, invoiceId, INVOICE_SETTINGS);
      await recordPayment(
        db(),
        STAFF,
        invoiceId,
        { amountCents: 5_000, paidOn: todayInAuckland(), method: "bank_transfer", reference: "", sendReceipt: true },
        INVOICE_SETTINGS,
      );
      const customerId = await customerOf(leadId);
      customers.push(customerId);
      const emails = await emailsTo(person.email);
      const kinds = emails.map((e) => e.kind);
      expect(kinds).toEqual(expect.arrayContaining(WITH_PAGE));
      for (const email of emails.filter((e) => WITH_PAGE.includes(e.kind)))
        expect(await pageIn(email), `${email.kind} to ${person.email}`).toBe(customerId);
      expect(emails.find((e) => e.kind === "quote-sent")!.text).toContain(
        "All your quotes, visits and invoices with us are on your own page",
      );
    }
    expect(customers[0]).not.toBe(customers[1]);
  });

  it("puts no page link in a quote to a stranger's address filed under a customer by their phone", async () => {
    const stranger = await newLead(db(), "mallory@page-emails.test", "Aroha Pagelink", "021 555 0501");
    expect(await customerOf(stranger)).toBe(await customerOf(1));
    await sentQuoteOn(db(), stranger);
    const [quote] = (await emailsTo("mallory@page-emails.test")).filter((e) => e.kind === "quote-sent");
    expect(quote.text).toContain("View your quote");
    expect(await pageIn(quote)).toBeNull();
  });
});
