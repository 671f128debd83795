import { customerPageLinkFor } from "~/features/customers/page-link.server";
import { eq } from "drizzle-orm";
import { currentWordings } from "~/features/message-templates/templates.server";
import type Stripe from "stripe";
import { applyPayment, CARD_PROVIDER } from "~/features/invoices/payments.server";
import { invoiceNumber, recordInvoiceEvent, type InvoiceRow } from "~/features/invoices/records.server";
import { balanceDue, isUnpaid } from "~/features/invoices/statuses";
import { issuePaidSurcharge } from "~/features/invoices/surcharges.server";
import { invoicesTable } from "~/features/invoices/tables";
import { queueEmails } from "~/features/mail/outbox.server";
import { todayInAuckland } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import type { Transaction } from "~/platform/db/database";
import { enqueueJobs } from "~/platform/jobs/queue.server";
import { auditCardMoney, eventDay, idOf, NotOurs, onLeadTimeline, STRIPE_ACTOR, tellTeam, type EventHandler } from "./event-context.server";
import { CARD_FEE_JOB } from "./fees.server";
import { cardReceiptEmail } from "./payment-emails.server";
import { cardCheckoutsTable, cardPaymentsTable } from "./tables";

/*
 * A customer's card payment, recorded from Stripe's signed "checkout.session.completed" and
 * nothing else (docs/decisions/0160, 0161): in one transaction with the invoice locked, the
 * payment on the invoice (and the surcharge on its own invoice), the timelines, the audit trail,
 * the receipt and the team's notice. Money that cannot go on the invoice (it was voided, or is
 * paid already) is kept, held, and flagged for staff to refund.
 */

interface Expected {
  invoiceId: number;
  amountCents: number;
  surchargeCents: number;
  surchargePercent: number;
}

const wholeNumber = (value: string | undefined) => (value !== undefined && /^\d{1,12}$/.test(value) ? Number(value) : null);

/** What the session was for: our record of it, or (had we lost it) the metadata we gave Stripe, which comes back signed. */
async function expectedOf(tx: Transaction, session: Stripe.Checkout.Session): Promise<Expected> {
  const metadata = session.metadata ?? {};
  const percent = Number(metadata.surcharge_percent ?? "0");
  const [ours] = await tx.select().from(cardCheckoutsTable).where(eq(cardCheckoutsTable.sessionId, session.id));
  if (ours)
    return { invoiceId: ours.invoiceId, amountCents: ours.amountCents, surchargeCents: ours.surchargeCents, surchargePercent: percent };
  const invoiceId = wholeNumber(metadata.invoice_id);
  const amountCents = wholeNumber(metadata.amount_cents);
  if (invoiceId === null || amountCents === null) throw new NotOurs(`checkout session ${session.id} is not one of ours`);
  return { invoiceId, amountCents, surchargeCents: wholeNumber(metadata.surcharge_cents) ?? 0, surchargePercent: percent };
}

async function lockedInvoice(tx: Transaction, id: number): Promise<InvoiceRow> {
  const [invoice] = await tx.select().from(invoicesTable).where(eq(invoicesTable.id, id)).for("update");
  if (!invoice) throw new NotOurs(`invoice ${id} does not exist`);
  return invoice;
}

/** Why the money cannot all go on the invoice, if it cannot. */
function attentionFor(invoice: InvoiceRow, expected: Expected, charged: number, currency: string | null) {
  if (currency !== "nzd" || charged !== expected.amountCents + expected.surchargeCents) return "wrong_amount";
  if (invoice.status === "void") return "invoice_void";
  if (!isUnpaid(invoice.status) || invoice.kind === "credit_note" || expected.amountCents > balanceDue(invoice)) return "overpaid";
  return null;
}

const ATTENTION_TODO: Record<string, string> = {
  wrong_amount:
    "Stripe charged a different amount from the one asked for, so nothing was put on the invoice. Check the payment in Stripe and refund or record it by hand.",
  invoice_void:
    "The invoice was voided before the money came, so it is held, not on any invoice. Refund it in Stripe's dashboard, or issue a new invoice and record it there.",
  overpaid: "More came than the invoice still owed. Refund the difference in Stripe's dashboard; the refund is recorded here by itself.",
};

