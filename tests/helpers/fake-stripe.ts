import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import Stripe from "stripe";

/*
 * A Stripe that runs here (docs/decisions/0166): an HTTP server speaking the parts of Stripe's
 * API this product calls, as the official SDK calls them (form-encoded bodies with bracketed
 * keys, Bearer keys, Idempotency-Key, expand[]), and Stripe's hosted payment page, which a
 * browser can "pay" on. Paying, refunding, disputing and paying out send webhook events signed
 * with the real SDK's generateTestHeaderString, to wherever the test points them. The server
 * under test reaches it through STRIPE_API_BASE (the SDK's host, port and protocol options).
 */

export const FAKE_STRIPE_KEY = "sk_test_fakeStripeKey1234567890";
export const FAKE_WEBHOOK_SECRET = "whsec_fakeStripeWebhookSecret1234567890";

type Json = Record<string, unknown>;

interface StoredSession extends Json {
  id: string;
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  success_url: string;
  cancel_url: string;
  /** Unix seconds, as Stripe gives it. */
  expires_at: number;
  payment_intent: string | null;
  metadata: Record<string, string>;
  line_items: Array<{ name: string; amount: number }>;
}

interface Delivery {
  eventId: string;
  type: string;
  url: string;
  status: number;
}

/** `a[b][0][c]=x` as nested objects and arrays, as Stripe reads the SDK's bodies. */
function nested(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [key, value] of params) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
/** Stripe's price for a New Zealand card: 2.7% + 30c. */
export const fakeStripeFee = (amount: number) => Math.round(amount * 0.027) + 30;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
}

