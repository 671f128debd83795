import type Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { stripeFor } from "./card-payments";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";

/**
 * A fake Stripe for a test file and the SDK client pointed at it, started before its tests and
 * closed after. Read `stripe.fake` and `stripe.client` inside tests.
 */
export function useFakeStripe() {
  const stripe = {} as { fake: FakeStripe; client: Stripe };
  beforeAll(async () => {
    stripe.fake = await startFakeStripe();
    stripe.client = stripeFor(stripe.fake);
  });
  afterAll(() => stripe.fake?.close());
  return stripe;
}
