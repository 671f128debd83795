import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { todayInAuckland } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import type { Database, Transaction } from "~/platform/db/database";
import { enqueueJobs } from "~/platform/jobs/queue.server";
import type { JobContext } from "~/platform/jobs/runner.server";
import type { EventHandler } from "./event-context.server";
import { recordFee } from "./fees.server";
import { cardDisputesTable, cardPaymentsTable, cardPayoutsTable, cardRefundsTable } from "./tables";

/*
 * Payouts (docs/decisions/0164): Stripe pays settled card money, less its fees, refunds and
 * disputes, into the bank in one amount. Each payout is recorded from its webhook; once paid, a
 * queued job asks Stripe for its balance transactions and marks every payment, refund and
 * dispute it carried, so staff (and the accountant's clearing account) see which payments make
 * up the amount the bank shows.
 */
export const MATCH_PAYOUT_JOB = "payments.match-payout";

export const recordPayout: EventHandler = async (tx, event) => {
  const payout = event.data.object as Stripe.Payout;
  if (payout.currency !== "nzd") return `Payout ${payout.id} in ${payout.currency}: not ours to match`;
  const values = {
    amountCents: payout.amount,
    arrivalDate: todayInAuckland(new Date(payout.arrival_date * 1000)),
    status: payout.status,
  };
  const [row] = await tx
    .insert(cardPayoutsTable)
    .values({ payoutId: payout.id, ...values })
    .onConflictDoUpdate({ target: cardPayoutsTable.payoutId, set: values })
    .returning({ id: cardPayoutsTable.id, matchedAt: cardPayoutsTable.matchedAt });
  if (payout.status === "paid" && row.matchedAt === null)
    await enqueueJobs(tx, [
      {
        kind: MATCH_PAYOUT_JOB,
        payload: { payoutId: payout.id },
        dedupeKey: `${MATCH_PAYOUT_JOB}:${payout.id}`,
        subject: { type: "card_payout", id: row.id },
      },
    ]);
  return `Payout ${payout.id} of ${formatMoney(payout.amount)}: ${payout.status}`;
};

/** A balance transaction as the matching reads it: its source as an id, or expanded. */
export interface PayoutLine {
  id: string;
  type: string;
  fee: number;
  net: number;
  source: string | { id: string; object?: string; payment_intent?: string | { id: string } | null } | null;
}

const sourceId = (line: PayoutLine) => (typeof line.source === "string" ? line.source : (line.source?.id ?? null));
const intentOf = (line: PayoutLine) => {
  const source = line.source;
  if (!source || typeof source === "string" || !source.payment_intent) return null;
  return typeof source.payment_intent === "string" ? source.payment_intent : source.payment_intent.id;
};

/**
 * Marks what a payout carried, in one transaction: payments (by their payment intent, with the
 * fee if not yet read), refunds and disputes (by their id). Running it again changes nothing.
 */
export async function matchPayout(tx: Transaction, payoutRowId: number, lines: readonly PayoutLine[], now = new Date()) {
  let matched = 0;
  for (const line of lines) {
    const source = sourceId(line);
    if (!source) continue;
    if (line.type === "charge" || line.type === "payment") {
      const intent = intentOf(line);
      const [payment] = await tx
        .update(cardPaymentsTable)
        .set({ payoutId: payoutRowId })
        .where(intent ? eq(cardPaymentsTable.paymentIntentId, intent) : eq(cardPaymentsTable.chargeId, source))
        .returning({ id: cardPaymentsTable.id });
      if (payment) {
        matched += 1;
        await recordFee(tx, payment.id, { chargeId: source, balanceTransactionId: line.id, feeCents: line.fee, netCents: line.net });
      }
    } else if (line.type === "refund" || line.type === "payment_refund") {
      const rows = await tx
        .update(cardRefundsTable)
        .set({ payoutId: payoutRowId })
        .where(eq(cardRefundsTable.refundId, source))
        .returning({ id: cardRefundsTable.id });
      matched += rows.length;
    } else if (line.type === "adjustment" && source.startsWith("dp_")) {
      const rows = await tx
        .update(cardDisputesTable)
        .set({ payoutId: payoutRowId })
        .where(eq(cardDisputesTable.disputeId, source))
        .returning({ id: cardDisputesTable.id });
      matched += rows.length;
    }
  }
  await tx.update(cardPayoutsTable).set({ matchedAt: now }).where(eq(cardPayoutsTable.id, payoutRowId));
  return matched;
}

export async function runMatchPayout(db: Database, job: JobContext, stripe: Stripe | null) {
  const payoutId = String(job.payload.payoutId);
  const [payout] = await db
    .select()
    .from(cardPayoutsTable)
    .where(and(eq(cardPayoutsTable.payoutId, payoutId), isNull(cardPayoutsTable.matchedAt)));
  if (!stripe || !payout) return db.transaction((tx) => job.complete(tx));
  const lines: PayoutLine[] = [];
  for await (const txn of stripe.balanceTransactions.list({ payout: payoutId, limit: 100, expand: ["data.source"] }))
    lines.push({ id: txn.id, type: txn.type, fee: txn.fee, net: txn.net, source: txn.source as PayoutLine["source"] });
  await db.transaction(async (tx) => {
    await matchPayout(tx, payout.id, lines);
    await job.complete(tx);
  });
}
