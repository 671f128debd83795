import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { customerOfPageLink } from "~/features/customers/page-link.server";
import { creditInvoice } from "~/features/invoices/credits.server";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { invoicesTable } from "~/features/invoices/tables";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { leadsTable } from "~/features/leads/tables";
import { emailOutboxTable } from "~/features/mail/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { jobHandlers } from "~/server/jobs.server";
import { payByCard } from "../helpers/card-payments";
import { useFakeStripe } from "../helpers/fake-stripe-suite";
import { INVOICE_SETTINGS, sentQuoteOn } from "../helpers/invoices";
import { finishJob, newLead, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Issue 45, item 1: every email to a customer about their work carries the link to their own page
 * (docs/decisions/0202, 0220). customer-page-in-emails.test.ts walks the quote, visit and invoice
 * emails; this one the emails sent later by the background jobs and by Stripe's answer: a quote's
 * follow-ups and its last reminder, the overdue invoice's reminder, the credit note, the card
 * receipt, and the review request and its reminder. Two customers; every email either gets is
 * checked, so a kind added later without the link fails here too.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const stripe = useFakeStripe();

const PAGE_LINK = /https?:\/\/[^\s"<>]+\/c\/([A-Za-z0-9_-]{43})/;
/** Due at once, so its reminders fall due within the days the runner's clock moves on. */
const SETTINGS = { ...INVOICE_SETTINGS, invoicing: { ...INVOICE_SETTINGS.invoicing, termsValue: 0 } };
const PEOPLE = [
  { name: "Aroha Everyemail", email: "aroha@every-email.test", phone: "021 555 0521" },
  { name: "Tama Everyemail", email: "tama@every-email.test", phone: "021 555 0522" },
];
/** The kinds made later, by jobs and by Stripe, each of which both customers must get. */
const LATER = [
  "quote-follow-up",
  "quote-expiry-reminder",
  "invoice-reminder",
  "credit-note-sent",
  "card-receipt",
  "review-request",
  "review-reminder",
];

/** Runs every job due by `days` from now, the clock moved on as the business's days pass. */
async function runJobsDue(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  const runner = startJobRunner({
    db: db(),
    logger: pino({ level: "silent" }),
    poll: false,
    now: () => at,
    handlers: jobHandlers(
      () => db(),
      async () => SETTINGS,
      () => stripe.client,
    ),
  });
  while ((await runner.runOnce()) > 0);
  await runner.stop();
}

async function sentJobInvoice(jobId: number, cents: number) {
  const { id } = await createJobInvoice(db(), STAFF, jobId, SETTINGS);
  await saveInvoiceLine(db(), STAFF, id, { description: "Work done", quantity: 1, unitPriceCents: cents }, SETTINGS);
  await sendInvoice(db(), STAFF, id, SETTINGS);
  return id;
}

async function customerWithEverything(person: (typeof PEOPLE)[number]) {
  const leadId = await newLead(db(), person.email, person.name, person.phone);
  await sentQuoteOn(db(), leadId, undefined, undefined, { followUps: true, validDays: 10 });
  const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Gutters", scope: "" });
  await finishJob(db(), jobId, `tradie.${person.email}`, SETTINGS);
  // One invoice left owing (its overdue reminder), another paid by card and part credited.
  const owing = await sentJobInvoice(jobId, 30_000);
  // Its reminder judges "overdue" by today's date, not the runner's clock: it fell due yesterday.
  await db()
    .update(invoicesTable)
    .set({ dueDate: addDays(todayInAuckland(), -1) })
    .where(eq(invoicesTable.id, owing));
  const paid = await sentJobInvoice((await createJobFromLead(db(), STAFF, leadId, { title: "Downpipe", scope: "" })).id, 12_000);
  await payByCard(db(), stripe.client, stripe.fake, paid, 12_000, SETTINGS);
  await creditInvoice(db(), STAFF, paid, { amountCents: 2_000, reason: "Downpipe left as it was" }, SETTINGS);
  expect(owing).not.toBe(paid);
  const [lead] = await db().select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, leadId));
  return lead.customerId!;
}

describe("the customer's page in the emails sent later", () => {
  it("is in every email each of two customers gets, follow-ups, reminders, credit note and receipts included", async () => {
    const customers = [];
    for (const person of PEOPLE) customers.push(await customerWithEverything(person));
    expect(customers[0]).not.toBe(customers[1]);
    for (const days of [4, 8, 12, 20]) await runJobsDue(days);

    for (const [i, person] of PEOPLE.entries()) {
      const emails = await db()
        .select()
        .from(emailOutboxTable)
        .where(eq(emailOutboxTable.to, [person.email]))
        .orderBy(emailOutboxTable.id);
      expect(emails.map((e) => e.kind)).toEqual(expect.arrayContaining(LATER));
      for (const email of emails) {
        const [inText, inHtml] = [PAGE_LINK.exec(email.text ?? "")?.[1], PAGE_LINK.exec(email.html ?? "")?.[1]];
        expect(inText, `${email.kind} to ${person.email}`).toBeDefined();
        expect(inHtml, `${email.kind} to ${person.email}`).toBe(inText);
        expect(await customerOfPageLink(db(), inText!), `${email.kind} to ${person.email}`).toBe(customers[i]);
      }
    }
  });
});