export const settleCheckout: EventHandler = async (tx, event, { settings, now }) => {
  const session = event.data.object as Stripe.Checkout.Session;
  // Cards settle at once; anything Stripe has not yet collected waits for its own event.
  if (session.payment_status !== "paid") return `Session ${session.id} not paid yet (${session.payment_status})`;
  const paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId) throw new NotOurs(`checkout session ${session.id} has no payment`);
  const expected = await expectedOf(tx, session);
  const invoice = await lockedInvoice(tx, expected.invoiceId);
  const number = invoiceNumber(invoice);
  await tx.update(cardCheckoutsTable).set({ status: "complete" }).where(eq(cardCheckoutsTable.sessionId, session.id));
  const [known] = await tx
    .select({ id: cardPaymentsTable.id })
    .from(cardPaymentsTable)
    .where(eq(cardPaymentsTable.paymentIntentId, paymentIntentId));
  if (known) return `Payment ${paymentIntentId} already recorded on ${number}`;

  const charged = session.amount_total ?? 0;
  // The day Stripe took it, but never a day after ours (a clock a second ahead at midnight).
  const paidOn = [eventDay(event), todayInAuckland(now)].sort()[0];
  const attention = attentionFor(invoice, expected, charged, session.currency);
  // Whatever is still owed takes the payment, the rest is held for staff.
  const appliedCents =
    attention === null || attention === "overpaid" ? Math.min(expected.amountCents, Math.max(0, balanceDue(invoice))) : 0;
  const reference = `Stripe ${paymentIntentId}`;
  let after = invoice;
  let surcharge: { number: string; cents: number; percent: number; invoiceId: number } | null = null;
  if (appliedCents > 0 && invoice.status !== "void") {
    after = await applyPayment(
      tx,
      STRIPE_ACTOR,
      invoice,
      { amountCents: appliedCents, paidOn, method: "card", reference, source: CARD_PROVIDER },
      now,
    );
    if (expected.surchargeCents > 0) {
      const made = await issuePaidSurcharge(
        tx,
        STRIPE_ACTOR,
        after,
        {
          amountCents: expected.surchargeCents,
          percent: expected.surchargePercent,
          paymentCents: appliedCents,
          paidOn,
          reference,
          source: CARD_PROVIDER,
        },
        settings,
        now,
      );
      surcharge = { number: made.number, cents: expected.surchargeCents, percent: expected.surchargePercent, invoiceId: made.invoice.id };
    }
  }
  const [payment] = await tx
    .insert(cardPaymentsTable)
    .values({
      invoiceId: invoice.id,
      surchargeInvoiceId: surcharge?.invoiceId ?? null,
      checkoutSessionId: session.id,
      paymentIntentId,
      amountCents: charged,
      appliedCents,
      surchargeCents: expected.surchargeCents,
      attention,
      paidOn,
    })
    .returning({ id: cardPaymentsTable.id });
  await enqueueJobs(tx, [
    {
      kind: CARD_FEE_JOB,
      payload: { cardPaymentId: payment.id },
      dedupeKey: `${CARD_FEE_JOB}:${paymentIntentId}`,
      subject: { type: "card_payment", id: payment.id },
    },
  ]);

  const heldCents = charged - appliedCents - (surcharge?.cents ?? 0);
  const detail =
    appliedCents > 0
      ? `${formatMoney(charged)} paid by card on ${number}${after.status === "paid" ? ": paid in full" : ""}`
      : `${formatMoney(charged)} paid by card for ${number}, held: ${attention?.replace("_", " ")}`;
  await onLeadTimeline(tx, invoice, detail);
  await auditCardMoney(tx, invoice.id, "invoice.card-payment", {
    paymentIntentId,
    chargedCents: charged,
    appliedCents,
    surchargeCents: surcharge?.cents ?? 0,
    heldCents,
    attention,
  });
  if (appliedCents > 0 && invoice.buyer.email)
    await queueEmails(tx, [
      cardReceiptEmail(
        {
          invoiceId: invoice.id,
          number,
          customerName: invoice.buyer.name,
          customerEmail: invoice.buyer.email,
          appliedCents,
          balanceCents: balanceDue(after),
          paidOn,
          surcharge,
        },
        settings,
        (await currentWordings(tx)).withCustomerPage(await customerPageLinkFor(tx, invoice.customerId, invoice.buyer.email)),
      ),
    ]);
  const rows = [
    { label: "Paid by card", value: formatMoney(charged) },
    { label: "On the invoice", value: formatMoney(appliedCents) },
  ];
  if (surcharge) rows.push({ label: `Surcharge (${surcharge.number})`, value: formatMoney(surcharge.cents) });
  if (heldCents > 0) rows.push({ label: "Held, to refund", value: formatMoney(heldCents) });
  await tellTeam(
    tx,
    invoice,
    attention
      ? {
          what: "attention",
          headline: `A card payment on ${number} needs you`,
          rows,
          todo: ATTENTION_TODO[attention],
        }
      : { what: "paid", headline: `${invoice.buyer.name} paid ${formatMoney(charged)} by card on ${number}`, rows },
    settings,
  );
  if (attention)
    await recordInvoiceEvent(tx, STRIPE_ACTOR, invoice.id, `Card payment of ${formatMoney(charged)} held: ${ATTENTION_TODO[attention]}`);
  return appliedCents > 0
    ? `${formatMoney(appliedCents)} recorded on ${number}`
    : `${formatMoney(charged)} held for ${number} (${attention})`;
};

/** A payment page that closed unpaid: it is not handed out again. */
export const expireCheckout: EventHandler = async (tx, event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const [row] = await tx
    .update(cardCheckoutsTable)
    .set({ status: "expired" })
    .where(eq(cardCheckoutsTable.sessionId, session.id))
    .returning({ id: cardCheckoutsTable.id });
  if (!row) throw new NotOurs(`checkout session ${session.id} is not one of ours`);
  return `Payment page ${session.id} closed unpaid`;
};
