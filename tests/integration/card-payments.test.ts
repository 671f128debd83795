import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { auditLogTable } from "~/features/audit/tables";
import { voidInvoice } from "~/features/invoices/send.server";
import { invoiceEventsTable, invoiceLinesTable, invoicePaymentsTable, invoicesTable } from "~/features/invoices/tables";
import { leadEventsTable } from "~/features/leads/tables";
import { emailOutboxTable } from "~/features/mail/tables";
import { statementLines } from "~/features/payments/clearing-export";
import { CARD_FEE_JOB, runCardFee } from "~/features/payments/fees.server";
import { clearingMoney } from "~/features/payments/list.server";
import { MATCH_PAYOUT_JOB, runMatchPayout } from "~/features/payments/payouts.server";
import {
  cardCheckoutsTable,
  cardDisputesTable,
  cardPaymentsTable,
  cardPayoutsTable,
  cardRefundsTable,
  stripeEventsTable,
} from "~/features/payments/tables";
import { handleStripeEvent } from "~/features/payments/webhook.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { addDays, todayInAuckland } from "~/lib/clock";
import { gstInInclusive, percentOf } from "~/lib/money";
import { jobsTable } from "~/platform/jobs/tables";
import { RETURN_TO, invoiceRow, openPaymentPage, payByCard, sentInvoice, sessionOf } from "../helpers/card-payments";
import { useFakeStripe } from "../helpers/fake-stripe-suite";
import { fakeStripeFee } from "../helpers/fake-stripe";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { STAFF } from "../helpers/jobs";
import { refusal } from "../helpers/refusal";
import { useMigratedDatabase } from "../helpers/suite";
import { cardPaymentPage } from "~/features/payments/checkout.server";

/*
 * Card payments through Stripe (issue 42, docs/decisions/0160–0166), against the fakeStripe.fake Stripe in
 * tests/helpers with the real SDK: a payment recorded only from Stripe's event, in full and in
 * part, once however often the event comes; two taps make one payment page; the surcharge as
 * its own tax invoice; refunds with credit notes, disputes, a payment after a void, an event for
 * no invoice of ours, Stripe's fee and payouts matched to what they carried, and the clearing
 * account's statement coming back to nil.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const SETTINGS: BusinessSettings = INVOICE_SETTINGS;
const SURCHARGED: BusinessSettings = { ...SETTINGS, payments: { ...SETTINGS.payments, cardSurchargePercent: 1.5 } };
const fakeStripe = useFakeStripe();

const paymentsOf = (invoiceId: number) => db().select().from(invoicePaymentsTable).where(eq(invoicePaymentsTable.invoiceId, invoiceId));
const cardPaymentsOf = (invoiceId: number) => db().select().from(cardPaymentsTable).where(eq(cardPaymentsTable.invoiceId, invoiceId));
const mailsOf = (invoiceId: number, kind: string) =>
  db()
    .select()
    .from(emailOutboxTable)
    .where(and(eq(emailOutboxTable.subjectType, "invoice"), eq(emailOutboxTable.subjectId, invoiceId), eq(emailOutboxTable.kind, kind)));
const eventsOf = async (invoiceId: number) =>
  (await db().select().from(invoiceEventsTable).where(eq(invoiceEventsTable.invoiceId, invoiceId))).map((e) => e.detail);

const objectId = (event: Stripe.Event) => (event.data.object as { id: string }).id;

/** Runs a queued job of this kind for this subject, as the job runner would. */
async function runQueued(kind: string, run: (job: Parameters<typeof runCardFee>[1]) => Promise<void>) {
  const jobs = await db()
    .select()
    .from(jobsTable)
    .where(and(eq(jobsTable.kind, kind), eq(jobsTable.status, "pending")));
  for (const job of jobs)
    await run({
      id: job.id,
      kind: job.kind,
      attempt: 1,
      payload: job.payload as Record<string, unknown>,
      complete: async (tx) => void (await tx.update(jobsTable).set({ status: "done" }).where(eq(jobsTable.id, job.id))),
    });
}

