import Stripe from "stripe";
import { getConfig, type AppConfig } from "~/platform/config.server";

/*
 * The one Stripe client (docs/decisions/0160), made from the environment's keys the first time
 * it is needed. Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET there is none: the product
 * takes bank transfers only and says so. The keys stay in the config object and here; nothing
 * writes them to the database or a log line.
 */
export type StripeSettings = NonNullable<AppConfig["stripe"]>;

let client: Stripe | undefined;

export function stripeSettings(): StripeSettings | undefined {
  return getConfig().stripe;
}

/** Whether customers can pay by card, and in which of Stripe's modes. */
export function cardPaymentsState(): "off" | "test" | "live" {
  const settings = stripeSettings();
  if (!settings) return "off";
  return settings.live ? "live" : "test";
}

/** An SDK client for these settings (tests make one for their fake Stripe). */
export function makeStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    // The API version this package was written for, pinned so Stripe's objects keep their shape.
    apiVersion: Stripe.API_VERSION,
    // Retries of a create carry the same idempotency key, so a retried request is one request.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Harbourside Property Maintenance" },
    ...settings.api,
  });
}

/** This process's client, or null when card payments are off. */
export function stripeClient(): Stripe | null {
  const settings = stripeSettings();
  if (!settings) return null;
  client ??= makeStripeClient(settings);
  return client;
}
