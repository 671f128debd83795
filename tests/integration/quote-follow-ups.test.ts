import { and, eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { insertLead } from "~/features/leads/leads.server";
import { leadEventsTable } from "~/features/leads/tables";
import { emailOutboxTable } from "~/features/mail/tables";
import { findQuoteByLink } from "~/features/quotes/customer-quote.server";
import {
  cancelScheduledEmail,
  QUOTE_EXPIRY_JOB,
  QUOTE_FOLLOW_UP_JOB,
  runQuoteExpiry,
  runQuoteFollowUp,
  scheduledForLead,
  switchOffFollowUps,
} from "~/features/quotes/follow-ups.server";
import { createQuoteFromLead, getQuote, saveQuoteDraft } from "~/features/quotes/quotes.server";
import { acceptQuote, askAboutQuote } from "~/features/quotes/respond.server";
import { sendQuote } from "~/features/quotes/send.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { addDays, todayInAuckland } from "~/lib/clock";
import { isDomainError } from "~/lib/domain-error";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { jobsTable } from "~/platform/jobs/tables";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * A sent quote's follow-ups and expiry (issue 17, docs/decisions/0105): scheduled as jobs when
 * it is sent, each email sent once however many instances run the jobs, stopped by an answer,
 * a question, staff or the expiry, which runs at 23:59 on the valid-until day.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const logger = pino({ level: "silent" });
const STAFF = { id: "staff-1", name: "Mia Manager" };
const BUSINESS = { ...DEFAULT_SETTINGS, notificationEmails: ["team@example.co.nz"] };

/** A job runner as each server instance runs it, on a clock the test moves. */
function instance(now: () => Date) {
  return startJobRunner({
    db: db(),
    logger,
    poll: false,
    now,
    handlers: {
      [QUOTE_FOLLOW_UP_JOB]: (job) => runQuoteFollowUp(db(), job, BUSINESS),
      [QUOTE_EXPIRY_JOB]: (job) => runQuoteExpiry(db(), job),
    },
  });
}

async function sentQuote(email: string) {
  const lead = await db().transaction((tx) =>
    insertLead(
      tx,
      {
        service: "Painting",
        preferredDate: "2026-12-10",
        preferredTime: "10:00 AM",
        name: "Rawiri Customer",
        email,
        phone: "021 555 0199",
        address: "9 Rimu Street",
        suburb: "Howick",
        message: "Paint",
      },
      { key: null, requestHash: "" },
    ),
  );
  const { id } = await createQuoteFromLead(db(), STAFF, lead!.id, DEFAULT_SETTINGS.quoting);
  await saveQuoteDraft(db(), STAFF, id, {
    lines: [{ kind: "item", description: "Repaint the fence", quantity: 1, unitPriceCents: 150_000, amountsAre: "inclusive" }],
    amountsAre: "inclusive",
    scope: "",
    terms: "Terms.",
    validUntil: addDays(todayInAuckland(), 30),
    discount: null,
    deposit: { kind: "none" },
    followUps: true,
  });
  const { link } = await sendQuote(db(), STAFF, id, BUSINESS);
  const version = (await getQuote(db(), id))!.version;
  return { leadId: lead!.id, id, versionId: version.id, token: link.split("/q/")[1], link };
}

const jobsOf = (versionId: number) =>
  db()
    .select()
    .from(jobsTable)
    .where(and(eq(jobsTable.subjectType, "quote-version"), eq(jobsTable.subjectId, versionId)))
    .orderBy(jobsTable.runAt);

const followUpEmails = (quoteId: number) =>
  db()
    .select()
    .from(emailOutboxTable)
    .where(and(eq(emailOutboxTable.subjectId, quoteId), eq(emailOutboxTable.kind, "quote-follow-up")));

describe("a sent quote's follow-ups", () => {
  it("are scheduled at 3 and 7 days and 3 days before expiry, and its expiry at 23:59 on its last day", async () => {
    const { versionId } = await sentQuote("plan@example.co.nz");
    const jobs = await jobsOf(versionId);
    expect(jobs.map((j) => [j.kind, j.status])).toEqual([
      [QUOTE_FOLLOW_UP_JOB, "pending"],
      [QUOTE_FOLLOW_UP_JOB, "pending"],
      [QUOTE_FOLLOW_UP_JOB, "pending"],
      [QUOTE_EXPIRY_JOB, "pending"],
    ]);
    expect(jobs.map((j) => j.payload.reason).slice(0, 3)).toEqual([
      "3 days after sending",
      "7 days after sending",
      "3 days before it expires",
    ]);
    const hour = (d: Date) =>
      Number(new Intl.DateTimeFormat("en-NZ", { timeZone: "Pacific/Auckland", hour: "numeric", hourCycle: "h23" }).format(d));
    for (const job of jobs.slice(0, 3)) expect(hour(job.runAt)).toBeGreaterThanOrEqual(8);
    for (const job of jobs.slice(0, 3)) expect(hour(job.runAt)).toBeLessThan(20);
    expect(new Intl.DateTimeFormat("en-NZ", { timeZone: "Pacific/Auckland", timeStyle: "short" }).format(jobs[3].runAt)).toBe("11:59 pm");
  });

  it("send each email once, with two instances running the jobs at the same moment", async () => {
    const { id, leadId, versionId } = await sentQuote("once@example.co.nz");
    const [first] = await jobsOf(versionId);
    const at = () => new Date(first.runAt.getTime() + 60_000);
    const [a, b] = [instance(at), instance(at)];
    const ran = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(ran.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    const emails = await followUpEmails(id);
    expect(emails).toHaveLength(1);
    expect(emails[0].text).toMatch(/\/q\/[A-Za-z0-9_-]{43}/);
    // The email's link works (a fresh one: links are kept only as hashes).
    expect(await findQuoteByLink(db(), /\/q\/([A-Za-z0-9_-]{43})/.exec(emails[0].text!)![1])).not.toBeNull();
    const timeline = await db().select().from(leadEventsTable).where(eq(leadEventsTable.leadId, leadId));
    expect(timeline.filter((e) => e.detail?.startsWith("Follow-up email"))).toHaveLength(1);
    // A restarted instance finds the rest still waiting, and nothing already sent.
    const restarted = instance(at);
    await restarted.runOnce();
    expect(await followUpEmails(id)).toHaveLength(1);
    expect((await jobsOf(versionId)).map((j) => j.status)).toEqual(["done", "pending", "pending", "pending"]);
  });

  it("stop when the customer asks a question, and the expiry still comes", async () => {
    const { id, versionId, token } = await sentQuote("question@example.co.nz");
    await askAboutQuote(db(), (await findQuoteByLink(db(), token))!, "Can you do it in January?", BUSINESS);
    expect((await jobsOf(versionId)).map((j) => j.status)).toEqual(["cancelled", "cancelled", "cancelled", "pending"]);
    const expiry = (await jobsOf(versionId))[3];
    await instance(() => new Date(expiry.runAt.getTime() + 1_000)).runOnce();
    expect((await getQuote(db(), id))!.version.status).toBe("expired");
    expect(await followUpEmails(id)).toHaveLength(0);
  });

  it("stop when the quote is accepted, expiry included", async () => {
    const { versionId, token, link } = await sentQuote("accepted@example.co.nz");
    await acceptQuote(
      db(),
      (await findQuoteByLink(db(), token))!,
      { name: "Rawiri", chosen: [] },
      { ip: "::1", userAgent: "test" },
      BUSINESS,
      link,
    );
    const jobs = await jobsOf(versionId);
    expect(jobs.filter((j) => j.kind.startsWith("quote.")).every((j) => j.status === "cancelled")).toBe(true);
    // What is queued instead: the acceptance, for the job to be made from it (docs/decisions/0107).
    expect(jobs.filter((j) => j.kind.startsWith("event:")).map((j) => [j.kind, j.status])).toEqual([["event:quote.accepted", "pending"]]);
  });

  it("send nothing for a quote that stopped waiting after the job was queued", async () => {
    const { id, versionId } = await sentQuote("late@example.co.nz");
    await db().update(jobsTable).set({ status: "pending" }).where(eq(jobsTable.subjectId, versionId));
    const { quoteVersionsTable } = await import("~/features/quotes/tables");
    await db().update(quoteVersionsTable).set({ status: "declined" }).where(eq(quoteVersionsTable.id, versionId));
    const [first] = await jobsOf(versionId);
    await instance(() => new Date(first.runAt.getTime() + 1_000)).runOnce();
    expect(await followUpEmails(id)).toHaveLength(0);
  });

  it("can be cancelled one by one from the lead's page, or switched off for the quote", async () => {
    const { id, leadId, versionId } = await sentQuote("cancel@example.co.nz");
    const scheduled = await scheduledForLead(db(), leadId);
    expect(scheduled.map((s) => s.what)).toEqual([
      expect.stringMatching(/^Follow-up email for quote Q-\d{6} \(3 days after sending\)$/),
      expect.stringMatching(/7 days after sending/),
      expect.stringMatching(/3 days before it expires/),
    ]);
    await cancelScheduledEmail(db(), STAFF, leadId, scheduled[0].id);
    expect(await scheduledForLead(db(), leadId)).toHaveLength(2);
    const other = await sentQuote("other@example.co.nz");
    const theirs = (await scheduledForLead(db(), other.leadId))[0];
    await expect(cancelScheduledEmail(db(), STAFF, leadId, theirs.id)).rejects.toSatisfy(isDomainError);
    const { cancelled } = await switchOffFollowUps(db(), STAFF, id);
    expect(cancelled).toBe(2);
    expect((await jobsOf(versionId)).map((j) => j.status)).toEqual(["cancelled", "cancelled", "cancelled", "pending"]);
  });
});
