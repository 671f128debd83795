import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, postForm, SERVER_START_TIMEOUT_MS, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { invoiceOverHttp, sessionOf } from "../helpers/card-payments";
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * Stripe's webhook on the running server (issue 42, docs/decisions/0161): the customer's double
 * tap opens one payment page, the signed event records the payment once however often it is
 * sent, a forged, stale or altered one is refused with a 400 and stores nothing, an event about
 * nothing of ours is a logged 200, bad input is a 4xx, the keys never reach the log, and a
 * server without Stripe's keys takes bank transfers only and says so.
 */
const ADMIN = { name: "Wiremu Webhook", email: "admin@webhook.test", password: "webhook-password-123", role: "admin" as const };
const WEBHOOK = "/api/payments/stripe/webhook";

let smtp: SmtpCapture;
let fake: FakeStripe;
let seeded: SeededServer;
let bare: SeededServer;
let url = "";
let cookie = "";

beforeAll(async () => {
  [smtp, fake] = await Promise.all([startSmtpCapture(await freePort()), startFakeStripe()]);
  const env = { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", JOBS_POLL_MS: "100" };
  [seeded, bare] = await Promise.all([startServerWithStaff([ADMIN], { ...env, ...fake.env }), startServerWithStaff([ADMIN], env)]);
  url = seeded.server.url;
  fake.webhookUrls = [url + WEBHOOK];
  cookie = await sessionCookie(url, ADMIN.email, ADMIN.password);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([seeded?.dispose(), bare?.dispose()]);
  await Promise.all([smtp?.close(), fake?.close()]);
});

const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  fetch(url + WEBHOOK, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": fake.sign(payload, options) },
    body: payload,
  });

/** What the customer's page says: how many card payments it lists, and whether anything is still owed. */
async function customerPage(link: string) {
  const html = await (await get(url + link)).text();
  return { html, cardPayments: html.match(/ by card on /g)?.length ?? 0, paid: html.includes("Paid in full. Thank you.") };
}

