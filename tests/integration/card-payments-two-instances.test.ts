import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { openPaymentPage, sentInvoice, sessionOf, stripeFor } from "../helpers/card-payments";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { createSharedPostgres, type SharedPostgres } from "../helpers/shared-postgres";
import { startServer, type TestServer } from "../helpers/server";

/*
 * Stripe's webhook on two instances of the app sharing one PostgreSQL database (issue 42,
 * docs/decisions/0161), as behind a load balancer: the same event delivered ten times to each
 * at once records one payment, one receipt and one event row; and an instance killed (kill -9)
 * while it handles an event leaves the retry to the other, still once. PGlite is one process,
 * so this file always uses the PostgreSQL server.
 */
const WEBHOOK = "/api/payments/stripe/webhook";

let shared: SharedPostgres;
let handle: DatabaseHandle;
let fake: FakeStripe;
let stripe: Stripe;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  [shared, fake] = await Promise.all([createSharedPostgres("card"), startFakeStripe()]);
  stripe = stripeFor(fake);
  handle = await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: shared.dataDir });
  const env = { ...fake.env, JOBS_POLL_MS: "100", MAIL_POLL_MS: "100" };
  const options = { databaseUrl: shared.databaseUrl, dataDir: shared.dataDir, env };
  [one, two] = await Promise.all([startServer(options), startServer(options)]);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await handle?.close();
  await fake?.close();
  await shared?.drop();
});

const counts = (paymentIntentId: string, eventId: string, invoiceId: number) =>
  shared.sql(
    (sql) => sql<Array<{ cards: number; payments: number; events: number; receipts: number; status: string }>>`
      select (select count(*)::int from card_payments where payment_intent_id = ${paymentIntentId}) as cards,
             (select count(*)::int from invoice_payments where invoice_id = ${invoiceId}) as payments,
             (select count(*)::int from stripe_events where id = ${eventId}) as events,
             (select count(*)::int from email_outbox where kind = 'card-receipt' and subject_id = ${invoiceId}) as receipts,
             (select status from invoices where id = ${invoiceId}) as status`,
  );

/** A sent invoice in the shared database, paid on Stripe's page: the event Stripe would send, not yet sent. */
async function paidOnStripe(email: string, cents: number) {
  const { invoiceId } = await sentInvoice(handle.db, email, cents, "Two Instances", INVOICE_SETTINGS);
  const url = await openPaymentPage(handle.db, stripe, invoiceId, cents, INVOICE_SETTINGS);
  const event = await fake.paySession(sessionOf(url), { deliver: false });
  return { invoiceId, event, paymentIntentId: (event.data.object as Stripe.Checkout.Session).payment_intent as string };
}

describe("one card payment, two instances", () => {
  it("records an event delivered ten times to each instance at once exactly once", async () => {
    const { invoiceId, event, paymentIntentId } = await paidOnStripe("two.instances@example.co.nz", 64_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => fake.deliver(event, [one.url + WEBHOOK, two.url + WEBHOOK])));
    expect(answers.flat().map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await counts(paymentIntentId, event.id, invoiceId)).toEqual([{ cards: 1, payments: 1, events: 1, receipts: 1, status: "paid" }]);
  });

  it("still records it once when the instance handling it is killed and Stripe sends it again to the other", async () => {
    const { invoiceId, event, paymentIntentId } = await paidOnStripe("killed.instance@example.co.nz", 18_800);
    // Stripe's first delivery reaches instance one, which dies mid-way (before or after its commit).
    const first = fake.deliver(event, [one.url + WEBHOOK]).catch(() => null);
    await new Promise((r) => setTimeout(r, 15));
    await one.stop("SIGKILL");
    await first;
    // Stripe retries a delivery that got no 2xx: to the instance still up, twice for good measure.
    for (let i = 0; i < 2; i += 1) expect((await fake.deliver(event, [two.url + WEBHOOK]))[0].status).toBe(200);
    expect(await counts(paymentIntentId, event.id, invoiceId)).toEqual([{ cards: 1, payments: 1, events: 1, receipts: 1, status: "paid" }]);
  });
});
