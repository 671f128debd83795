import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database, Transaction } from "~/platform/db/database";
import type { JobContext } from "~/platform/jobs/runner.server";
import { cardPaymentsTable } from "./tables";

/*
 * Stripe's fee on each card payment (docs/decisions/0164), read from the charge's balance
 * transaction by a queued job after the payment is recorded: the webhook's transaction makes no
 * call to Stripe, and the job retries while Stripe has not settled the charge. A payout's
 * matching fills in any fee this has not (payouts.server.ts).
 */
export const CARD_FEE_JOB = "payments.card-fee";

interface Settled {
  chargeId: string;
  balanceTransactionId: string;
  feeCents: number;
  netCents: number;
}

/** Keeps a payment's fee and net, once. */
export async function recordFee(tx: Pick<Transaction, "update">, cardPaymentId: number, settled: Settled) {
  await tx
    .update(cardPaymentsTable)
    .set(settled)
    .where(and(eq(cardPaymentsTable.id, cardPaymentId), isNull(cardPaymentsTable.feeCents)));
}

export async function runCardFee(db: Database, job: JobContext, stripe: Stripe | null) {
  const id = Number(job.payload.cardPaymentId);
  const [payment] = await db.select().from(cardPaymentsTable).where(eq(cardPaymentsTable.id, id));
  if (!stripe || !payment || payment.feeCents !== null) return db.transaction((tx) => job.complete(tx));
  const intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId, { expand: ["latest_charge.balance_transaction"] });
  const charge = intent.latest_charge as Stripe.Charge | string | null;
  const txn = charge && typeof charge !== "string" ? (charge.balance_transaction as Stripe.BalanceTransaction | string | null) : null;
  // Thrown, the job is tried again later with backoff (platform/jobs/runner.server.ts).
  if (!charge || typeof charge === "string" || !txn || typeof txn === "string")
    throw new Error(`the charge of ${payment.paymentIntentId} has no balance transaction yet`);
  await db.transaction(async (tx) => {
    await recordFee(tx, id, { chargeId: charge.id, balanceTransactionId: txn.id, feeCents: txn.fee, netCents: txn.net });
    await job.complete(tx);
  });
}
