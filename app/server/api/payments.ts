import { Hono } from "hono";
import { receiveStripeWebhook } from "~/features/payments/webhook.server";
import { getSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";

/** Its full path, for the body guard's limit (app/server/index.ts). */
export const STRIPE_WEBHOOK_API = "/api/payments/stripe/webhook";

/**
 * POST /api/payments/stripe/webhook (docs/decisions/0161): Stripe's events, trusted by their
 * signature alone (no session, no same-origin rule: Stripe is not our page). The body is read as
 * the bytes Stripe signed, from the body guard's copy (the upload limit: a dispute's evidence is large).
 */
export const paymentRoutes = new Hono().post("/stripe/webhook", async (c) => {
  const body = new Uint8Array(await c.req.arrayBuffer());
  const answer = await receiveStripeWebhook(getDb(), body, c.req.header("stripe-signature"), () => getSettings());
  c.header("Cache-Control", "no-store");
  return c.json(answer.body, answer.status);
});
