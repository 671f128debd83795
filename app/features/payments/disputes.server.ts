import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { invoiceNumber, recordInvoiceEvent } from "~/features/invoices/records.server";
import { invoicesTable } from "~/features/invoices/tables";
import { formatIsoDay, todayInAuckland } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { takeBack } from "./allocation";
import { auditCardMoney, eventDay, idOf, onLeadTimeline, STRIPE_ACTOR, tellTeam, type EventHandler } from "./event-context.server";
import { lockCardPayment, moneyLeftOn, takeOffInvoices } from "./refunds.server";
import { cardDisputesTable, cardPaymentsTable } from "./tables";

/*
 * Disputes (chargebacks, docs/decisions/0163): the customer's bank takes the money back while it
 * decides, and Stripe adds its fee. The invoice is not changed while the dispute is open (the
 * customer has not been given a lower price, so no credit note): staff are told at once, with the
 * day evidence is due. Lost, the money comes off the invoice again, which then owes it; won, it
 * stays where it was.
 */

/** What the dispute took from the balance (its amount, less anything reinstated) and Stripe's fees for it. */
function balanceEffect(dispute: Stripe.Dispute) {
  const txns = (dispute.balance_transactions ?? []).filter((t): t is Stripe.BalanceTransaction => typeof t !== "string");
  return {
    withdrawnCents: -txns.reduce((sum, t) => sum + t.amount, 0),
    feeCents: txns.reduce((sum, t) => sum + t.fee, 0),
  };
}

export const recordDispute: EventHandler = async (tx, event, { settings, now }) => {
  const dispute = event.data.object as Stripe.Dispute;
  const payment = await lockCardPayment(tx, idOf(dispute.payment_intent));
  const [invoice] = await tx.select().from(invoicesTable).where(eq(invoicesTable.id, payment.invoiceId));
  const number = invoiceNumber(invoice);
  const effect = balanceEffect(dispute);
  const dueBy = dispute.evidence_details?.due_by ? todayInAuckland(new Date(dispute.evidence_details.due_by * 1000)) : null;
  const [known] = await tx.select().from(cardDisputesTable).where(eq(cardDisputesTable.disputeId, dispute.id));
  const facts = { status: dispute.status, amountCents: dispute.amount, reason: dispute.reason, evidenceDueOn: dueBy, ...effect };
  let row = known;
  if (!known) {
    [row] = await tx
      .insert(cardDisputesTable)
      .values({ cardPaymentId: payment.id, disputeId: dispute.id, openedOn: eventDay(event), ...facts })
      .returning();
    await tx.update(cardPaymentsTable).set({ attention: "disputed" }).where(eq(cardPaymentsTable.id, payment.id));
    const due = dueBy ? ` Send Stripe your evidence by ${formatIsoDay(dueBy)}.` : "";
    await recordInvoiceEvent(
      tx,
      STRIPE_ACTOR,
      invoice.id,
      `The customer's bank disputes the card payment of ${formatMoney(dispute.amount)} (${dispute.reason.replaceAll("_", " ")}): the money is held until it decides.${due}`,
    );
    await onLeadTimeline(tx, invoice, `Card payment of ${formatMoney(dispute.amount)} on ${number} disputed by the customer's bank`);
    await tellTeam(
      tx,
      invoice,
      {
        what: "attention",
        headline: `A card payment on ${number} is disputed`,
        rows: [
          { label: "Disputed", value: formatMoney(dispute.amount) },
          { label: "Reason given", value: dispute.reason.replaceAll("_", " ") },
          ...(dueBy ? [{ label: "Evidence due", value: formatIsoDay(dueBy) }] : []),
        ],
        todo: "Respond in Stripe's dashboard with the quote the customer accepted, the job's photos and sign-off, and any messages.",
      },
      settings,
    );
    await auditCardMoney(tx, invoice.id, "invoice.card-dispute", { disputeId: dispute.id, ...facts });
  } else {
    await tx.update(cardDisputesTable).set(facts).where(eq(cardDisputesTable.id, known.id));
  }

  if (dispute.status === "lost" && row.reversedAt === null) {
    const split = takeBack(await moneyLeftOn(tx, payment), dispute.amount);
    await takeOffInvoices(
      tx,
      payment,
      split,
      {
        reference: `Stripe ${dispute.id}`,
        paidOn: eventDay(event),
        detail: "taken back by the customer's bank (dispute lost)",
        credit: null,
      },
      settings,
      now,
    );
    await tx
      .update(cardDisputesTable)
      .set({ reversedAt: now, heldCents: split.held, invoiceCents: split.invoice, surchargeCents: split.surcharge })
      .where(eq(cardDisputesTable.id, row.id));
    await tx.update(cardPaymentsTable).set({ attention: "dispute_lost" }).where(eq(cardPaymentsTable.id, payment.id));
    await onLeadTimeline(tx, invoice, `Dispute lost: ${formatMoney(dispute.amount)} of ${number} taken back by the customer's bank`);
    await tellTeam(
      tx,
      invoice,
      {
        what: "attention",
        headline: `The dispute on ${number} was lost`,
        rows: [{ label: "Taken back", value: formatMoney(dispute.amount) }],
        todo: "The invoice owes this again. Contact the customer about paying it another way.",
      },
      settings,
    );
    await auditCardMoney(tx, invoice.id, "invoice.card-dispute-lost", { disputeId: dispute.id, ...split });
    return `Dispute ${dispute.id} lost: ${formatMoney(dispute.amount)} off ${number}`;
  }
  if (dispute.status === "won" && known?.status !== "won") {
    await tx.update(cardPaymentsTable).set({ attention: null }).where(eq(cardPaymentsTable.id, payment.id));
    await recordInvoiceEvent(tx, STRIPE_ACTOR, invoice.id, `Dispute won: the card payment of ${formatMoney(dispute.amount)} stays paid`);
    return `Dispute ${dispute.id} won on ${number}`;
  }
  return `Dispute ${dispute.id} on ${number}: ${dispute.status}`;
};
