import { and, count, eq, gt, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { InvoiceRow } from "~/features/invoices/records.server";
import { invoiceNumber } from "~/features/invoices/records.server";
import { balanceDue } from "~/features/invoices/statuses";
import type { BusinessSettings } from "~/features/settings/schema";
import { DomainError } from "~/lib/domain-error";
import { formatMoney, type Cents } from "~/lib/money";
import type { Database } from "~/platform/db/database";
import { logger } from "~/platform/logger.server";
import { MAX_CARD_PAYMENT_CENTS, MIN_CARD_PAYMENT_CENTS } from "./schema";
import { cardSurcharge } from "./surcharge";
import { cardCheckoutsTable } from "./tables";

/*
 * Opening Stripe's payment page for an invoice (docs/decisions/0160, 0161). A POST from the
 * customer's page asks for it; a page already open for the same invoice and amount is given
 * again, and a new one is asked of Stripe with an idempotency key, so two taps, two tabs or a
 * retried request make one Checkout session. Nothing here records money: only Stripe's signed
 * webhook does (webhook.server.ts).
 */

/** How long a payment page stays open at least; Stripe allows 30 minutes to 24 hours. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Pages asked for within one such span share their expiry, which is part of the idempotency key:
 * Stripe refuses a key sent again with other parameters, so two taps a second apart must send
 * the same `expires_at` (a page then lives 60 to 70 minutes).
 */
const EXPIRY_STEP_MS = 10 * 60 * 1000;
/** A page with less time than this left is not handed out again: the customer might not finish in time. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;

export const CARD_PAYMENTS_OFF = "Card payments are not available: please pay by bank transfer, as the invoice shows.";

/** What the customer's page offers: the whole balance, the smallest part and the surcharge's rate. */
export function cardOffer(
  invoice: Pick<InvoiceRow, "inclusiveCents" | "paidCents" | "creditedCents">,
  settings: Pick<BusinessSettings, "payments">,
) {
  const balance = balanceDue(invoice);
  const percent = settings.payments.cardSurchargePercent;
  return {
    balanceCents: balance,
    minimumCents: Math.min(balance, MIN_CARD_PAYMENT_CENTS),
    maximumCents: Math.min(balance, MAX_CARD_PAYMENT_CENTS),
    surchargePercent: percent,
    surchargeOnBalanceCents: cardSurcharge(Math.min(balance, MAX_CARD_PAYMENT_CENTS), percent),
  };
}

/** Refuses a card payment the invoice cannot take: void, paid, a credit note, or an amount outside what is owed. */
function refuseUnpayable(invoice: InvoiceRow, amountCents: Cents, offer: ReturnType<typeof cardOffer>) {
  const number = invoiceNumber(invoice);
  if (invoice.status === "void") throw new DomainError(`${number} has been cancelled: there is nothing to pay.`);
  if (invoice.kind === "credit_note" || !["sent", "part_paid"].includes(invoice.status) || offer.balanceCents <= 0)
    throw new DomainError(`${number} has nothing left to pay. Thank you.`);
  if (amountCents > offer.balanceCents)
    throw new DomainError(`That is more than the ${formatMoney(offer.balanceCents)} to pay on ${number}.`, {
      field: "amount",
      status: 400,
    });
  if (amountCents > offer.maximumCents)
    throw new DomainError(`A card payment can be at most ${formatMoney(offer.maximumCents)}: please pay the rest by bank transfer.`, {
      field: "amount",
      status: 400,
    });
  if (amountCents < offer.minimumCents)
    throw new DomainError(`A card payment must be at least ${formatMoney(offer.minimumCents)}.`, { field: "amount", status: 400 });
}

export interface ReturnAddresses {
  /** Where Stripe sends the customer once paid; "{CHECKOUT_SESSION_ID}" is filled in by Stripe. */
  success: string;
  cancel: string;
}

/**
 * The address of Stripe's payment page for `amountCents` of the invoice (plus any surcharge):
 * an open one for the same amount if there is one, else a new Checkout session.
 */
export async function cardPaymentPage(
  db: Database,
  stripe: Stripe | null,
  invoice: InvoiceRow,
  amountCents: Cents,
  settings: Pick<BusinessSettings, "payments" | "businessName">,
  returnTo: ReturnAddresses,
  now = new Date(),
): Promise<string> {
  if (!stripe) throw new DomainError(CARD_PAYMENTS_OFF);
  const offer = cardOffer(invoice, settings);
  refuseUnpayable(invoice, amountCents, offer);
  const surchargeCents = cardSurcharge(amountCents, offer.surchargePercent);
  const same = and(
    eq(cardCheckoutsTable.invoiceId, invoice.id),
    eq(cardCheckoutsTable.amountCents, amountCents),
    eq(cardCheckoutsTable.surchargeCents, surchargeCents),
    eq(cardCheckoutsTable.status, "open"),
  );
  const reusable = and(same, gt(cardCheckoutsTable.expiresAt, new Date(now.getTime() + REUSE_MARGIN_MS)));
  // One statement, so one snapshot: a page another tap has just kept is either found here to
  // give again or not counted at all. Two taps at once count the same pages and so send the same
  // key; read apart, the second could miss the page and still count it, and open another.
  const [{ made, open }] = await db
    .select({ made: count(), open: sql<string | null>`max(${cardCheckoutsTable.url}) filter (where ${reusable})` })
    .from(cardCheckoutsTable)
    .where(eq(cardCheckoutsTable.invoiceId, invoice.id));
  if (open) return open;

  // The nth page for this invoice.
  const number = invoiceNumber(invoice);
  // The invoice's creation instant keeps keys of two databases on one Stripe account apart.
  const expiresAt = Math.ceil((now.getTime() + CHECKOUT_LIFETIME_MS) / EXPIRY_STEP_MS) * (EXPIRY_STEP_MS / 1000);
  const idempotencyKey = `checkout:${invoice.id}:${invoice.createdAt.getTime()}:${made + 1}:${amountCents}:${surchargeCents}:${expiresAt}`;
  const metadata = {
    invoice_id: String(invoice.id),
    invoice_number: number,
    amount_cents: String(amountCents),
    surcharge_cents: String(surchargeCents),
    surcharge_percent: String(offer.surchargePercent),
  };
  const lineItems = [
    {
      quantity: 1,
      price_data: {
        currency: "nzd",
        unit_amount: amountCents,
        product_data: {
          name: `${amountCents === offer.balanceCents ? "Payment" : "Part payment"} of invoice ${number}`,
          description: `${settings.businessName}, ${invoice.title}`.slice(0, 500),
        },
      },
    },
  ];
  if (surchargeCents > 0)
    lineItems.push({
      quantity: 1,
      price_data: {
        currency: "nzd",
        unit_amount: surchargeCents,
        product_data: {
          name: `Card surcharge (${offer.surchargePercent}%)`,
          description: "What the card payment costs us, incl. GST. Pay by bank transfer for no surcharge.",
        },
      },
    });
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      // Card only, which Stripe's page also offers as Apple Pay and Google Pay where the device has them.
      allowed_payment_method_types: ["card"],
      submit_type: "pay",
      line_items: lineItems,
      customer_email: invoice.buyer.email || undefined,
      client_reference_id: `invoice-${invoice.id}`,
      metadata,
      payment_intent_data: { description: `${number} · ${settings.businessName}`.slice(0, 1000), metadata },
      success_url: returnTo.success,
      cancel_url: returnTo.cancel,
      expires_at: expiresAt,
    },
    { idempotencyKey },
  );
  if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`);
  await db
    .insert(cardCheckoutsTable)
    .values({
      invoiceId: invoice.id,
      sessionId: session.id,
      amountCents,
      surchargeCents,
      url: session.url,
      expiresAt: new Date(session.expires_at * 1000),
    })
    .onConflictDoNothing({ target: cardCheckoutsTable.sessionId });
  logger.info({ invoiceId: invoice.id, session: session.id, amountCents, surchargeCents }, "card payment page opened");
  return session.url;
}

/** Where a customer's return from Stripe stands: their payment recorded (complete) or not yet. */
export async function checkoutStatus(db: Database, invoiceId: number, sessionId: string) {
  const [row] = await db
    .select({ status: cardCheckoutsTable.status, amountCents: cardCheckoutsTable.amountCents })
    .from(cardCheckoutsTable)
    .where(and(eq(cardCheckoutsTable.invoiceId, invoiceId), eq(cardCheckoutsTable.sessionId, sessionId)));
  return row ?? null;
}
