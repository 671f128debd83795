import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { depositInvoiceForVersion } from "~/features/invoices/invoices.server";
import { invoiceNumber, type InvoiceRow } from "~/features/invoices/records.server";
import { balanceDue, isUnpaid } from "~/features/invoices/statuses";
import { invoicesTable } from "~/features/invoices/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { DomainError } from "~/lib/domain-error";
import { intent } from "~/lib/form-action";
import type { Cents } from "~/lib/money";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Database } from "~/platform/db/database";
import { cardOffer, cardPaymentPage, checkoutStatus, CARD_PAYMENTS_OFF } from "./checkout.server";
import { checkoutSessionId, payByCardSchema } from "./schema";
import { stripeClient } from "./stripe-client.server";

/*
 * "Pay by card" on the customer's pages (docs/decisions/0160, 0165): what the invoice page and
 * an accepted quote's page show about paying, and the posts that open Stripe's payment page. A
 * GET only reads; the post answers with a redirect to Stripe.
 */

/** Where the customer stands on coming back from Stripe's page: their payment recorded, still being confirmed, or left unpaid. */
export type Returning = "recorded" | "confirming" | "left" | null;

async function returningFrom(db: Database, invoiceId: number, search: URLSearchParams): Promise<Returning> {
  const came = search.get("card");
  if (came === "left") return "left";
  const session = checkoutSessionId(search.get("session"));
  if (came !== "done" || !session) return null;
  const checkout = await checkoutStatus(db, invoiceId, session);
  if (!checkout) return null;
  return checkout.status === "complete" ? "recorded" : "confirming";
}

export interface CardPanel {
  /** Card payments are set up and the invoice has something to pay. */
  payable: boolean;
  balanceCents: number;
  minimumCents: number;
  maximumCents: number;
  surchargePercent: number;
  surchargeOnBalanceCents: number;
  returning: Returning;
}

/** What the invoice page offers for paying by card; null when card payments are off and there is nothing to say. */
export async function invoiceCardPanel(
  db: Database,
  invoice: InvoiceRow,
  settings: Pick<BusinessSettings, "payments">,
  search: URLSearchParams,
): Promise<CardPanel | null> {
  const returning = await returningFrom(db, invoice.id, search);
  if (!stripeClient() && returning === null) return null;
  const offer = cardOffer(invoice, settings);
  // While a payment just made is being confirmed, no second one is offered.
  const payable =
    Boolean(stripeClient()) &&
    invoice.kind !== "credit_note" &&
    isUnpaid(invoice.status) &&
    offer.balanceCents > 0 &&
    returning !== "confirming";
  return { payable, returning, ...offer };
}

/** The customer's pages' own address for Stripe to send them back to, with Stripe's session id filled in on success. */
function returnAddresses(page: string) {
  const back = new URL(page);
  const done = new URL(page);
  done.searchParams.set("card", "done");
  back.searchParams.set("card", "left");
  // Stripe fills in {CHECKOUT_SESSION_ID}; URLSearchParams would escape its braces.
  return { success: `${done.toString()}&session={CHECKOUT_SESSION_ID}`, cancel: back.toString() };
}

/** "Pay by card" from a customer's page: a redirect to Stripe's page for the amount chosen, coming back to `page`. */
export async function payInvoiceByCard(
  db: Database,
  invoice: InvoiceRow,
  amount: Cents,
  settings: BusinessSettings,
  page: string,
): Promise<never> {
  throw redirect(await cardPaymentPage(db, stripeClient(), invoice, amount, settings, returnAddresses(page)));
}

/** The invoice page's "Pay by card" post. */
export function invoicePayIntents(db: Database, invoice: InvoiceRow, settings: BusinessSettings, page: string) {
  return {
    "pay-card": intent(payByCardSchema, (input) => payInvoiceByCard(db, invoice, input.amount, settings, page)),
  };
}

export interface DepositPanel {
  amountCents: number;
  /** The deposit invoice, once made (the "quote.accepted" subscriber makes it within seconds). */
  invoiceNumber: string | null;
  paid: boolean;
  balanceCents: number;
  canPayByCard: boolean;
  bankAccount: string;
  surchargePercent: number;
  surchargeCents: number;
  returning: Returning;
}

/** What an accepted quote's page says about its deposit; null when it asked for none. */
export async function depositPanel(
  db: Database,
  version: { id: number; accepted: { depositCents: number } | null },
  settings: Pick<BusinessSettings, "payments" | "invoicing">,
  search: URLSearchParams,
): Promise<DepositPanel | null> {
  const amountCents = version.accepted?.depositCents ?? 0;
  if (amountCents <= 0) return null;
  const [invoice] = await db
    .select()
    .from(invoicesTable)
    .where(and(eq(invoicesTable.quoteVersionId, version.id), eq(invoicesTable.kind, "deposit")));
  const offer = cardOffer(invoice ?? { inclusiveCents: amountCents, paidCents: 0, creditedCents: 0 }, settings);
  const open = !invoice || isUnpaid(invoice.status);
  const returning = invoice ? await returningFrom(db, invoice.id, search) : null;
  return {
    amountCents,
    invoiceNumber: invoice && invoice.status !== "draft" ? invoiceNumber(invoice) : null,
    paid: invoice?.status === "paid",
    balanceCents: invoice ? balanceDue(invoice) : amountCents,
    canPayByCard: Boolean(stripeClient()) && open && invoice?.status !== "void" && returning !== "confirming",
    bankAccount: settings.invoicing.bankAccount,
    surchargePercent: offer.surchargePercent,
    surchargeCents: offer.surchargeOnBalanceCents,
    returning,
  };
}

/** The accepted quote's "Pay the deposit by card": its deposit invoice made now if need be, then Stripe's page for all it owes. */
export function depositPayIntents(db: Database, version: { id: number; status: string }, settings: BusinessSettings, page: string) {
  return {
    "pay-deposit": intent(noFieldsForm, async () => {
      if (!stripeClient()) throw new DomainError(CARD_PAYMENTS_OFF);
      if (version.status !== "accepted") throw new DomainError("Accept the quote first: the deposit is asked for once it is accepted.");
      const invoice = await depositInvoiceForVersion(db, version.id, settings);
      if (!invoice || invoice.status === "void") throw new DomainError("This quote has no deposit to pay.");
      if (invoice.status === "draft")
        throw new DomainError("Your deposit invoice is being prepared by our team: we will email it to you shortly.");
      const url = await cardPaymentPage(db, stripeClient(), invoice, balanceDue(invoice), settings, returnAddresses(page));
      throw redirect(url);
    }),
  };
}