const stripeError = (res: ServerResponse, status: number, type: string, message: string) => send(res, status, { error: { type, message } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface FakeStripe {
  url: string;
  port: number;
  /** The env the server under test needs to use this Stripe. */
  env: Record<string, string>;
  /** Where signed events go (the app's webhook address, or several: two instances). */
  webhookUrls: string[];
  sessions: Map<string, StoredSession>;
  /** Every API request, for checking what the server asked. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | undefined }>;
  deliveries: Delivery[];
  /** Every event made, newest last. */
  events: Stripe.Event[];
  /** Pays a session as the hosted page does, and sends checkout.session.completed; returns the event. */
  paySession(sessionId: string, options?: { deliver?: boolean }): Promise<Stripe.Event>;
  refund(paymentIntentId: string, amount: number, reason?: "requested_by_customer" | "duplicate" | "fraudulent"): Promise<Stripe.Event>;
  dispute(paymentIntentId: string): Promise<Stripe.Event>;
  closeDispute(disputeId: string, outcome: "won" | "lost"): Promise<Stripe.Event>;
  /** Pays out everything not yet paid out, and sends payout.paid. */
  payout(): Promise<Stripe.Event>;
  /** An event as Stripe makes them, not yet sent. */
  event(type: string, object: Json): Stripe.Event;
  /** The Stripe-Signature header for a body, with the endpoint's secret unless another is given. */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  /** Sends an event, signed, to each webhook address (or `to`); the answers. */
  deliver(event: Stripe.Event, to?: string[]): Promise<Response[]>;
  close(): Promise<void>;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, StoredSession>();
  const intents = new Map<string, Json & { latest_charge: string; amount: number; metadata: Record<string, string> }>();
  const charges = new Map<string, Json & { balance_transaction: string; payment_intent: string; amount: number }>();
  const balance: Array<
    Json & { id: string; type: string; amount: number; fee: number; net: number; source: string; payout: string | null }
  > = [];
  const refunds = new Map<string, Json>();
  const disputes = new Map<string, Json & { payment_intent: string; charge: string; amount: number }>();
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  const requests: FakeStripe["requests"] = [];
  const deliveries: Delivery[] = [];
  const events: Stripe.Event[] = [];

  let base = "";

  const fake: FakeStripe = {
    url: "",
    port: 0,
    env: {},
    webhookUrls: [],
    sessions,
    requests,
    deliveries,
    events,
    event(type, object) {
      const made = {
        id: id("evt"),
        object: "event",
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      } as unknown as Stripe.Event;
      events.push(made);
      return made;
    },
    sign(payload, options = {}) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
    },
    async deliver(event, to = fake.webhookUrls) {
      const payload = JSON.stringify(event, null, 2);
      return Promise.all(
        to.map(async (url) => {
          const res = await fetch(url, {
            method: "POST",
            headers: {
              "content-type": "application/json; charset=utf-8",
              "stripe-signature": fake.sign(payload),
              "user-agent": "Stripe/1.0",
            },
            body: payload,
          });
          deliveries.push({ eventId: event.id, type: event.type, url, status: res.status });
          return res;
        }),
      );
    },
    async paySession(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.payment_status !== "paid") {
        const intentId = id("pi");
        const chargeId = id("ch");
        const txnId = id("txn");
        const fee = fakeStripeFee(session.amount_total);
        balance.push({
          id: txnId,
          object: "balance_transaction",
          type: "charge",
          amount: session.amount_total,
          fee,
          net: session.amount_total - fee,
          currency: "nzd",
          source: chargeId,
          payout: null,
          created: now(),
        });
        charges.set(chargeId, {
          id: chargeId,
          object: "charge",
          amount: session.amount_total,
          currency: "nzd",
          payment_intent: intentId,
          balance_transaction: txnId,
          paid: true,
          status: "succeeded",
        });
        intents.set(intentId, {
          id: intentId,
          object: "payment_intent",
          amount: session.amount_total,
          currency: "nzd",
          status: "succeeded",
          latest_charge: chargeId,
          metadata: session.metadata,
        });
        Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intentId });
      }
      const event = fake.event("checkout.session.completed", publicSession(session));
      if (options.deliver !== false) await fake.deliver(event);
      return event;
    },
    async refund(paymentIntentId, amount, reason = "requested_by_customer") {
      const intent = intents.get(paymentIntentId)!;
      const refundId = id("re");
      const txnId = id("txn");
      balance.push({
        id: txnId,
        object: "balance_transaction",
        type: "refund",
        amount: -amount,
        fee: 0,
        net: -amount,
        currency: "nzd",
        source: refundId,
        payout: null,
        created: now(),
      });
      const refund = {
        id: refundId,
        object: "refund",
        amount,
        currency: "nzd",
        charge: intent.latest_charge,
        payment_intent: paymentIntentId,
        reason,
        status: "succeeded",
        balance_transaction: txnId,
        created: now(),
      };
      refunds.set(refundId, refund);
      const event = fake.event("refund.created", refund);
      await fake.deliver(event);
      return event;
    },
    async dispute(paymentIntentId) {
      const intent = intents.get(paymentIntentId)!;
      const disputeId = id("dp");
      const withdrawal = {
        id: id("txn"),
        object: "balance_transaction",
        type: "adjustment",
        amount: -intent.amount,
        fee: 2_500,
        net: -intent.amount - 2_500,
        currency: "nzd",
        source: disputeId,
        payout: null,
        created: now(),
      };
      balance.push(withdrawal);
      const dispute = {
        id: disputeId,
        object: "dispute",
        amount: intent.amount,
        currency: "nzd",
        charge: intent.latest_charge,
        payment_intent: paymentIntentId,
        reason: "fraudulent",
        status: "needs_response",
        balance_transactions: [withdrawal],
        evidence_details: { due_by: now() + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
        created: now(),
      };
      disputes.set(disputeId, dispute);
      const event = fake.event("charge.dispute.created", dispute);
      await fake.deliver(event);
      return event;
    },
    async closeDispute(disputeId, outcome) {
      const dispute = disputes.get(disputeId)!;
      dispute.status = outcome;
      if (outcome === "won") {
        const reinstated = {
          id: id("txn"),
          object: "balance_transaction",
          type: "adjustment",
          amount: dispute.amount,
          fee: 0,
          net: dispute.amount,
          currency: "nzd",
          source: disputeId,
          payout: null,
          created: now(),
        };
        balance.push(reinstated);
        (dispute.balance_transactions as Json[]).push(reinstated);
      }
      const event = fake.event("charge.dispute.closed", dispute);
      await fake.deliver(event);
      return event;
    },
    async payout() {
      const payoutId = id("po");
      const carried = balance.filter((t) => t.payout === null && t.type !== "payout");
      const amount = carried.reduce((sum, t) => sum + t.net, 0);
      for (const t of carried) t.payout = payoutId;
      balance.push({
        id: id("txn"),
        object: "balance_transaction",
        type: "payout",
        amount: -amount,
        fee: 0,
        net: -amount,
        currency: "nzd",
        source: payoutId,
        payout: payoutId,
        created: now(),
      });
      const payout = {
        id: payoutId,
        object: "payout",
        amount,
        currency: "nzd",
        arrival_date: now() + 86_400,
        status: "paid",
        created: now(),
      };
      const event = fake.event("payout.paid", payout);
      await fake.deliver(event);
      return event;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function publicSession(session: StoredSession): Json {
    const { line_items: _items, ...rest } = session;
    return rest;
  }

  function sourceObject(sourceId: string): Json | string {
    if (charges.has(sourceId)) return { id: sourceId, object: "charge", payment_intent: charges.get(sourceId)!.payment_intent };
    if (refunds.has(sourceId)) return refunds.get(sourceId)!;
    if (disputes.has(sourceId)) return { id: sourceId, object: "dispute" };
    return sourceId;
  }

  function createSession(params: Json): StoredSession {
    const items =
      (params.line_items as Array<{ quantity: string; price_data: { unit_amount: string; product_data: { name: string } } }>) ?? [];
    const lines = items.map((item) => ({
      name: item.price_data.product_data.name,
      amount: Number(item.price_data.unit_amount) * Number(item.quantity),
    }));
    const sessionId = `cs_test_${randomBytes(24).toString("hex")}`;
    const session: StoredSession = {
      id: sessionId,
      object: "checkout.session",
      url: `${base}/c/pay/${sessionId}`,
      mode: String(params.mode),
      status: "open",
      payment_status: "unpaid",
      currency: "nzd",
      amount_total: lines.reduce((sum, line) => sum + line.amount, 0),
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      client_reference_id: (params.client_reference_id as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      expires_at: Number(params.expires_at ?? now() + 86_400),
      payment_intent: null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      allowed_payment_method_types: params.allowed_payment_method_types ?? null,
      line_items: lines,
      created: now(),
      livemode: false,
    };
    sessions.set(sessionId, session);
    return session;
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
      return stripeError(res, 401, "invalid_request_error", "Invalid API Key provided.");
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method!, path: url.pathname, idempotencyKey });
    const raw = req.method === "POST" ? await readBody(req) : url.search.slice(1);
    const params = nested(new URLSearchParams(raw));
    const expand = new Set(((params.expand as string[] | undefined) ?? []).map(String));
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (idempotencyKey) {
        const seen = idempotent.get(idempotencyKey);
        if (seen && seen.params !== raw)
          return stripeError(
            res,
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          );
        if (seen) return send(res, seen.status, seen.body);
      }
      const body = publicSession(createSession(params));
      if (idempotencyKey) idempotent.set(idempotencyKey, { params: raw, status: 200, body });
      return send(res, 200, body);
    }
    let match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && match) {
      const session = sessions.get(match[1]);
      return session ? send(res, 200, publicSession(session)) : stripeError(res, 404, "invalid_request_error", "No such checkout.session");
    }
    match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && match) {
      const intent = intents.get(match[1]);
      if (!intent) return stripeError(res, 404, "invalid_request_error", `No such payment_intent: '${match[1]}'`);
      if (!expand.has("latest_charge") && !expand.has("latest_charge.balance_transaction")) return send(res, 200, intent);
      const charge = charges.get(intent.latest_charge)!;
      const txn = expand.has("latest_charge.balance_transaction")
        ? balance.find((t) => t.id === charge.balance_transaction)
        : charge.balance_transaction;
      return send(res, 200, { ...intent, latest_charge: { ...charge, balance_transaction: txn } });
    }
    if (req.method === "GET" && url.pathname === "/v1/balance_transactions") {
      const limit = Math.min(100, Number(params.limit ?? 10));
      let rows = balance.filter((t) => !params.payout || t.payout === params.payout);
      if (params.starting_after) rows = rows.slice(rows.findIndex((t) => t.id === params.starting_after) + 1);
      const page = rows.slice(0, limit).map((t) => (expand.has("data.source") ? { ...t, source: sourceObject(t.source) } : t));
      return send(res, 200, { object: "list", url: "/v1/balance_transactions", has_more: rows.length > limit, data: page });
    }
    return stripeError(res, 404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  /** Stripe's hosted page: what is being paid, a card form, and Pay. */
  async function page(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("<!doctype html><title>Not found</title><p>This payment page does not exist.</p>");
    }
    if (req.method === "POST") {
      await readBody(req);
      await fake.paySession(sessionId);
      res.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
      return res.end();
    }
    const rows = session.line_items
      .map((line) => `<tr><th scope="row">${escapeHtml(line.name)}</th><td>${dollars(line.amount)}</td></tr>`)
      .join("");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay with card · Stripe (test)</title></head><body><main>
<h1>Pay ${dollars(session.amount_total)}</h1>
<table><caption>What you are paying for</caption><tbody>${rows}</tbody><tfoot><tr><th scope="row">Total</th><td>${dollars(session.amount_total)}</td></tr></tfoot></table>
<form method="post"><label for="card">Card number</label><input id="card" name="card" value="4242 4242 4242 4242" autocomplete="cc-number">
<label for="expiry">Expiry</label><input id="expiry" name="expiry" value="12 / 34" autocomplete="cc-exp">
<label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" autocomplete="cc-csc">
<button type="submit">Pay ${dollars(session.amount_total)}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back to the invoice</a></p></main></body></html>`);
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", base);
    const pay = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    // The browser's own asks of the payment page's site (its icon) have no answer worth a console error.
    if (!pay && !url.pathname.startsWith("/v1/")) return void res.writeHead(204).end();
    const handled = pay ? page(req, res, pay[1]) : api(req, res, url);
    handled.catch((error: unknown) => stripeError(res, 500, "api_error", String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.port = (server.address() as { port: number }).port;
  base = `http://127.0.0.1:${fake.port}`;
  fake.url = base;
  fake.env = { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_BASE: base };
  return fake;
}
