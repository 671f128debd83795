import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { notifyOutbox } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import type { Database } from "~/platform/db/database";
import { notifyJobs } from "~/platform/jobs/queue.server";
import { logger } from "~/platform/logger.server";
import { recordDispute } from "./disputes.server";
import { NotOurs, type EventHandler } from "./event-context.server";
import { recordPayout } from "./payouts.server";
import { recordRefund, UnknownPayment } from "./refunds.server";
import { expireCheckout, settleCheckout } from "./settle.server";
import { stripeClient, stripeSettings } from "./stripe-client.server";
import { stripeEventsTable } from "./tables";

/*
 * Stripe's webhook (docs/decisions/0161), the only way money is recorded. Trust comes from the
 * Stripe-Signature header: an HMAC-SHA256 of the timestamp and the raw body with the endpoint's
 * secret, checked by the official SDK, and refused when older than the tolerance (a replay). Each
 * event's work is done once: its id is claimed in the transaction that does the work, so an event
 * sent again, or to two instances at once, finds it done.
 */

const HANDLERS: Record<string, EventHandler> = {
  "checkout.session.completed": settleCheckout,
  "checkout.session.async_payment_succeeded": settleCheckout,
  "checkout.session.expired": expireCheckout,
  "refund.created": recordRefund,
  "refund.updated": recordRefund,
  "refund.failed": recordRefund,
  "charge.dispute.created": recordDispute,
  "charge.dispute.updated": recordDispute,
  "charge.dispute.closed": recordDispute,
  "charge.dispute.funds_withdrawn": recordDispute,
  "charge.dispute.funds_reinstated": recordDispute,
  "payout.created": recordPayout,
  "payout.updated": recordPayout,
  "payout.paid": recordPayout,
  "payout.failed": recordPayout,
  "payout.canceled": recordPayout,
};

export interface WebhookAnswer {
  status: 200 | 400 | 404 | 503;
  body: { received: true; outcome: string } | { error: string };
}

const refuse = (status: 400 | 404 | 503, error: string): WebhookAnswer => ({ status, body: { error } });
const received = (outcome: string): WebhookAnswer => ({ status: 200, body: { received: true, outcome } });

/** The signed body as Stripe sent it, or the reason it is refused. */
function verified(rawBody: Uint8Array, signature: string | undefined): Stripe.Event | WebhookAnswer {
  const settings = stripeSettings();
  const stripe = stripeClient();
  if (!settings || !stripe) return refuse(404, "Card payments are not set up here.");
  if (!signature) return refuse(400, "The Stripe-Signature header is missing.");
  try {
    return stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, settings.webhookSecret, settings.toleranceSeconds);
  } catch (error) {
    // Someone else's doing (a forgery, a replay, another endpoint's secret): a warning, without the body.
    logger.warn({ reason: error instanceof Error ? error.message.slice(0, 200) : "unreadable" }, "stripe webhook refused");
    return refuse(400, "The Stripe signature does not match this request.");
  }
}

/** Was a refund or dispute about a payment of ours not recorded yet? Stripe sends events in any order. */
async function paymentIsOurs(stripe: Stripe | null, paymentIntentId: string | null): Promise<boolean> {
  if (!stripe || !paymentIntentId) return false;
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId).catch(() => null);
  return Boolean(intent?.metadata?.invoice_id);
}

/** Does an event's work once, in one transaction with its id; nothing is stored of an event about nothing of ours. */
export async function handleStripeEvent(
  db: Database,
  stripe: Stripe | null,
  event: Stripe.Event,
  settings: BusinessSettings,
  now = new Date(),
): Promise<WebhookAnswer> {
  const handler = HANDLERS[event.type];
  if (!handler) return received(`${String(event.type).slice(0, 100)} is not an event this site acts on`);
  // Signed, so from Stripe; still, a body without an event's shape is refused rather than read.
  if (typeof event.id !== "string" || typeof event.data?.object !== "object" || event.data.object === null)
    return refuse(400, "That is not a Stripe event.");
  try {
    const outcome = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(stripeEventsTable)
        .values({ id: event.id, type: event.type, outcome: "" })
        .onConflictDoNothing()
        .returning({ id: stripeEventsTable.id });
      if (!claimed) return null;
      const done = await handler(tx, event, { settings, now });
      await tx
        .update(stripeEventsTable)
        .set({ outcome: done.slice(0, 500) })
        .where(eq(stripeEventsTable.id, event.id));
      return done;
    });
    if (outcome === null) return received("already handled");
    notifyOutbox();
    notifyJobs();
    logger.info({ event: event.id, type: event.type, outcome }, "stripe event handled");
    return received(outcome);
  } catch (error) {
    if (error instanceof UnknownPayment && (await paymentIsOurs(stripe, error.paymentIntentId))) {
      logger.warn({ event: event.id, type: event.type }, "stripe event about a payment not recorded yet: asked to send it again");
      return refuse(503, "The payment this is about is not recorded yet: send it again later.");
    }
    if (error instanceof NotOurs || error instanceof UnknownPayment) {
      logger.warn({ event: event.id, type: event.type, reason: error.message }, "stripe event about nothing of ours: nothing stored");
      return received("nothing of ours");
    }
    throw error;
  }
}

/** POST /api/payments/stripe/webhook: the raw body and its signature in, Stripe's answer out. */
export async function receiveStripeWebhook(
  db: Database,
  rawBody: Uint8Array,
  signature: string | undefined,
  settings: () => Promise<BusinessSettings>,
): Promise<WebhookAnswer> {
  const event = verified(rawBody, signature);
  if ("body" in event) return event;
  return handleStripeEvent(db, stripeClient(), event, await settings());
}
