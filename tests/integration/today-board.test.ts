import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordPayment } from "~/features/invoices/payments.server";
import { invoicesTable } from "~/features/invoices/tables";
import { emailOutboxTable } from "~/features/mail/tables";
import { completeVisit, progressVisit } from "~/features/jobs/crew-work.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { addVisit, setVisitStatus } from "~/features/jobs/visits.server";
import { leadsTable } from "~/features/leads/tables";
import { quoteVersionsTable } from "~/features/quotes/tables";
import { reviewsTable } from "~/features/reviews/tables";
import { textOutboxTable } from "~/features/texts/tables";
import { moneyAtAGlance } from "~/features/today/money.server";
import { todayBoard, type TodayBoard } from "~/features/today/today.server";
import { addDays, aucklandInstant, todayInAuckland } from "~/lib/clock";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { sentInvoice } from "../helpers/card-payments";
import { acceptedQuote, INVOICE_SETTINGS, sentQuoteOn } from "../helpers/invoices";
import { newLead, newTradie, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The office's Today (issue 45, items 5 and 6) over a day with two of everything: two tradies,
 * two late visits and one on time, one on the way, one started and one done, a site visit no one
 * has, a cancelled one, an offer not answered; two new leads and one contacted; an old quote not
 * answered, a new one and one accepted this month; two overdue invoices, one not yet due and two
 * paid; a review held and one published; a failing email and a failing text. The money is
 * checked against SQL written here, not the module's.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const SETTINGS = { ...INVOICE_SETTINGS, quoting: { ...INVOICE_SETTINGS.quoting, followUpDays: [3, 7] } };
const TODAY = todayInAuckland();
/** The board is seen at 11 am on a day ahead, so its visits can still be offered and answered whenever the test runs. */
const DAY = addDays(TODAY, 2);
const NEXT_DAY = addDays(DAY, 1);
/** The 9 am visit not begun is late; the 1 pm one is not. */
const AT_ELEVEN = aucklandInstant(DAY, "11:00");

let board: TodayBoard;
const ids: Record<string, number> = {};

async function visit(leadOrJob: { jobId: number } | { leadId: number }, day: string, start: number, tradieIds: number[]) {
  const { id } = await addVisit(
    db(),
    STAFF,
    leadOrJob,
    { day, timing: "fixed", start, end: start + 60, tradieIds, instructions: "" },
    SETTINGS,
  );
  return id;
}

beforeAll(async () => {
  const [tama, ana] = [await newTradie(db(), "Tama Tradie"), await newTradie(db(), "Ana Tradie")];
  const job = async (email: string, name: string) =>
    (await createJobFromLead(db(), STAFF, await newLead(db(), email, name), { title: `Gutters for ${name}`, scope: "" })).id;
  const [lateJob, onTimeJob, onTheWayJob, tomorrowJob, cancelledJob, lateTooJob, startedJob, doneJob] = [
    await job("late@example.co.nz", "Lena Late"),
    await job("ontime@example.co.nz", "Otto Ontime"),
    await job("way@example.co.nz", "Wiremu Way"),
    await job("tomorrow@example.co.nz", "Tia Tomorrow"),
    await job("cancelled@example.co.nz", "Carl Cancelled"),
    await job("latetoo@example.co.nz", "Luka Latetoo"),
    await job("started@example.co.nz", "Sam Started"),
    await job("done@example.co.nz", "Dana Done"),
  ];
  ids.late = await visit({ jobId: lateJob }, DAY, 9 * 60, [tama]);
  ids.onTime = await visit({ jobId: onTimeJob }, DAY, 13 * 60, [ana]);
  ids.onTheWay = await visit({ jobId: onTheWayJob }, DAY, 10 * 60 + 30, [ana]);
  ids.tomorrow = await visit({ jobId: tomorrowJob }, NEXT_DAY, 10 * 60, [tama]);
  ids.siteVisit = await visit({ leadId: await newLead(db(), "site@example.co.nz", "Sina Site") }, DAY, 15 * 60, []);
  ids.cancelled = await visit({ jobId: cancelledJob }, DAY, 12 * 60, [tama]);
  // A second late visit, Ana's at 10 am; Tama's 7 am visit is started and his 8 am one done, so neither is late.
  ids.lateToo = await visit({ jobId: lateTooJob }, DAY, 10 * 60, [ana]);
  ids.started = await visit({ jobId: startedJob }, DAY, 7 * 60, [tama]);
  ids.done = await visit({ jobId: doneJob }, DAY, 8 * 60, [tama]);
  for (const [visitId, tradie] of [
    [ids.late, tama],
    [ids.onTime, ana],
    [ids.onTheWay, ana],
    [ids.lateToo, ana],
    [ids.started, tama],
    [ids.done, tama],
  ] as const)
    await answerOffer(db(), { id: tradie, name: "Tradie" }, visitId, { accept: true }, SETTINGS);
  await progressVisit(db(), { id: ana, name: "Ana Tradie" }, ids.onTheWay, "on_the_way", SETTINGS, { early: true });
  await progressVisit(db(), { id: tama, name: "Tama Tradie" }, ids.started, "started", SETTINGS, { early: true });
  await completeVisit(db(), { id: tama, name: "Tama Tradie" }, ids.done, { name: "Dana Done" }, SETTINGS, { early: true });
  await setVisitStatus(db(), STAFF, ids.cancelled, "cancelled", SETTINGS);

  // A quote sent ten days ago and not answered; one sent today.
  const old = await sentQuoteOn(db(), await newLead(db(), "oldquote@example.co.nz", "Quinn Old"));
  await sentQuoteOn(db(), await newLead(db(), "newquote@example.co.nz", "Quentin New"));
  await db()
    .update(quoteVersionsTable)
    .set({ sentAt: new Date(AT_ELEVEN.getTime() - 10 * 86_400_000) })
    .where(eq(quoteVersionsTable.quoteId, old.quoteId));
  ids.oldQuote = old.quoteId;
  // A quote accepted this month.
  await acceptedQuote(
    db(),
    "accepted@example.co.nz",
    [{ kind: "item", description: "Wash the house", quantity: 1, unitPriceCents: 61_100, amountsAre: "inclusive" }],
    { kind: "none" },
  );

  // Invoices: one overdue by three days and one by five, one not due, two paid this month.
  const overdue = await sentInvoice(db(), "overdue@example.co.nz", 12_345, "Owen Overdue", SETTINGS);
  const overdueMore = await sentInvoice(db(), "overduemore@example.co.nz", 7_890, "Olga Overdue", SETTINGS);
  for (const [invoiceId, days] of [
    [overdue.invoiceId, -3],
    [overdueMore.invoiceId, -5],
  ])
    await db()
      .update(invoicesTable)
      .set({ dueDate: addDays(TODAY, days) })
      .where(eq(invoicesTable.id, invoiceId));
  await sentInvoice(db(), "notdue@example.co.nz", 20_000, "Nora Notdue", SETTINGS);
  for (const [email, cents, name] of [
    ["paid@example.co.nz", 5_000, "Pat Paid"],
    ["paidtoo@example.co.nz", 6_000, "Pia Paid"],
  ] as const) {
    const paid = await sentInvoice(db(), email, cents, name, SETTINGS);
    await recordPayment(
      db(),
      STAFF,
      paid.invoiceId,
      { amountCents: cents, paidOn: TODAY, method: "bank_transfer", reference: "", sendReceipt: false },
      SETTINGS,
    );
  }
  ids.overdueInvoice = overdue.invoiceId;
  ids.overdueMoreInvoice = overdueMore.invoiceId;

  // An email that failed for good and a text that may have gone out.
  const [failedEmail] = await db()
    .insert(emailOutboxTable)
    .values({ kind: "invoice-sent", to: ["owen@example.co.nz"], subject: "Your invoice", text: "x", html: "<p>x</p>", status: "failed" })
    .returning({ id: emailOutboxTable.id });
  const [uncertainText] = await db()
    .insert(textOutboxTable)
    .values({ kind: "visit-booked", to: "+64215550901", body: "Booked", status: "uncertain", attempts: 1 })
    .returning({ id: textOutboxTable.id });
  ids.failedEmail = failedEmail.id;
  ids.uncertainText = Number(uncertainText.id);

  const review = { source: "site", writtenOn: TODAY, rating: 5, text: "Great", suburb: "Albany", consent: true };
  await db()
    .insert(reviewsTable)
    .values([
      { ...review, firstName: "Hana H.", status: "held", heldFor: "a phone number" },
      { ...review, firstName: "Pita P.", status: "published" },
    ]);

  // Two new leads, the one stored first the newer; every other lead has been contacted.
  await db().update(leadsTable).set({ status: "contacted" });
  ids.newerLead = await newLead(db(), "newer@example.co.nz", "Nina Newer");
  ids.olderLead = await newLead(db(), "older@example.co.nz", "Olive Older");
  const arrived = (id: number, msAgo: number) =>
    db()
      .update(leadsTable)
      .set({ createdAt: new Date(AT_ELEVEN.getTime() - msAgo) })
      .where(eq(leadsTable.id, id));
  await arrived(ids.olderLead, 5 * 3_600_000);
  await arrived(ids.newerLead, 20 * 60_000);

  board = await todayBoard(db(), SETTINGS, AT_ELEVEN);
});

const visitsOn = (day: TodayBoard["visits"]["today"]) => day.map((t) => [t.tradie, t.visits.map((v) => [v.id, v.standing])]);

describe("Today's visits", () => {
  it("lists today's by tradie (not assigned first), late when not begun 30 minutes in, started and done as they are, and none cancelled", () => {
    expect(visitsOn(board.visits.today)).toEqual([
      ["Not assigned", [[ids.siteVisit, "scheduled"]]],
      [
        "Ana Tradie",
        [
          [ids.lateToo, "late"],
          [ids.onTheWay, "on_the_way"],
          [ids.onTime, "scheduled"],
        ],
      ],
      [
        "Tama Tradie",
        [
          [ids.started, "started"],
          [ids.done, "done"],
          [ids.late, "late"],
        ],
      ],
    ]);
  });

  it("lists tomorrow's, with the offer not yet answered under its tradie and in the offers waiting", () => {
    expect(visitsOn(board.visits.tomorrow)).toEqual([["Tama Tradie", [[ids.tomorrow, "scheduled"]]]]);
    expect(board.waiting.offers.map((o) => [o.visitId, o.tradie])).toEqual([[ids.tomorrow, "Tama Tradie"]]);
  });
});

describe("what waits on the office", () => {
  it("has the new leads oldest first, the quote unanswered after the last follow-up, the overdue invoice and the held review", () => {
    expect(board.waiting.leads.map((l) => l.id)).toEqual([ids.olderLead, ids.newerLead]);
    expect(board.quoteChaseDays).toBe(7);
    expect(board.waiting.quotes.map((q) => q.id)).toEqual([ids.oldQuote]);
    expect(board.waiting.invoices.map((i) => [i.id, i.owingCents])).toEqual([
      [ids.overdueMoreInvoice, 7_890],
      [ids.overdueInvoice, 12_345],
    ]);
    expect(board.waiting.reviews.map((r) => r.firstName)).toEqual(["Hana H."]);
  });

  it("has the failing email and the failing text, each by itself, for its Send again (today-send-again.test.ts posts it)", () => {
    expect(board.waiting.failingEmails).toEqual([
      { id: ids.failedEmail, kind: "invoice-sent", to: "owen@example.co.nz", subject: "Your invoice", status: "failed" },
    ]);
    expect(board.waiting.failingTexts).toEqual([{ id: ids.uncertainText, kind: "visit-booked", to: "+64215550901", status: "uncertain" }]);
  });
});

describe("the money at a glance", () => {
  it("matches SQL over the same rows: owed, overdue, paid, quoted and accepted this month", async () => {
    const monthStart = `${TODAY.slice(0, 8)}01`;
    const rows = rowsOf<{
      owed: string;
      overdue: string;
      paid: string;
      quoted: string;
      quotes: string;
      accepted: string;
      acceptances: string;
    }>(
      await db().execute(sql`
      select
        (select coalesce(sum(inclusive_cents - paid_cents - credited_cents), 0) from invoices where status in ('sent', 'part_paid') and kind <> 'credit_note') as owed,
        (select coalesce(sum(inclusive_cents - paid_cents - credited_cents), 0) from invoices where status in ('sent', 'part_paid') and kind <> 'credit_note' and due_date < ${TODAY}) as overdue,
        (select coalesce(sum(amount_cents), 0) from invoice_payments where paid_on >= ${monthStart}) as paid,
        (select coalesce(sum(inclusive_cents), 0) from quote_versions where sent_at >= ${aucklandInstant(monthStart).toISOString()}::timestamptz) as quoted,
        (select count(distinct quote_id) from quote_versions where sent_at >= ${aucklandInstant(monthStart).toISOString()}::timestamptz) as quotes,
        (select coalesce(sum(accepted_cents), 0) from quote_versions where accepted_at >= ${aucklandInstant(monthStart).toISOString()}::timestamptz) as accepted,
        (select count(*) from quote_versions where accepted_at >= ${aucklandInstant(monthStart).toISOString()}::timestamptz) as acceptances`),
    );
    const [expected] = rows;
    const money = await moneyAtAGlance(db(), TODAY);
    expect(money).toMatchObject({
      owedCents: Number(expected.owed),
      overdueCents: Number(expected.overdue),
      paidThisMonthCents: Number(expected.paid),
      quotedThisMonth: { count: Number(expected.quotes), cents: Number(expected.quoted) },
      acceptedThisMonth: { count: Number(expected.acceptances), cents: Number(expected.accepted) },
    });
    // And by hand: 123.45 and 78.90 overdue and 200.00 not due are owed; 50.00 and 60.00 paid today; one quote of 611.00 accepted.
    expect([money.owedCents, money.overdueCents, money.paidThisMonthCents]).toEqual([40_235, 20_235, 11_000]);
    expect(money.acceptedThisMonth).toEqual({ count: 1, cents: 61_100 });
    // The board two days on reads the same invoices as owed (it may be a new month, so no more than that).
    expect(board.money.owedCents).toBe(40_235);
  });
});