describe("paying from the customer's link", () => {
  it("opens one payment page for a double tap, records one payment for an event sent ten times, and emails one receipt", async () => {
    const customer = { name: "Tama Tapper", email: "tama@webhook.test" };
    const { link } = await invoiceOverHttp(url, cookie, smtp, customer, "120.00");
    const page = await get(url + link);
    const html = await page.text();
    expect(html).toContain("Pay by card");
    expect(html).toContain("All that is owed is $120.00");
    // The page's forms may lead to Stripe's page (the fake's, here), and nowhere else.
    expect(page.headers.get("content-security-policy")).toContain(`form-action 'self' ${fake.url}`);

    const sessionsBefore = fake.sessions.size;
    const taps = await Promise.all([1, 2].map(() => postForm(url, link, { intent: "pay-card", amount: "120.00" })));
    expect(taps.map((t) => t.status)).toEqual([302, 302]);
    const [to, also] = taps.map((t) => t.headers.get("location")!);
    expect(to).toBe(also);
    expect(to.startsWith(`${fake.url}/c/pay/cs_test_`)).toBe(true);
    expect(fake.sessions.size).toBe(sessionsBefore + 1);
    expect(fake.sessions.get(sessionOf(to))).toMatchObject({
      amount_total: 12_000,
      customer_email: customer.email,
      metadata: { amount_cents: "12000" },
    });

    // The customer pays on Stripe's page, which sends the signed event and returns them.
    const paid = await fetch(to, { method: "POST", redirect: "manual", body: new URLSearchParams({ card: "4242" }) });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${url}${link}?card=done&session=${sessionOf(to)}`);
    expect(fake.deliveries.at(-1)).toMatchObject({ type: "checkout.session.completed", status: 200 });
    const event = fake.events.at(-1)!;
    const back = await (await get(paid.headers.get("location")!)).text();
    expect(back).toContain("your card payment is recorded");

    // Stripe sends it again, ten times at once.
    const again = await Promise.all(Array.from({ length: 10 }, () => fake.deliver(event)));
    expect(again.flat().map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await customerPage(link)).toMatchObject({ cardPayments: 1, paid: true });
    await mailsTo(smtp, customer.email, /^Receipt: card payment for invoice INV-/, 1);
    await mailsTo(smtp, "leads@harbourside.co.nz", /paid \$120\.00 by card on INV-/, 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => /^Receipt: card payment/.test(m.parsed.subject ?? ""))).toHaveLength(1);
    // Nothing of the keys reaches the log.
    expect(seeded.server.output()).not.toContain(FAKE_STRIPE_KEY);
    expect(seeded.server.output()).not.toContain(FAKE_WEBHOOK_SECRET);
  });

  it("refuses a forged, stale, altered or unsigned event with a 400 and stores nothing; the same event signed is recorded", async () => {
    const { link } = await invoiceOverHttp(url, cookie, smtp, { name: "Fiona Forge", email: "fiona@webhook.test" }, "75.50");
    const to = (await postForm(url, link, { intent: "pay-card", amount: "75.50" })).headers.get("location")!;
    const event = await fake.paySession(sessionOf(to), { deliver: false });
    // Back from Stripe before its event came (or with only a forged one): being confirmed, and no second payment offered.
    const returned = `${url}${link}?card=done&session=${sessionOf(to)}`;
    const waiting = await (await get(returned)).text();
    expect(waiting).toContain("Your card payment is being confirmed");
    expect(waiting).not.toContain("Amount to pay");
    expect(await (await get(`${url}${link}?card=left`)).text()).toContain("nothing was charged");
    const payload = JSON.stringify(event);
    const refusals = [
      await signed(payload, { secret: "whsec_someoneElsesSecret123" }),
      // Older than the five-minute tolerance: a replay.
      await signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      await fetch(url + WEBHOOK, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": fake.sign(payload) },
        body: payload.replace('"amount_total":7550', '"amount_total":1'),
      }),
      await fetch(url + WEBHOOK, { method: "POST", headers: { "content-type": "application/json" }, body: payload }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual(expect.any(String));
    }
    expect(await customerPage(link)).toMatchObject({ cardPayments: 0, paid: false });
    expect(seeded.server.output()).toContain("stripe webhook refused");
    const accepted = await signed(payload);
    expect(accepted.status).toBe(200);
    expect(await customerPage(link)).toMatchObject({ cardPayments: 1, paid: true });
    expect(await (await get(returned)).text()).toContain("your card payment is recorded");
  });

  it("answers an event about no invoice of ours with 200, logs it and stores nothing", async () => {
    const event = fake.event("checkout.session.completed", {
      id: "cs_test_nobodys00000000000000",
      object: "checkout.session",
      payment_status: "paid",
      payment_intent: "pi_test_nobodys",
      amount_total: 5_000,
      currency: "nzd",
      metadata: { invoice_id: "424242", amount_cents: "5000" },
    });
    const res = await signed(JSON.stringify(event));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "nothing of ours" });
    expect(seeded.server.output()).toContain("stripe event about nothing of ours: nothing stored");
    // Sent again, it is still not ours (nothing was stored to say it was seen).
    expect((await (await signed(JSON.stringify(event))).json()).outcome).toBe("nothing of ours");
  });

  it("answers bad input with a 4xx and never a 5xx", async () => {
    // Signed with the right secret, but not the shape of a Stripe event.
    const half = JSON.stringify({ id: "evt_half", type: "checkout.session.completed", data: null });
    const attempts: Array<[string, RequestInit]> = [
      [WEBHOOK, { method: "POST", headers: { "content-type": "text/plain", "stripe-signature": "t=1,v1=00" }, body: "\u0000\ud800" }],
      [
        WEBHOOK,
        { method: "POST", headers: { "content-type": "application/json", "stripe-signature": fake.sign("not json") }, body: "not json" },
      ],
      [WEBHOOK, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": fake.sign("{}") }, body: "{}" }],
      [WEBHOOK, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": "x".repeat(5000) }, body: "[]" }],
      [WEBHOOK, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": fake.sign(half) }, body: half }],
      [WEBHOOK, { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(200_000) }],
      [WEBHOOK, { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(6 * 1024 * 1024) }],
      [WEBHOOK, { method: "GET" }],
      ["/API/Payments/Stripe/Webhook", { method: "POST", headers: { "stripe-signature": "t=1" }, body: "{}" }],
    ];
    for (const [path, init] of attempts) {
      const res = await fetch(url + path, { ...init, redirect: "manual" });
      expect(res.status, `${init.method} ${path}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${init.method} ${path}`).toBeLessThan(500);
    }
    // A signed body that is no event of ours to act on is taken and ignored.
    expect((await fetch(url + WEBHOOK, attempts[2][1])).status).toBe(200);
    // A pay form with a wrong amount is refused beside its field.
    const { link } = await invoiceOverHttp(url, cookie, smtp, { name: "Bad Amounts", email: "bad@webhook.test" }, "40.00");
    for (const amount of ["", "abc", "-5", "0", "40.01", "99999999999", "1\u0000", "0.5"]) {
      const res = await postForm(url, link, { intent: "pay-card", amount });
      expect(res.status, amount).toBe(400);
    }
    expect(seeded.server.output()).not.toMatch(/"level":50/);
  });
});

describe("without Stripe's keys", () => {
  it("takes bank transfers only, says so on the settings page, and has no webhook", async () => {
    const bareUrl = bare.server.url;
    const staff = await sessionCookie(bareUrl, ADMIN.email, ADMIN.password);
    expect(await (await get(`${bareUrl}/admin/settings`, staff)).text()).toContain("Card payments are off");
    expect(await (await get(`${url}/admin/settings`, cookie)).text()).toContain("Card payments are on in Stripe&#x27;s test mode");
    const res = await fetch(bareUrl + WEBHOOK, { method: "POST", headers: { "stripe-signature": fake.sign("{}") }, body: "{}" });
    expect(res.status).toBe(404);
    expect(await (await get(`${bareUrl}/admin/payments`, staff)).text()).toContain("Card payments are off");
  });
});
