import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { matchPayout } from "~/features/payments/payouts.server";
import { cardPayoutsTable } from "~/features/payments/tables";
import { handleStripeEvent } from "~/features/payments/webhook.server";
import type { Database } from "../platform/db/database";
import { DEMO_SETTINGS } from "./demo-settings.server";

/** An event as Stripe sends it, for the demo: handled by the same code as the webhook's, without a signature to check. */
function stripeEvent(id: string, type: string, object: Record<string, unknown>, at: number): Stripe.Event {
  return {
    id,
    object: "event",
    api_version: null,
    created: Math.floor(at / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 0,
    request: null,
    type,
  } as unknown as Stripe.Event;
}

/**
 * Demo card payments (docs/decisions/0160, 0164): Aroha pays the deposit on the quote she
 * accepted by card on Stripe's page, recorded from Stripe's event as the webhook records it,
 * and Stripe pays it out to the bank the same day less its fee, so the invoices list shows a
 * deposit paid by card, her job "Deposit paid", and /admin/payments a payout that adds up.
 */
export async function payDemoDepositByCard(db: Database, invoiceId: number, amountCents: number) {
  const fee = Math.round(amountCents * 0.027) + 30;
  const now = Date.now();
  const session = {
    id: "cs_demo_deposit",
    object: "checkout.session",
    payment_status: "paid",
    payment_intent: "pi_demo_deposit",
    amount_total: amountCents,
    currency: "nzd",
    metadata: { invoice_id: String(invoiceId), amount_cents: String(amountCents), surcharge_cents: "0", surcharge_percent: "0" },
  };
  await handleStripeEvent(db, null, stripeEvent("evt_demo_deposit_paid", "checkout.session.completed", session, now), DEMO_SETTINGS);
  const payout = {
    id: "po_demo_1",
    object: "payout",
    amount: amountCents - fee,
    currency: "nzd",
    arrival_date: Math.floor(now / 1000),
    status: "paid",
  };
  await handleStripeEvent(db, null, stripeEvent("evt_demo_payout", "payout.paid", payout, now), DEMO_SETTINGS);
  // What Stripe's balance transactions would say the payout carried (the demo has no Stripe to ask).
  const [row] = await db.select({ id: cardPayoutsTable.id }).from(cardPayoutsTable).where(eq(cardPayoutsTable.payoutId, payout.id));
  await db.transaction((tx) =>
    matchPayout(tx, row.id, [
      {
        id: "txn_demo_deposit",
        type: "charge",
        fee,
        net: amountCents - fee,
        source: { id: "ch_demo_deposit", object: "charge", payment_intent: session.payment_intent },
      },
    ]),
  );
}
