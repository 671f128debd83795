import { eq, isNotNull, and } from "drizzle-orm";
import type Stripe from "stripe";
import { issueCreditNote } from "~/features/invoices/credits.server";
import { CARD_PROVIDER, takeBackPayment } from "~/features/invoices/payments.server";
import { invoiceNumber, recordInvoiceEvent, type InvoiceRow } from "~/features/invoices/records.server";
import { invoicesTable } from "~/features/invoices/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { isDomainError } from "~/lib/domain-error";
import { formatMoney, type Cents } from "~/lib/money";
import type { Transaction } from "~/platform/db/database";
import { moneyLeft, takeBack, type MoneyPlaces } from "./allocation";
import { auditCardMoney, eventDay, idOf, onLeadTimeline, STRIPE_ACTOR, tellTeam, type EventHandler } from "./event-context.server";
import { cardDisputesTable, cardPaymentsTable, cardRefundsTable } from "./tables";

/*
 * Money given back on a card payment (docs/decisions/0163): a refund made in Stripe's dashboard,
 * or a dispute the customer's bank decided against the business (disputes.server.ts). What was
 * held comes back first, then what was on the invoice, then the surcharge (allocation.ts). Money
 * that comes off an invoice is a negative payment on it; when a refund gives back money the
 * customer owed (not a duplicate or fraudulent charge), the price of the supply came down, and
 * the GST Act asks for supply correction information: a credit note, sent to the customer.
 */

export type CardPaymentRow = typeof cardPaymentsTable.$inferSelect;

/** Thrown when Stripe tells of money back on a payment not recorded here (yet, or ever): webhook.server.ts decides which. */
export class UnknownPayment extends Error {
  constructor(readonly paymentIntentId: string | null) {
    super(`no card payment recorded for ${paymentIntentId ?? "a payment without an intent"}`);
  }
}

/** The card payment a refund or dispute is about, locked. */
export async function lockCardPayment(tx: Transaction, paymentIntentId: string | null): Promise<CardPaymentRow> {
  const [payment] = paymentIntentId
    ? await tx.select().from(cardPaymentsTable).where(eq(cardPaymentsTable.paymentIntentId, paymentIntentId)).for("update")
    : [];
  if (!payment) throw new UnknownPayment(paymentIntentId);
  return payment;
}

/** What is still in each place of a payment, after its refunds and lost disputes. */
export async function moneyLeftOn(tx: Transaction, payment: CardPaymentRow) {
  const places = { held: cardRefundsTable.heldCents, invoice: cardRefundsTable.invoiceCents, surcharge: cardRefundsTable.surchargeCents };
  const refunds = await tx.select(places).from(cardRefundsTable).where(eq(cardRefundsTable.cardPaymentId, payment.id));
  const lost = await tx
    .select({ held: cardDisputesTable.heldCents, invoice: cardDisputesTable.invoiceCents, surcharge: cardDisputesTable.surchargeCents })
    .from(cardDisputesTable)
    .where(and(eq(cardDisputesTable.cardPaymentId, payment.id), isNotNull(cardDisputesTable.reversedAt)));
  return moneyLeft(
    {
      amountCents: payment.amountCents,
      appliedCents: payment.appliedCents,
      invoicedSurchargeCents: payment.surchargeInvoiceId === null ? 0 : payment.surchargeCents,
    },
    [...refunds, ...lost],
  );
}

async function lockInvoiceRow(tx: Transaction, id: number): Promise<InvoiceRow> {
  const [invoice] = await tx.select().from(invoicesTable).where(eq(invoicesTable.id, id)).for("update");
  return invoice;
}

/**
 * Takes `split` off the payment's invoice and surcharge invoice as negative card payments, and
 * (`credit`) issues a credit note for each. A credit note that cannot be issued (the invoice is
 * credited in full already, or lacks what a tax document needs) is left to staff, said on the
 * invoice's timeline: the money moved, and the record of it must not wait.
 */
export async function takeOffInvoices(
  tx: Transaction,
  payment: CardPaymentRow,
  split: MoneyPlaces,
  how: { reference: string; paidOn: string; detail: string; credit: string | null },
  settings: BusinessSettings,
  now: Date,
) {
  const notes: { invoice: number | null; surcharge: number | null } = { invoice: null, surcharge: null };
  const places: Array<["invoice" | "surcharge", number | null, Cents]> = [
    ["invoice", payment.invoiceId, split.invoice],
    ["surcharge", payment.surchargeInvoiceId, split.surcharge],
  ];
  for (const [place, invoiceId, cents] of places) {
    if (invoiceId === null || cents <= 0) continue;
    const invoice = await lockInvoiceRow(tx, invoiceId);
    const after = await takeBackPayment(
      tx,
      STRIPE_ACTOR,
      invoice,
      {
        amountCents: cents,
        paidOn: how.paidOn,
        method: "card",
        reference: how.reference,
        source: CARD_PROVIDER,
        detail: `${formatMoney(cents)} ${how.detail}`,
      },
      now,
    );
    if (how.credit === null) continue;
    const creditable = Math.min(cents, after.inclusiveCents - after.creditedCents);
    if (creditable <= 0) continue;
    try {
      // A savepoint: a credit note refused leaves the refund itself recorded.
      const note = await tx.transaction((inner) =>
        issueCreditNote(inner, STRIPE_ACTOR, after, { amountCents: creditable, reason: how.credit! }, settings, now),
      );
      notes[place] = note.id;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      await recordInvoiceEvent(
        tx,
        STRIPE_ACTOR,
        invoiceId,
        `No credit note was issued for the refund: ${error.message} Issue one from this page.`,
      );
    }
  }
  return notes;
}

