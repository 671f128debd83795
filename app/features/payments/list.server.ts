import { and, asc, between, desc, eq, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { invoiceNumber } from "~/features/invoices/records.server";
import { invoicesTable } from "~/features/invoices/tables";
import type { IsoDay } from "~/lib/clock";
import type { Database } from "~/platform/db/database";
import { outer } from "~/platform/db/outer-column";
import type { ClearingMoney } from "./clearing-export";
import { cardDisputesTable, cardPaymentsTable, cardPayoutsTable, cardRefundsTable } from "./tables";

/*
 * /admin/payments and its export (docs/decisions/0164): every card payment, refund, dispute and
 * payout of a period with its invoice, fee and net, and which payout carried it.
 */

/** A period's lists are long for a business this size at a few hundred rows; beyond, the export has them all. */
const LIST_LIMIT = 500;
/** A year of card money for the export, far above what a business this size takes. */
const EXPORT_LIMIT = 100_000;

const surchargeInvoices = alias(invoicesTable, "surcharge_invoices");
const creditNotes = alias(invoicesTable, "credit_notes");
const numberOf = (row: { prefix: string; number: number } | null) => (row ? invoiceNumber(row) : null);

async function paymentsIn(db: Database, from: IsoDay, to: IsoDay, limit = LIST_LIMIT) {
  const rows = await db
    .select({ payment: cardPaymentsTable, invoice: invoicesTable, surcharge: surchargeInvoices, payout: cardPayoutsTable })
    .from(cardPaymentsTable)
    .innerJoin(invoicesTable, eq(invoicesTable.id, cardPaymentsTable.invoiceId))
    .leftJoin(surchargeInvoices, eq(surchargeInvoices.id, cardPaymentsTable.surchargeInvoiceId))
    .leftJoin(cardPayoutsTable, eq(cardPayoutsTable.id, cardPaymentsTable.payoutId))
    .where(between(cardPaymentsTable.paidOn, from, to))
    .orderBy(desc(cardPaymentsTable.paidOn), desc(cardPaymentsTable.id))
    .limit(limit);
  return rows.map(({ payment: p, invoice, surcharge, payout }) => ({
    id: p.id,
    invoiceId: invoice.id,
    invoiceNumber: invoiceNumber(invoice),
    customer: invoice.buyer.name,
    paidOn: p.paidOn,
    paymentIntentId: p.paymentIntentId,
    chargedCents: p.amountCents,
    appliedCents: p.appliedCents,
    surcharge: surcharge ? { invoiceNumber: invoiceNumber(surcharge), cents: p.surchargeCents } : null,
    heldCents: p.amountCents - p.appliedCents - (surcharge ? p.surchargeCents : 0),
    refundedCents: p.refundedCents,
    feeCents: p.feeCents,
    netCents: p.netCents,
    attention: p.attention,
    payout: payout ? { payoutId: payout.payoutId, arrivalDate: payout.arrivalDate } : null,
  }));
}

async function refundsIn(db: Database, from: IsoDay, to: IsoDay, limit = LIST_LIMIT) {
  const rows = await db
    .select({ refund: cardRefundsTable, invoice: invoicesTable, note: creditNotes, payout: cardPayoutsTable })
    .from(cardRefundsTable)
    .innerJoin(cardPaymentsTable, eq(cardPaymentsTable.id, cardRefundsTable.cardPaymentId))
    .innerJoin(invoicesTable, eq(invoicesTable.id, cardPaymentsTable.invoiceId))
    .leftJoin(creditNotes, eq(creditNotes.id, cardRefundsTable.creditNoteId))
    .leftJoin(cardPayoutsTable, eq(cardPayoutsTable.id, cardRefundsTable.payoutId))
    .where(and(between(cardRefundsTable.refundedOn, from, to), sql`${cardRefundsTable.status} in ('pending', 'succeeded')`))
    .orderBy(desc(cardRefundsTable.refundedOn), desc(cardRefundsTable.id))
    .limit(limit);
  return rows.map(({ refund: r, invoice, note, payout }) => ({
    id: r.id,
    invoiceId: invoice.id,
    invoiceNumber: invoiceNumber(invoice),
    customer: invoice.buyer.name,
    refundedOn: r.refundedOn,
    refundId: r.refundId,
    amountCents: r.amountCents,
    reason: r.reason,
    creditNoteNumber: numberOf(note),
    payout: payout ? { payoutId: payout.payoutId, arrivalDate: payout.arrivalDate } : null,
  }));
}

async function disputesIn(db: Database, from: IsoDay, to: IsoDay, limit = LIST_LIMIT) {
  const rows = await db
    .select({ dispute: cardDisputesTable, invoice: invoicesTable })
    .from(cardDisputesTable)
    .innerJoin(cardPaymentsTable, eq(cardPaymentsTable.id, cardDisputesTable.cardPaymentId))
    .innerJoin(invoicesTable, eq(invoicesTable.id, cardPaymentsTable.invoiceId))
    .where(between(cardDisputesTable.openedOn, from, to))
    .orderBy(desc(cardDisputesTable.openedOn), desc(cardDisputesTable.id))
    .limit(limit);
  return rows.map(({ dispute: d, invoice }) => ({
    id: d.id,
    invoiceId: invoice.id,
    invoiceNumber: invoiceNumber(invoice),
    customer: invoice.buyer.name,
    openedOn: d.openedOn,
    disputeId: d.disputeId,
    amountCents: d.amountCents,
    withdrawnCents: d.withdrawnCents,
    feeCents: d.feeCents,
    status: d.status,
    evidenceDueOn: d.evidenceDueOn,
  }));
}

/** The period's payouts, each with what it carried: payments' net, less refunds and disputes. */
async function payoutsIn(db: Database, from: IsoDay, to: IsoDay) {
  const carried = (table: typeof cardPaymentsTable | typeof cardRefundsTable | typeof cardDisputesTable) =>
    sql<number>`(select count(*) from ${table} where ${table.payoutId} = ${outer(cardPayoutsTable.id)})`.mapWith(Number);
  const rows = await db
    .select({
      payout: cardPayoutsTable,
      payments: carried(cardPaymentsTable),
      refunds: carried(cardRefundsTable),
      disputes: carried(cardDisputesTable),
      netCents:
        sql<number>`coalesce((select sum(${cardPaymentsTable.netCents}) from ${cardPaymentsTable} where ${cardPaymentsTable.payoutId} = ${outer(cardPayoutsTable.id)}), 0)
        - coalesce((select sum(${cardRefundsTable.amountCents}) from ${cardRefundsTable} where ${cardRefundsTable.payoutId} = ${outer(cardPayoutsTable.id)}), 0)
        - coalesce((select sum(${cardDisputesTable.withdrawnCents} + ${cardDisputesTable.feeCents}) from ${cardDisputesTable} where ${cardDisputesTable.payoutId} = ${outer(cardPayoutsTable.id)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(cardPayoutsTable)
    .where(between(cardPayoutsTable.arrivalDate, from, to))
    .orderBy(desc(cardPayoutsTable.arrivalDate), desc(cardPayoutsTable.id))
    .limit(LIST_LIMIT);
  return rows.map(({ payout, payments, refunds, disputes, netCents }) => ({
    id: payout.id,
    payoutId: payout.payoutId,
    amountCents: payout.amountCents,
    arrivalDate: payout.arrivalDate,
    status: payout.status,
    matched: payout.matchedAt !== null,
    payments,
    refunds,
    disputes,
    /** What the matched items come to; differs from the amount only by what Stripe moved besides (its own adjustments). */
    matchedCents: netCents,
  }));
}

/** Card payments that need staff: held money, disputes, a refund that failed. */
async function needingAttention(db: Database) {
  const rows = await db
    .select({ payment: cardPaymentsTable, invoice: invoicesTable })
    .from(cardPaymentsTable)
    .innerJoin(invoicesTable, eq(invoicesTable.id, cardPaymentsTable.invoiceId))
    .where(isNotNull(cardPaymentsTable.attention))
    .orderBy(asc(cardPaymentsTable.paidOn))
    .limit(100);
  return rows.map(({ payment, invoice }) => ({
    id: payment.id,
    invoiceId: invoice.id,
    invoiceNumber: invoiceNumber(invoice),
    customer: invoice.buyer.name,
    paidOn: payment.paidOn,
    chargedCents: payment.amountCents,
    attention: payment.attention!,
  }));
}

function totalsOf(payments: Awaited<ReturnType<typeof paymentsIn>>, refunds: Awaited<ReturnType<typeof refundsIn>>) {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    count: payments.length,
    chargedCents: sum(payments.map((p) => p.chargedCents)),
    surchargeCents: sum(payments.map((p) => p.surcharge?.cents ?? 0)),
    feeCents: sum(payments.map((p) => p.feeCents ?? 0)),
    feesUnknown: payments.filter((p) => p.feeCents === null).length,
    netCents: sum(payments.map((p) => p.netCents ?? p.chargedCents)),
    refundedCents: sum(refunds.map((r) => r.amountCents)),
  };
}

/** Everything /admin/payments shows for a period. */
export async function cardMoneyPage(db: Database, from: IsoDay, to: IsoDay) {
  const [payments, refunds, disputes, payouts, attention] = await Promise.all([
    paymentsIn(db, from, to),
    refundsIn(db, from, to),
    disputesIn(db, from, to),
    payoutsIn(db, from, to),
    needingAttention(db),
  ]);
  return { payments, refunds, disputes, payouts, attention, totals: totalsOf(payments, refunds), limit: LIST_LIMIT };
}

export type CardMoneyPage = Awaited<ReturnType<typeof cardMoneyPage>>;

/** The period's card money for the accounting export, all of it. */
export async function clearingMoney(db: Database, from: IsoDay, to: IsoDay): Promise<ClearingMoney> {
  const [payments, refunds, disputes, payouts] = await Promise.all([
    paymentsIn(db, from, to, EXPORT_LIMIT),
    refundsIn(db, from, to, EXPORT_LIMIT),
    disputesIn(db, from, to, EXPORT_LIMIT),
    db
      .select()
      .from(cardPayoutsTable)
      .where(and(between(cardPayoutsTable.arrivalDate, from, to), eq(cardPayoutsTable.status, "paid"))),
  ]);
  return {
    payments: [...payments].reverse(),
    refunds,
    disputes,
    payouts: payouts.map((p) => ({ arrivalDate: p.arrivalDate, amountCents: p.amountCents, payoutId: p.payoutId })),
  };
}
