import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { invoicesTable } from "~/features/invoices/tables";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { cardPaymentPage } from "~/features/payments/checkout.server";
import { makeStripeClient } from "~/features/payments/stripe-client.server";
import { handleStripeEvent } from "~/features/payments/webhook.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { loadConfig } from "~/platform/config.server";
import type { Database } from "~/platform/db/database";
import type { FakeStripe } from "./fake-stripe";
import { postForm } from "./auth";
import { INVOICE_SETTINGS, invoiceLinkIn } from "./invoices";
import { postQuote, validQuote } from "./quote";
import { mailsTo, type SmtpCapture } from "./smtp";
import { newLead, STAFF } from "./jobs";

/** The SDK client the server would make, pointed at the fake (its STRIPE_* variables). */
export function stripeFor(fake: FakeStripe): Stripe {
  return makeStripeClient(loadConfig(fake.env).stripe!);
}

/** Where Stripe would send the customer back: the customer's page is not in these tests. */
export const RETURN_TO = {
  success: "http://127.0.0.1:9/i/t?card=done&session={CHECKOUT_SESSION_ID}",
  cancel: "http://127.0.0.1:9/i/t?card=left",
};

/** A small job's invoice of one line for a new customer, sent. */
export async function sentInvoice(db: Database, email: string, amountCents: number, name = "Aroha Customer", settings = INVOICE_SETTINGS) {
  const leadId = await newLead(db, email, name);
  const { id: jobId } = await createJobFromLead(db, STAFF, leadId, { title: "Small job", scope: "" });
  const { id: invoiceId } = await createJobInvoice(db, STAFF, jobId, settings);
  await saveInvoiceLine(db, STAFF, invoiceId, { description: "Repair", quantity: 1, unitPriceCents: amountCents }, settings);
  await sendInvoice(db, STAFF, invoiceId, settings);
  return { invoiceId, jobId, leadId };
}

export const invoiceRow = async (db: Database, id: number) => (await db.select().from(invoicesTable).where(eq(invoicesTable.id, id)))[0];

/** The Checkout session behind a payment page's address on the fake. */
export const sessionOf = (url: string) => url.split("/c/pay/")[1];

/** Opens the payment page for `amountCents` of an invoice, as the customer's "Pay by card" does. */
export async function openPaymentPage(
  db: Database,
  stripe: Stripe,
  invoiceId: number,
  amountCents: number,
  settings: BusinessSettings,
  now = new Date(),
) {
  return cardPaymentPage(db, stripe, await invoiceRow(db, invoiceId), amountCents, settings, RETURN_TO, now);
}

/** The customer pays on Stripe's page; the event Stripe sends is handled as the webhook would. */
export async function payByCard(
  db: Database,
  stripe: Stripe,
  fake: FakeStripe,
  invoiceId: number,
  amountCents: number,
  settings: BusinessSettings,
) {
  const url = await openPaymentPage(db, stripe, invoiceId, amountCents, settings);
  const event = await fake.paySession(sessionOf(url), { deliver: false });
  const answer = await handleStripeEvent(db, stripe, event, settings);
  const session = event.data.object as Stripe.Checkout.Session;
  return { url, event, answer, paymentIntentId: session.payment_intent as string };
}

/**
 * A sent invoice for a new customer, made through the staff pages of a running server as staff
 * make one: a quote request, a job from its lead, one line, sent. Its link is read from the
 * email delivered over SMTP.
 */
export async function invoiceOverHttp(
  url: string,
  cookie: string,
  smtp: SmtpCapture,
  customer: { name: string; email: string },
  unitPrice: string,
) {
  const quote = await postQuote(url, validQuote({ ...customer, fillTimeMs: 20_000 }));
  if (quote.status !== 201) throw new Error(`quote request refused: ${quote.status}`);
  const job = (
    await postForm(url, `/admin/leads/${quote.body.reference}`, { intent: "new-job", title: "Gutter repair" }, cookie)
  ).headers.get("location")!;
  const invoice = (await postForm(url, job, { intent: "new-invoice" }, cookie)).headers.get("location")!;
  const line = { intent: "line", lineIndex: "", description: "Gutter repair", quantity: "1", unitPrice };
  if ((await postForm(url, invoice, line, cookie)).status !== 200) throw new Error("the line was refused");
  if ((await postForm(url, invoice, { intent: "send" }, cookie)).status !== 200) throw new Error("the invoice was not sent");
  const [mail] = await mailsTo(smtp, customer.email, /^Your invoice INV-/, 1);
  return { staffPath: invoice, invoiceId: Number(invoice.split("/").pop()), link: invoiceLinkIn(mail.parsed.text ?? "") };
}