describe("paying an invoice by card", () => {
  it("records two customers' payments on their own invoices, each with its receipt, timelines, audit row and Stripe's fee", async () => {
    // The day the payments are dated: today in Auckland, or tomorrow if midnight passes meanwhile.
    const days = [todayInAuckland(), addDays(todayInAuckland(), 1)];
    const aroha = await sentInvoice(db(), "aroha.card@example.co.nz", 23_000, "Aroha Card");
    const ben = await sentInvoice(db(), "ben.card@example.co.nz", 41_050, "Ben Card");
    const first = await payByCard(db(), fakeStripe.client, fakeStripe.fake, aroha.invoiceId, 23_000, SETTINGS);
    const second = await payByCard(db(), fakeStripe.client, fakeStripe.fake, ben.invoiceId, 41_050, SETTINGS);
    expect(first.answer).toMatchObject({ status: 200, body: { outcome: expect.stringMatching(/^\$230\.00 recorded on INV-\d{6}$/) } });
    expect(second.answer.status).toBe(200);

    for (const [who, cents, email] of [
      [aroha, 23_000, "aroha.card@example.co.nz"],
      [ben, 41_050, "ben.card@example.co.nz"],
    ] as const) {
      expect(await invoiceRow(db(), who.invoiceId)).toMatchObject({ status: "paid", paidCents: cents });
      expect(await paymentsOf(who.invoiceId)).toEqual([
        expect.objectContaining({
          amountCents: cents,
          method: "card",
          source: "stripe",
          recordedByName: "Stripe",
          paidOn: expect.toBeOneOf(days),
        }),
      ]);
      expect(await cardPaymentsOf(who.invoiceId)).toEqual([
        expect.objectContaining({ amountCents: cents, appliedCents: cents, surchargeCents: 0, attention: null, feeCents: null }),
      ]);
      const [receipt] = await mailsOf(who.invoiceId, "card-receipt");
      expect(receipt.to).toEqual([email]);
      expect(receipt.text).toContain("The invoice is now paid in full.");
      expect((await mailsOf(who.invoiceId, "card-team-paid"))[0].to).toEqual(SETTINGS.notificationEmails);
      const lead = await db().select().from(leadEventsTable).where(eq(leadEventsTable.leadId, who.leadId));
      expect(lead.map((e) => e.detail)).toContain(
        `$${(cents / 100).toFixed(2)} paid by card on INV-${String((await invoiceRow(db(), who.invoiceId)).number).padStart(6, "0")}: paid in full`,
      );
      const audit = await db()
        .select()
        .from(auditLogTable)
        .where(and(eq(auditLogTable.entityId, String(who.invoiceId)), eq(auditLogTable.action, "invoice.card-payment")));
      expect(audit).toEqual([expect.objectContaining({ actorId: "stripe", actorName: "Stripe" })]);
    }
    // The checkout pages are closed, and Stripe's fee is read by the queued job.
    const checkouts = await db().select().from(cardCheckoutsTable).where(eq(cardCheckoutsTable.invoiceId, aroha.invoiceId));
    expect(checkouts.map((c) => c.status)).toEqual(["complete"]);
    await runQueued(CARD_FEE_JOB, (job) => runCardFee(db(), job, fakeStripe.client));
    expect((await cardPaymentsOf(aroha.invoiceId))[0]).toMatchObject({
      feeCents: fakeStripeFee(23_000),
      netCents: 23_000 - fakeStripeFee(23_000),
    });
    expect((await cardPaymentsOf(ben.invoiceId))[0]).toMatchObject({
      feeCents: fakeStripeFee(41_050),
      chargeId: expect.stringMatching(/^ch_/),
    });
  });

  it("keeps a part payment, then takes the rest: part paid, then paid", async () => {
    const { invoiceId } = await sentInvoice(db(), "part.card@example.co.nz", 50_000);
    await payByCard(db(), fakeStripe.client, fakeStripe.fake, invoiceId, 20_000, SETTINGS);
    expect(await invoiceRow(db(), invoiceId)).toMatchObject({ status: "part_paid", paidCents: 20_000 });
    const [receipt] = await mailsOf(invoiceId, "card-receipt");
    expect(receipt.text).toContain("Still to pay: $300.00");
    await payByCard(db(), fakeStripe.client, fakeStripe.fake, invoiceId, 30_000, SETTINGS);
    expect(await invoiceRow(db(), invoiceId)).toMatchObject({ status: "paid", paidCents: 50_000 });
    expect((await paymentsOf(invoiceId)).map((p) => p.amountCents)).toEqual([20_000, 30_000]);
  });

  it("opens one payment page for two taps at once, and records one payment for an event sent again and again", async () => {
    const { invoiceId } = await sentInvoice(db(), "twice.card@example.co.nz", 12_000);
    const before = fakeStripe.fake.sessions.size;
    const [a, b] = await Promise.all([
      openPaymentPage(db(), fakeStripe.client, invoiceId, 12_000, SETTINGS),
      openPaymentPage(db(), fakeStripe.client, invoiceId, 12_000, SETTINGS),
    ]);
    expect(a).toBe(b);
    expect(fakeStripe.fake.sessions.size).toBe(before + 1);
    const creates = fakeStripe.fake.requests.filter(
      (r) => r.path === "/v1/checkout/sessions" && r.idempotencyKey?.startsWith(`checkout:${invoiceId}:`),
    );
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    // A third tap later is given the same open page without asking Stripe.
    expect(await openPaymentPage(db(), fakeStripe.client, invoiceId, 12_000, SETTINGS)).toBe(a);

    const event = await fakeStripe.fake.paySession(sessionOf(a), { deliver: false });
    const answers = await Promise.all(Array.from({ length: 10 }, () => handleStripeEvent(db(), fakeStripe.client, event, SETTINGS)));
    expect(answers.map((x) => x.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((x) => "outcome" in x.body && x.body.outcome === "already handled")).toHaveLength(9);
    // Stripe's other event for the same payment, with its own id, finds it recorded.
    const again = await handleStripeEvent(
      db(),
      fakeStripe.client,
      { ...event, id: `${event.id}_async`, type: "checkout.session.async_payment_succeeded" } as Stripe.Event,
      SETTINGS,
    );
    expect(again.body).toMatchObject({ outcome: expect.stringMatching(/already recorded/) });
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    expect(await cardPaymentsOf(invoiceId)).toHaveLength(1);
    expect(await mailsOf(invoiceId, "card-receipt")).toHaveLength(1);
    expect(await invoiceRow(db(), invoiceId)).toMatchObject({ status: "paid", paidCents: 12_000 });
  });

  it("opens one payment page for each of thirty customers' double taps, however the two interleave", async () => {
    // A race: before the open page and the count were read in one statement, about 1 in 30 pairs opened two pages on PostgreSQL.
    const before = fakeStripe.fake.sessions.size;
    for (let n = 0; n < 30; n++) {
      const { invoiceId } = await sentInvoice(db(), `double.tap.${n}@example.co.nz`, 4_000 + n * 100, `Customer ${n}`);
      const [a, b] = await Promise.all([1, 2].map(() => openPaymentPage(db(), fakeStripe.client, invoiceId, 4_000 + n * 100, SETTINGS)));
      expect(a, `customer ${n}`).toBe(b);
    }
    expect(fakeStripe.fake.sessions.size).toBe(before + 30);
  });

  it("opens one payment page for two taps a second apart, across a second's edge, and a new one once the first is nearly out", async () => {
    const first = await sentInvoice(db(), "twin.card@example.co.nz", 9_000);
    const second = await sentInvoice(db(), "late.card@example.co.nz", 9_000);
    const before = fakeStripe.fake.sessions.size;
    // Stripe refuses a key sent again with other parameters: the second tap's expiry must be the first's.
    const tapped = new Date("2026-12-01T02:13:59.900Z");
    const [a, b] = await Promise.all(
      [0, 1_000].map((ms) => openPaymentPage(db(), fakeStripe.client, first.invoiceId, 9_000, SETTINGS, new Date(tapped.getTime() + ms))),
    );
    expect(a).toBe(b);
    expect(fakeStripe.fake.sessions.size).toBe(before + 1);
    const expiry = fakeStripe.fake.sessions.get(sessionOf(a))!.expires_at * 1000;
    expect(expiry - tapped.getTime()).toBeGreaterThanOrEqual(60 * 60_000);
    expect(expiry - tapped.getTime()).toBeLessThanOrEqual(70 * 60_000);
    // The other customer's invoice gets its own page; the first, asked again with under 10 minutes left, a new one.
    const other = await openPaymentPage(db(), fakeStripe.client, second.invoiceId, 9_000, SETTINGS, tapped);
    expect(other).not.toBe(a);
    const late = await openPaymentPage(db(), fakeStripe.client, first.invoiceId, 9_000, SETTINGS, new Date(expiry - 5 * 60_000));
    expect(late).not.toBe(a);
    expect(fakeStripe.fake.sessions.size).toBe(before + 3);
  });

  it("refuses to open a page for more than is owed, nothing, or a paid invoice, and with card payments off", async () => {
    const { invoiceId } = await sentInvoice(db(), "refused.card@example.co.nz", 5_000);
    expect(await refusal(openPaymentPage(db(), fakeStripe.client, invoiceId, 5_001, SETTINGS))).toMatchObject({
      status: 400,
      message: /more than the \$50\.00/,
    });
    expect(await refusal(openPaymentPage(db(), fakeStripe.client, invoiceId, 50, SETTINGS))).toMatchObject({
      status: 400,
      message: "A card payment must be at least $1.00.",
    });
    const off = await refusal(cardPaymentPage(db(), null, await invoiceRow(db(), invoiceId), 5_000, SETTINGS, RETURN_TO));
    expect(off.message).toMatch(/^Card payments are not available/);
    await payByCard(db(), fakeStripe.client, fakeStripe.fake, invoiceId, 5_000, SETTINGS);
    expect((await refusal(openPaymentPage(db(), fakeStripe.client, invoiceId, 5_000, SETTINGS))).message).toMatch(/nothing left to pay/);
  });
});

describe("the card surcharge", () => {
  it("is charged on top, then issued paid as its own tax invoice with its GST, leaving the invoice as sent", async () => {
    const { invoiceId } = await sentInvoice(db(), "surcharge.card@example.co.nz", 46_000);
    const surcharge = percentOf(46_000, 1.5);
    const { url } = await payByCard(db(), fakeStripe.client, fakeStripe.fake, invoiceId, 46_000, SURCHARGED);
    expect(fakeStripe.fake.sessions.get(sessionOf(url))).toMatchObject({ amount_total: 46_000 + surcharge });
    const invoice = await invoiceRow(db(), invoiceId);
    expect(invoice).toMatchObject({ status: "paid", paidCents: 46_000, inclusiveCents: 46_000 });
    const [payment] = await cardPaymentsOf(invoiceId);
    expect(payment).toMatchObject({ amountCents: 46_000 + surcharge, appliedCents: 46_000, surchargeCents: surcharge });
    const [extra] = await db().select().from(invoicesTable).where(eq(invoicesTable.id, payment.surchargeInvoiceId!));
    expect(extra).toMatchObject({
      kind: "surcharge",
      status: "paid",
      inclusiveCents: surcharge,
      gstCents: gstInInclusive(surcharge),
      paidCents: surcharge,
      issueDate: payment.paidOn,
      jobId: invoice.jobId,
    });
    const [line] = await db().select().from(invoiceLinesTable).where(eq(invoiceLinesTable.invoiceId, extra.id));
    expect(line.description).toMatch(/^Card surcharge \(1\.5%\) on a card payment of \$460\.00 for INV-\d{6}$/);
    const [receipt] = await mailsOf(invoiceId, "card-receipt");
    expect(receipt.text).toContain(`Charged to your card`);
    expect(receipt.text).toContain(`$${((46_000 + surcharge) / 100).toFixed(2)}`);
  });
});

describe("money back", () => {
  it("records a refund as money off the invoice with a credit note sent to the customer, and a duplicate charge refunded without one", async () => {
    const { invoiceId } = await sentInvoice(db(), "refund.card@example.co.nz", 30_000);
    const { paymentIntentId } = await payByCard(db(), fakeStripe.client, fakeStripe.fake, invoiceId, 30_000, SETTINGS);
    const refunded = await fakeStripe.fake.refund(paymentIntentId, 10_000);
    expect((await handleStripeEvent(db(), fakeStripe.client, refunded, SETTINGS)).status).toBe(200);
    // Replayed: once.
    expect((await handleStripeEvent(db(), fakeStripe.client, refunded, SETTINGS)).body).toMatchObject({ outcome: "already handled" });
    const invoice = await invoiceRow(db(), invoiceId);
    expect(invoice).toMatchObject({ status: "paid", paidCents: 20_000, creditedCents: 10_000 });
    expect((await paymentsOf(invoiceId)).map((p) => p.amountCents)).toEqual([30_000, -10_000]);
    const [refund] = await db()
      .select()
      .from(cardRefundsTable)
      .where(eq(cardRefundsTable.refundId, objectId(refunded)));
    expect(refund).toMatchObject({ amountCents: 10_000, invoiceCents: 10_000, heldCents: 0, creditNoteId: expect.any(Number) });
    const [note] = await db().select().from(invoicesTable).where(eq(invoicesTable.id, refund.creditNoteId!));
    expect(note).toMatchObject({ kind: "credit_note", creditsInvoiceId: invoiceId, inclusiveCents: 10_000, status: "sent" });
    expect(await mailsOf(note.id, "credit-note-sent")).toHaveLength(1);
    expect((await cardPaymentsOf(invoiceId))[0].refundedCents).toBe(10_000);

    // Paid twice in two pages: the second is held for staff; its refund as a duplicate needs no credit note.
    const other = await sentInvoice(db(), "duplicate.card@example.co.nz", 8_000);
    const firstPage = await openPaymentPage(db(), fakeStripe.client, other.invoiceId, 8_000, SETTINGS);
    await db()
      .update(cardCheckoutsTable)
      .set({ status: "expired" })
      .where(eq(cardCheckoutsTable.sessionId, sessionOf(firstPage)));
    const secondPage = await openPaymentPage(db(), fakeStripe.client, other.invoiceId, 8_000, SETTINGS);
    expect(secondPage).not.toBe(firstPage);
    for (const page of [firstPage, secondPage])
      await handleStripeEvent(db(), fakeStripe.client, await fakeStripe.fake.paySession(sessionOf(page), { deliver: false }), SETTINGS);
    const payments = await cardPaymentsOf(other.invoiceId);
    expect(payments.map((p) => [p.appliedCents, p.attention])).toEqual([
      [8_000, null],
      [0, "overpaid"],
    ]);
    expect(await invoiceRow(db(), other.invoiceId)).toMatchObject({ status: "paid", paidCents: 8_000 });
    const dupe = await fakeStripe.fake.refund(payments[1].paymentIntentId, 8_000, "duplicate");
    await handleStripeEvent(db(), fakeStripe.client, dupe, SETTINGS);
    expect(await invoiceRow(db(), other.invoiceId)).toMatchObject({ status: "paid", paidCents: 8_000, creditedCents: 0 });
    const [held] = await db()
      .select()
      .from(cardRefundsTable)
      .where(eq(cardRefundsTable.refundId, objectId(dupe)));
    expect(held).toMatchObject({ heldCents: 8_000, invoiceCents: 0, creditNoteId: null });
    expect((await cardPaymentsOf(other.invoiceId))[1].attention).toBeNull();
  });

  it("flags a dispute for staff without changing the invoice; lost, the invoice owes it again; won, it stays paid", async () => {
    const lost = await sentInvoice(db(), "dispute.lost@example.co.nz", 15_000);
    const won = await sentInvoice(db(), "dispute.won@example.co.nz", 9_500);
    const lostPay = await payByCard(db(), fakeStripe.client, fakeStripe.fake, lost.invoiceId, 15_000, SETTINGS);
    const wonPay = await payByCard(db(), fakeStripe.client, fakeStripe.fake, won.invoiceId, 9_500, SETTINGS);
    const opened = await fakeStripe.fake.dispute(lostPay.paymentIntentId);
    const openedToo = await fakeStripe.fake.dispute(wonPay.paymentIntentId);
    await handleStripeEvent(db(), fakeStripe.client, opened, SETTINGS);
    await handleStripeEvent(db(), fakeStripe.client, openedToo, SETTINGS);
    expect(await invoiceRow(db(), lost.invoiceId)).toMatchObject({ status: "paid", paidCents: 15_000 });
    expect((await cardPaymentsOf(lost.invoiceId))[0].attention).toBe("disputed");
    expect(await mailsOf(lost.invoiceId, "card-team-attention")).toHaveLength(1);
    expect((await eventsOf(lost.invoiceId)).some((e) => e.startsWith("The customer's bank disputes the card payment of $150.00"))).toBe(
      true,
    );
    const [dispute] = await db()
      .select()
      .from(cardDisputesTable)
      .where(eq(cardDisputesTable.disputeId, objectId(opened)));
    expect(dispute).toMatchObject({ amountCents: 15_000, withdrawnCents: 15_000, feeCents: 2_500, status: "needs_response" });

    await handleStripeEvent(db(), fakeStripe.client, await fakeStripe.fake.closeDispute(objectId(opened), "lost"), SETTINGS);
    await handleStripeEvent(db(), fakeStripe.client, await fakeStripe.fake.closeDispute(objectId(openedToo), "won"), SETTINGS);
    expect(await invoiceRow(db(), lost.invoiceId)).toMatchObject({ status: "sent", paidCents: 0, creditedCents: 0 });
    expect((await cardPaymentsOf(lost.invoiceId))[0].attention).toBe("dispute_lost");
    expect(await invoiceRow(db(), won.invoiceId)).toMatchObject({ status: "paid", paidCents: 9_500 });
    expect((await cardPaymentsOf(won.invoiceId))[0].attention).toBeNull();
  });
});

describe("events that cannot go on an invoice", () => {
  it("holds a payment made after the invoice was voided, and tells staff", async () => {
    const { invoiceId } = await sentInvoice(db(), "void.card@example.co.nz", 7_000);
    const url = await openPaymentPage(db(), fakeStripe.client, invoiceId, 7_000, SETTINGS);
    await voidInvoice(db(), STAFF, invoiceId, "Raised in error");
    const answer = await handleStripeEvent(
      db(),
      fakeStripe.client,
      await fakeStripe.fake.paySession(sessionOf(url), { deliver: false }),
      SETTINGS,
    );
    expect(answer.body).toMatchObject({ outcome: expect.stringMatching(/held for INV-\d{6} \(invoice_void\)/) });
    expect(await invoiceRow(db(), invoiceId)).toMatchObject({ status: "void", paidCents: 0 });
    expect(await paymentsOf(invoiceId)).toEqual([]);
    expect(await cardPaymentsOf(invoiceId)).toEqual([
      expect.objectContaining({ amountCents: 7_000, appliedCents: 0, attention: "invoice_void" }),
    ]);
    expect((await mailsOf(invoiceId, "card-team-attention"))[0].subject).toMatch(/^A card payment on INV-\d{6} needs you$/);
    expect(await mailsOf(invoiceId, "card-receipt")).toEqual([]);
    expect((await eventsOf(invoiceId)).some((e) => e.startsWith("Card payment of $70.00 held: The invoice was voided"))).toBe(true);
  });

  it("answers an event for an invoice that is not ours with 200 and stores nothing of it", async () => {
    const before = await db().select().from(stripeEventsTable);
    const event = fakeStripe.fake.event("checkout.session.completed", {
      id: "cs_test_notours0000000000",
      object: "checkout.session",
      payment_status: "paid",
      payment_intent: "pi_test_notours",
      amount_total: 1_000,
      currency: "nzd",
      metadata: { invoice_id: "999999", amount_cents: "1000" },
    });
    expect(await handleStripeEvent(db(), fakeStripe.client, event, SETTINGS)).toEqual({
      status: 200,
      body: { received: true, outcome: "nothing of ours" },
    });
    const refund = fakeStripe.fake.event("refund.created", {
      id: "re_test_notours",
      object: "refund",
      amount: 100,
      payment_intent: "pi_test_nobody",
      status: "succeeded",
    });
    expect((await handleStripeEvent(db(), fakeStripe.client, refund, SETTINGS)).status).toBe(200);
    expect(await db().select().from(stripeEventsTable)).toEqual(before);
    expect(await db().select().from(cardPaymentsTable).where(eq(cardPaymentsTable.paymentIntentId, "pi_test_notours"))).toEqual([]);
  });
});

describe("payouts and the books", () => {
  it("matches a payout to the payments and refunds it carried, and the clearing account comes back to nil", async () => {
    // What earlier tests left unpaid-out is carried too; this test's own two payments and refund are checked by name.
    const one = await sentInvoice(db(), "payout.one@example.co.nz", 20_000, "Payout One");
    const two = await sentInvoice(db(), "payout.two@example.co.nz", 33_300, "Payout Two");
    const paidOne = await payByCard(db(), fakeStripe.client, fakeStripe.fake, one.invoiceId, 20_000, SETTINGS);
    await payByCard(db(), fakeStripe.client, fakeStripe.fake, two.invoiceId, 33_300, SURCHARGED);
    await handleStripeEvent(db(), fakeStripe.client, await fakeStripe.fake.refund(paidOne.paymentIntentId, 5_000), SETTINGS);
    await runQueued(CARD_FEE_JOB, (job) => runCardFee(db(), job, fakeStripe.client));
    const payoutEvent = await fakeStripe.fake.payout();
    await handleStripeEvent(db(), fakeStripe.client, payoutEvent, SETTINGS);
    await runQueued(MATCH_PAYOUT_JOB, (job) => runMatchPayout(db(), job, fakeStripe.client));
    const [payout] = await db()
      .select()
      .from(cardPayoutsTable)
      .where(eq(cardPayoutsTable.payoutId, objectId(payoutEvent)));
    expect(payout).toMatchObject({
      status: "paid",
      matchedAt: expect.any(Date),
      amountCents: (payoutEvent.data.object as { amount: number }).amount,
    });
    for (const invoiceId of [one.invoiceId, two.invoiceId]) expect((await cardPaymentsOf(invoiceId))[0].payoutId).toBe(payout.id);
    const [refund] = await db()
      .select()
      .from(cardRefundsTable)
      .where(eq(cardRefundsTable.cardPaymentId, (await cardPaymentsOf(one.invoiceId))[0].id));
    expect(refund.payoutId).toBe(payout.id);

    // Every payment, fee, refund and dispute of this file went out in the payout, which arrives at the bank
    // tomorrow: over those days (a day either side, should midnight pass), the clearing account is back to nil.
    const today = todayInAuckland();
    const lines = statementLines(await clearingMoney(db(), addDays(today, -1), addDays(today, 2)));
    expect(lines.reduce((sum, line) => sum + line[1], 0)).toBe(0);
    const twoIntent = (await cardPaymentsOf(two.invoiceId))[0].paymentIntentId;
    expect(lines.filter((l) => l[2] === "Payout Two" || l[4] === twoIntent).map((l) => l[3])).toEqual([
      expect.stringMatching(/^Card payment on INV-\d{6}$/),
      expect.stringMatching(/^Card surcharge INV-\d{6}$/),
      expect.stringMatching(/^Stripe fee on INV-\d{6}$/),
    ]);
    expect(lines.find((l) => l[3] === "Payout to the bank account")).toEqual([
      expect.any(String),
      -payout.amountCents,
      "Stripe",
      "Payout to the bank account",
      payout.payoutId,
    ]);
  });
});