const REFUND_GONE = new Set(["failed", "canceled"]);

export const recordRefund: EventHandler = async (tx, event, { settings, now }) => {
  const refund = event.data.object as Stripe.Refund;
  const payment = await lockCardPayment(tx, idOf(refund.payment_intent));
  const [invoice] = await tx.select().from(invoicesTable).where(eq(invoicesTable.id, payment.invoiceId));
  const number = invoiceNumber(invoice);
  const [known] = await tx.select().from(cardRefundsTable).where(eq(cardRefundsTable.refundId, refund.id));
  if (known) {
    await tx
      .update(cardRefundsTable)
      .set({ status: refund.status ?? known.status, balanceTransactionId: idOf(refund.balance_transaction) ?? known.balanceTransactionId })
      .where(eq(cardRefundsTable.id, known.id));
    if (REFUND_GONE.has(refund.status ?? "") && !REFUND_GONE.has(known.status)) {
      // Stripe could not give the money back after all: staff decide what the invoice should say.
      await tx.update(cardPaymentsTable).set({ attention: "refund_failed" }).where(eq(cardPaymentsTable.id, payment.id));
      const detail = `The card refund of ${formatMoney(known.amountCents)} ${refund.status === "failed" ? "failed" : "was cancelled"}: the customer did not get the money back`;
      await recordInvoiceEvent(tx, STRIPE_ACTOR, invoice.id, `${detail}. Check it in Stripe.`);
      await tellTeam(
        tx,
        invoice,
        { what: "attention", headline: `A card refund on ${number} did not go through`, rows: [], todo: `${detail}.` },
        settings,
      );
      return `Refund ${refund.id} on ${number} ${refund.status}`;
    }
    return `Refund ${refund.id} on ${number} now ${refund.status}`;
  }
  if (REFUND_GONE.has(refund.status ?? "")) return `Refund ${refund.id} on ${number} ${refund.status}: nothing moved`;

  const paidOn = eventDay(event);
  const split = takeBack(await moneyLeftOn(tx, payment), refund.amount);
  // A duplicate or fraudulent charge was never the price of the work: nothing to correct.
  const credit = refund.reason === "duplicate" || refund.reason === "fraudulent" ? null : `Refund to the customer's card on ${number}`;
  const notes = await takeOffInvoices(
    tx,
    payment,
    split,
    { reference: `Stripe ${refund.id}`, paidOn, detail: "refunded to the customer's card", credit },
    settings,
    now,
  );
  await tx.insert(cardRefundsTable).values({
    cardPaymentId: payment.id,
    refundId: refund.id,
    amountCents: refund.amount,
    reason: refund.reason ?? null,
    heldCents: split.held,
    invoiceCents: split.invoice,
    surchargeCents: split.surcharge,
    creditNoteId: notes.invoice,
    surchargeCreditNoteId: notes.surcharge,
    status: refund.status ?? "pending",
    balanceTransactionId: idOf(refund.balance_transaction),
    refundedOn: paidOn,
  });
  await tx
    .update(cardPaymentsTable)
    .set({
      refundedCents: payment.refundedCents + refund.amount,
      // Held money refunded in full: nothing is left for staff to do.
      attention: split.held > 0 && (await moneyLeftOn(tx, payment)).held <= 0 ? null : payment.attention,
    })
    .where(eq(cardPaymentsTable.id, payment.id));
  if (split.held > 0)
    await recordInvoiceEvent(tx, STRIPE_ACTOR, invoice.id, `${formatMoney(split.held)} of held card money refunded to the customer`);
  await onLeadTimeline(tx, invoice, `${formatMoney(refund.amount)} refunded to the customer's card (${number})`);
  await auditCardMoney(tx, invoice.id, "invoice.card-refund", {
    refundId: refund.id,
    amountCents: refund.amount,
    reason: refund.reason,
    ...split,
    creditNotes: notes,
  });
  await tellTeam(
    tx,
    invoice,
    {
      what: "refunded",
      headline: `${formatMoney(refund.amount)} refunded by card on ${number}`,
      rows: [
        { label: "Refunded", value: formatMoney(refund.amount) },
        { label: "Off the invoice", value: formatMoney(split.invoice + split.surcharge) },
        { label: "Credit note", value: notes.invoice || notes.surcharge ? "Issued and sent to the customer" : "None" },
      ],
    },
    settings,
  );
  return `Refund ${refund.id} of ${formatMoney(refund.amount)} on ${number}`;
};
