import { and, eq, inArray, like } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addVisitNote, completeVisit, progressVisit } from "~/features/jobs/crew-work.server";
import { answerOffer, runOfferExpiry } from "~/features/jobs/dispatch.server";
import { runVisitReminder, runVisitReminders } from "~/features/jobs/visit-reminders.server";
import {
  cancelJob,
  createJobFromAcceptedQuote,
  createJobFromLead,
  JOB_DONE_EVENT,
  reopenJob,
  reviewJob,
} from "~/features/jobs/jobs.server";
import { jobListQuery } from "~/features/jobs/list-query";
import { listJobs } from "~/features/jobs/list.server";
import { findQuoteByLink } from "~/features/quotes/customer-quote.server";
import { createQuoteFromLead, saveQuoteDraft } from "~/features/quotes/quotes.server";
import { acceptQuote } from "~/features/quotes/respond.server";
import { sendQuote } from "~/features/quotes/send.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { logger } from "~/platform/logger.server";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { jobHandlers } from "~/server/jobs.server";
import { jobEventsTable, serviceJobsTable, visitsTable, visitTradiesTable } from "~/features/jobs/tables";
import { cancelScheduledMessage, scheduledForJob } from "~/features/jobs/scheduled.server";
import { addVisit, changeVisit, recordAcceptedByPhone, setVisitStatus } from "~/features/jobs/visits.server";
import { leadEventsTable, leadsTable } from "~/features/leads/tables";
import { emailOutboxTable } from "~/features/mail/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import { jobsTable } from "~/platform/jobs/tables";
import type { JobContext } from "~/platform/jobs/runner.server";
import { JOB_SETTINGS as SETTINGS, STAFF, newLead, newTradie, setTradieStatus } from "../helpers/jobs";
import { refusal } from "../helpers/refusal";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * A job's life from the lead to done (issue 18, docs/decisions/0108, 0110, 0111): visits at
 * Auckland times, offers to tradies with a time limit, the customer's booking with a calendar
 * file, moves and cancellations that update it, "on my way", the sign-off, the job done and the
 * lead won; and the refusals that store nothing.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const DAY = addDays(todayInAuckland(), 7);

async function outbox(kind: string) {
  return db().select().from(emailOutboxTable).where(eq(emailOutboxTable.kind, kind));
}

function fakeJob(payload: Record<string, unknown>): JobContext & { completed: boolean } {
  const job = {
    id: 0,
    kind: "test",
    attempt: 1,
    payload,
    completed: false,
    complete: async () => {
      job.completed = true;
    },
  };
  return job;
}

function calendarEvent(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    status: event.getFirstPropertyValue("status"),
  };
}

const visitInput = (tradieIds: number[], start = 9 * 60, end = 11 * 60, day = DAY) => ({
  day,
  timing: "fixed" as const,
  start,
  end,
  tradieIds,
  instructions: "Gate code 4521",
});

describe("an accepted quote", () => {
  it("becomes one job, to schedule, with the lines the customer accepted and the deposit, however often its event runs", async () => {
    const leadId = await newLead(db(), "quote-to-job@example.co.nz");
    const { id: quoteId } = await createQuoteFromLead(db(), STAFF, leadId, DEFAULT_SETTINGS.quoting);
    await saveQuoteDraft(db(), STAFF, quoteId, {
      lines: [
        { kind: "item", description: "Gutter clean", quantity: 10, unitPriceCents: 1_000, amountsAre: "inclusive" },
        { kind: "material", description: "Downpipe", quantity: 1, costCents: 4_000, markupPercent: 25, amountsAre: "inclusive" },
        { kind: "item", description: "Gutter guard", quantity: 10, unitPriceCents: 500, amountsAre: "inclusive", optional: true },
        { kind: "item", description: "Roof wash", quantity: 1, unitPriceCents: 30_000, amountsAre: "inclusive", optional: true },
      ],
      amountsAre: "inclusive",
      scope: "Clean the gutters.",
      terms: "Payment on completion.",
      validUntil: addDays(todayInAuckland(), 30),
      discount: null,
      deposit: { kind: "percent", percent: 20 },
      followUps: false,
    });
    const { link } = await sendQuote(db(), STAFF, quoteId, SETTINGS);
    const quote = await findQuoteByLink(db(), link.split("/q/")[1]);
    await acceptQuote(db(), quote!, { name: "Aroha Customer", chosen: [2] }, { ip: "203.0.113.9", userAgent: "test" }, SETTINGS, link);

    const runner = startJobRunner({ db: db(), logger, handlers: jobHandlers(db, async () => SETTINGS), poll: false });
    while ((await runner.runOnce()) > 0);
    const jobs = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.leadId, leadId));
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job).toMatchObject({
      status: "to_schedule",
      title: "Gutter Cleaning",
      scope: "Clean the gutters.",
      valueCents: 20_000,
      depositCents: 4_000,
    });
    expect(job.lines.map((l) => l.description)).toEqual(["Gutter clean", "Downpipe", "Gutter guard"]);
    expect(job.lines.some((l) => l.kind === "material" || ("optional" in l && l.optional))).toBe(false);

    // The event and its subscriber are each queued once; running the subscriber again makes nothing new.
    const handled = await db().select().from(jobsTable).where(like(jobsTable.kind, "event:quote.accepted%"));
    expect(handled.map((j) => [j.kind, j.status]).sort()).toEqual([
      ["event:quote.accepted", "done"],
      ["event:quote.accepted>deposit-invoice", "done"],
      ["event:quote.accepted>make-job", "done"],
      // A quote that proposes no plan: its subscriber runs and makes none (docs/decisions/0215).
      ["event:quote.accepted>make-plan", "done"],
    ]);
    const again = fakeJob(handled.find((j) => j.kind.endsWith(">make-job"))!.payload);
    await createJobFromAcceptedQuote(db(), again);
    expect(again.completed).toBe(true);
    expect(await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.leadId, leadId))).toHaveLength(1);
    const [made] = await db().select().from(jobEventsTable).where(eq(jobEventsTable.jobId, job.id));
    expect(made.detail).toMatch(/^Made from accepted quote Q-\d{6}: \$200\.00, deposit \$40\.00$/);
  });
});

describe("a job from a lead, visited, offered, answered and done", () => {
  it("goes from booked to done with the customer told at each step and the lead won", async () => {
    const leadId = await newLead(db(), "job-life@example.co.nz", "Hemi Parata");
    const sam = await newTradie(db(), "Sam Patel");
    const { id: jobId, number } = await createJobFromLead(db(), STAFF, leadId, {
      title: "Outdoor power point",
      scope: "Fit a double power point.",
    });
    expect(number).toMatch(/^J-\d{6}$/);

    const { id: visitId } = await addVisit(db(), STAFF, { jobId }, visitInput([sam]), SETTINGS);
    const [seat] = await db().select().from(visitTradiesTable).where(eq(visitTradiesTable.visitId, visitId));
    expect(seat.offer).toBe("offered");
    expect(seat.offerExpiresAt!.getTime() - Date.now()).toBeGreaterThan(3.9 * 3_600_000);
    const [offer] = await outbox("visit-offer");
    expect(offer.to).toEqual(["sam@tradies.example.co.nz"]);
    expect(offer.text).toContain("Albany");
    expect(offer.text).not.toContain("Hemi");
    expect(offer.text).not.toContain("7 Kauri Road");
    expect(offer.text).toMatch(/\/crew\/link\/[A-Za-z0-9_-]{43}\?to=%2Fcrew%2Fvisits%2F\d+/);
    expect((await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId)))[0].status).toBe("scheduled");
    // No booking goes to the customer until a tradie has said yes.
    expect(await outbox("visit-booked")).toHaveLength(0);

    await answerOffer(db(), { id: sam, name: "Sam Patel" }, visitId, { accept: true }, SETTINGS);
    await answerOffer(db(), { id: sam, name: "Sam Patel" }, visitId, { accept: true }, SETTINGS);
    const booked = await outbox("visit-booked");
    expect(booked).toHaveLength(1);
    expect(booked[0].to).toEqual(["job-life@example.co.nz"]);
    expect(booked[0].text).toContain("Sam is coming");
    expect(booked[0].text).toMatch(/\/j\/[A-Za-z0-9_-]{43}/);
    const first = calendarEvent(booked[0].calendar!.content);
    const [visit] = await db().select().from(visitsTable).where(eq(visitsTable.id, visitId));
    expect(first).toMatchObject({ method: "REQUEST", sequence: 0, start: visit.startsAt.toISOString(), status: "CONFIRMED" });
    expect(String(first.uid)).toMatch(new RegExp(`^visit-${visitId}@[a-z0-9.-]+$`));

    await changeVisit(db(), STAFF, visitId, visitInput([sam], 10 * 60, 12 * 60), SETTINGS);
    const [moved] = await outbox("visit-moved");
    const second = calendarEvent(moved.calendar!.content);
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBe(1);
    expect(await outbox("visit-moved-tradie")).toHaveLength(1);

    // A week ahead, so the tradie says the work is early (issue 40, item 6).
    await progressVisit(db(), { id: sam, name: "Sam Patel" }, visitId, "on_the_way", SETTINGS, { early: true });
    expect((await outbox("visit-on-the-way"))[0].text).toContain("Sam is on the way to 7 Kauri Road");
    await addVisitNote(db(), { id: sam, name: "Sam Patel" }, visitId, "Needed a longer cable.");
    await completeVisit(db(), { id: sam, name: "Sam Patel" }, visitId, { name: "Hemi Parata" }, SETTINGS, { early: true });

    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId));
    expect(job.status).toBe("done");
    expect(job.doneAt).not.toBeNull();
    const [lead] = await db().select().from(leadsTable).where(eq(leadsTable.id, leadId));
    expect(lead.status).toBe("won");
    const events = await db()
      .select()
      .from(jobsTable)
      .where(eq(jobsTable.kind, `event:${JOB_DONE_EVENT}`));
    expect(events).toHaveLength(1);
    expect(events[0].subjectId).toBe(jobId);
    // Done work waits for staff to look it over.
    const toReview = async () => (await listJobs(db(), jobListQuery.read(new URLSearchParams("status=to_review")))).rows.map((r) => r.id);
    expect(await toReview()).toContain(jobId);
    await reviewJob(db(), STAFF, jobId);
    expect(await toReview()).not.toContain(jobId);
    const timeline = (await db().select().from(jobEventsTable).where(eq(jobEventsTable.jobId, jobId))).map(
      (e) => `${e.actorName}: ${e.detail}`,
    );
    for (const line of [
      "Mia Manager: Made from lead",
      "Mia Manager: Visit booked",
      "Mia Manager: Offered to Sam Patel",
      "Sam Patel (tradie): Sam Patel accepted",
      "Booking emailed to the customer",
      "Mia Manager: Visit moved from",
      "New time emailed to the customer",
      "Sam Patel (tradie): Visit of",
      "“On the way” emailed to the customer",
      "Sam Patel (tradie): Needed a longer cable.",
      "Sam Patel (tradie): Signed off by Hemi Parata",
      "Scheduled → In progress",
      "In progress → Done",
      "Mia Manager: Reviewed",
    ])
      expect(
        timeline.some((t) => t.includes(line)),
        line,
      ).toBe(true);
  });

  it("sends a declined or unanswered offer back to the office, once", async () => {
    const leadId = await newLead(db(), "job-decline@example.co.nz");
    const grace = await newTradie(db(), "Grace Liu");
    const liam = await newTradie(db(), "Liam OConnor");
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Fence", scope: "" });
    const { id: visitId } = await addVisit(db(), STAFF, { jobId }, visitInput([grace, liam]), SETTINGS);

    await answerOffer(db(), { id: grace, name: "Grace Liu" }, visitId, { accept: false, reason: "Away that week" }, SETTINGS);
    const [declined] = await outbox("visit-team-declined");
    expect(declined.to).toEqual(["office@example.co.nz"]);
    expect(declined.text).toContain("Away that week");
    expect((await refusal(answerOffer(db(), { id: grace, name: "Grace Liu" }, visitId, { accept: true }, SETTINGS))).message).toBe(
      "You have already answered this offer.",
    );

    const expiry = fakeJob({ visitId, tradieId: liam });
    // Past the offer's deadline whenever the test runs: four hours outside the night's quiet hours.
    const later = new Date(Date.now() + 20 * 3_600_000);
    await runOfferExpiry(db(), expiry, SETTINGS, later);
    await runOfferExpiry(db(), fakeJob({ visitId, tradieId: liam }), SETTINGS, later);
    expect(expiry.completed).toBe(true);
    expect(await outbox("visit-team-expired")).toHaveLength(1);
    const seats = await db().select().from(visitTradiesTable).where(eq(visitTradiesTable.visitId, visitId));
    expect(Object.fromEntries(seats.map((s) => [s.tradieId, s.offer]))).toEqual({ [grace]: "declined", [liam]: "expired" });
    expect((await refusal(answerOffer(db(), { id: liam, name: "Liam OConnor" }, visitId, { accept: true }, SETTINGS))).message).toContain(
      "ran out",
    );
    // Liam rings the office to say yes after all: staff record it, and the customer gets their booking.
    await recordAcceptedByPhone(db(), STAFF, { jobId }, visitId, liam, SETTINGS);
    expect(
      (
        await db()
          .select()
          .from(visitTradiesTable)
          .where(and(eq(visitTradiesTable.visitId, visitId), eq(visitTradiesTable.tradieId, liam)))
      )[0].offer,
    ).toBe("accepted");
    expect((await outbox("visit-booked")).filter((e) => e.to.includes("job-decline@example.co.nz"))).toHaveLength(1);
    expect((await refusal(recordAcceptedByPhone(db(), STAFF, { jobId }, visitId, grace, SETTINGS))).message).toBe(
      "Grace Liu has declined this visit: put them on it again to offer it anew.",
    );
    expect((await refusal(recordAcceptedByPhone(db(), STAFF, { jobId: jobId + 1000 }, visitId, liam, SETTINGS))).status).toBe(404);
    // An offer answered in time is left alone when its limit comes.
    const { id: other } = await addVisit(db(), STAFF, { jobId }, visitInput([liam], 13 * 60, 14 * 60), SETTINGS);
    await answerOffer(db(), { id: liam, name: "Liam OConnor" }, other, { accept: true }, SETTINGS);
    await runOfferExpiry(db(), fakeJob({ visitId: other, tradieId: liam }), SETTINGS, later);
    expect(await outbox("visit-team-expired")).toHaveLength(1);
  });

  it("reminds the customer once, not for a visit moved since, and skips (and logs) one already begun", async () => {
    const leadId = await newLead(db(), "job-remind@example.co.nz");
    const mere = await newTradie(db(), "Mere Tautahi");
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Gutters", scope: "" });
    const { id: visitId } = await addVisit(db(), STAFF, { jobId }, visitInput([mere]), SETTINGS);
    await answerOffer(db(), { id: mere, name: "Mere Tautahi" }, visitId, { accept: true }, SETTINGS);
    const [reminder] = await db()
      .select()
      .from(jobsTable)
      .where(and(eq(jobsTable.kind, "visit.reminder"), eq(jobsTable.subjectId, visitId)));
    const [visit] = await db().select().from(visitsTable).where(eq(visitsTable.id, visitId));
    expect(reminder.runAt.getTime()).toBe(visit.startsAt.getTime() - 24 * 3_600_000);

    const dayBefore = new Date(visit.startsAt.getTime() - 20 * 3_600_000);
    await runVisitReminder(db(), fakeJob({ visitId, sequence: 0 }), SETTINGS, dayBefore);
    expect(await outbox("visit-reminder")).toHaveLength(1);

    await changeVisit(db(), STAFF, visitId, visitInput([mere], 14 * 60, 15 * 60), SETTINGS);
    const reminders = await db()
      .select()
      .from(jobsTable)
      .where(and(eq(jobsTable.kind, "visit.reminder"), eq(jobsTable.subjectId, visitId)));
    expect(reminders.map((r) => r.status).sort()).toEqual(["cancelled", "pending"]);
    await runVisitReminder(db(), fakeJob({ visitId, sequence: 0 }), SETTINGS, dayBefore);
    expect(await outbox("visit-reminder")).toHaveLength(1);

    const afterStart = new Date(visit.startsAt.getTime() + 6 * 3_600_000);
    const late = fakeJob({ visitId, sequence: 1 });
    await runVisitReminder(db(), late, SETTINGS, afterStart);
    expect(late.completed).toBe(true);
    expect(await outbox("visit-reminder")).toHaveLength(1);
    const skipped = await db()
      .select()
      .from(jobEventsTable)
      .where(and(eq(jobEventsTable.jobId, jobId), like(jobEventsTable.detail, "Reminder not sent%")));
    expect(skipped).toHaveLength(1);

    // Staff see the reminder still to go on the job's page and may cancel it before it does.
    const [scheduled] = await scheduledForJob(db(), jobId);
    expect(scheduled.what).toMatch(/^Reminder to the customer of the visit of .*, 2–3 pm$/);
    await cancelScheduledMessage(db(), STAFF, jobId, scheduled.id);
    expect(await scheduledForJob(db(), jobId)).toEqual([]);
    expect((await refusal(cancelScheduledMessage(db(), STAFF, jobId, scheduled.id))).status).toBe(404);
  });

  it("does reminders due together as each alone: one email each, none for a visit moved since or gone, all completed at once", async () => {
    const mere = await newTradie(db(), "Mere Batch");
    const visits: Array<{ jobId: number; visitId: number }> = [];
    for (const email of ["batch-one@example.co.nz", "batch-two@example.co.nz", "batch-three@example.co.nz"]) {
      const { id: jobId } = await createJobFromLead(db(), STAFF, await newLead(db(), email), { title: "Batch", scope: "" });
      const { id: visitId } = await addVisit(
        db(),
        STAFF,
        { jobId },
        visitInput([mere], 9 * 60 + visits.length * 180, 11 * 60 + visits.length * 180),
        SETTINGS,
      );
      await answerOffer(db(), { id: mere, name: "Mere Batch" }, visitId, { accept: true }, SETTINGS);
      visits.push({ jobId, visitId });
    }
    const [first] = await db().select().from(visitsTable).where(eq(visitsTable.id, visits[0].visitId));
    let completed = 0;
    const jobs = [
      fakeJob({ visitId: visits[0].visitId, sequence: 0 }),
      fakeJob({ visitId: visits[1].visitId, sequence: 0 }),
      // Moved since: its own reminder is queued under the new sequence.
      fakeJob({ visitId: visits[2].visitId, sequence: 7 }),
      fakeJob({ visitId: 2_000_000_000, sequence: 0 }),
    ];
    await runVisitReminders(db(), jobs, async () => void (completed += 1), SETTINGS, new Date(first.startsAt.getTime() - 20 * 3_600_000));
    expect(completed).toBe(1);
    const sent = (await outbox("visit-reminder")).filter((e) => String(e.to).startsWith("batch-"));
    expect(sent.map((e) => String(e.to)).sort()).toEqual(["batch-one@example.co.nz", "batch-two@example.co.nz"]);
    const lines = await db()
      .select()
      .from(jobEventsTable)
      .where(
        and(
          inArray(
            jobEventsTable.jobId,
            visits.map((v) => v.jobId),
          ),
          eq(jobEventsTable.detail, "Reminder emailed to the customer"),
        ),
      );
    expect(lines.map((l) => l.jobId).sort()).toEqual([visits[0].jobId, visits[1].jobId].sort());
    // Each email carries its own working link to its own job's page.
    const links = sent.map((e) => e.text!.match(/\/j\/[A-Za-z0-9_-]{43}/)?.[0]);
    expect(new Set(links).size).toBe(2);
  });

  it("cancels a job's visits with the customer's calendar file, and reopens it", async () => {
    const leadId = await newLead(db(), "job-cancel@example.co.nz");
    const tomasi = await newTradie(db(), "Tomasi Fifita");
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Deck", scope: "" });
    const { id: visitId } = await addVisit(db(), STAFF, { jobId }, visitInput([tomasi]), SETTINGS);
    await answerOffer(db(), { id: tomasi, name: "Tomasi Fifita" }, visitId, { accept: true }, SETTINGS);
    await cancelJob(db(), STAFF, jobId, "Customer sold the house", SETTINGS);
    const [cancelled] = await outbox("visit-cancelled");
    expect(cancelled.to).toEqual(["job-cancel@example.co.nz"]);
    expect(calendarEvent(cancelled.calendar!.content)).toMatchObject({ method: "CANCEL", status: "CANCELLED" });
    expect(await outbox("visit-cancelled-tradie")).toHaveLength(1);
    expect((await refusal(addVisit(db(), STAFF, { jobId }, visitInput([tomasi]), SETTINGS))).message).toContain("cancelled");
    await reopenJob(db(), STAFF, jobId);
    expect((await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId)))[0].status).toBe("to_schedule");
  });

  it("refuses bad visits with a message and stores nothing of them", async () => {
    const leadId = await newLead(db(), "job-refuse@example.co.nz");
    const sam = await newTradie(db(), "Sam Refused");
    const paused = await newTradie(db(), "Pat Paused");
    await setTradieStatus(db(), paused, "paused");
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Gate", scope: "" });
    await addVisit(db(), STAFF, { jobId }, visitInput([sam]), SETTINGS);
    const before = await db().select().from(visitsTable).where(eq(visitsTable.jobId, jobId));
    const emailsBefore = (await db().select().from(emailOutboxTable)).length;

    expect(await refusal(addVisit(db(), STAFF, { jobId }, visitInput([sam], 10 * 60, 12 * 60), SETTINGS))).toEqual({
      status: 409,
      message: "This job already has a visit at that time: change that visit instead.",
    });
    expect(
      await refusal(addVisit(db(), STAFF, { jobId }, visitInput([sam], 9 * 60, 10 * 60, addDays(todayInAuckland(), 400)), SETTINGS)),
    ).toEqual({
      status: 400,
      message: "Choose a day within the next year.",
    });
    expect(
      await refusal(addVisit(db(), STAFF, { jobId }, visitInput([sam], 9 * 60, 10 * 60, addDays(todayInAuckland(), -31)), SETTINGS)),
    ).toEqual({
      status: 400,
      message: "Choose a day from the last 30 days or later.",
    });
    expect(await refusal(addVisit(db(), STAFF, { jobId }, visitInput([paused], 13 * 60, 14 * 60), SETTINGS))).toEqual({
      status: 400,
      message: "Pat Paused is paused, so cannot be sent on a visit.",
    });
    expect(await refusal(addVisit(db(), STAFF, { jobId }, visitInput([2_000_000], 13 * 60, 14 * 60), SETTINGS))).toEqual({
      status: 400,
      message: "Choose tradies from the list.",
    });
    expect(await refusal(addVisit(db(), STAFF, { jobId: 2_000_000 }, visitInput([sam]), SETTINGS))).toMatchObject({ status: 404 });
    expect(await refusal(reviewJob(db(), STAFF, jobId))).toEqual({ status: 409, message: "Only a done job can be marked reviewed." });
    expect(await db().select().from(visitsTable).where(eq(visitsTable.jobId, jobId))).toHaveLength(before.length);
    expect(await db().select().from(emailOutboxTable)).toHaveLength(emailsBefore);

    const [visit] = before;
    await setVisitStatus(db(), STAFF, visit.id, "done", SETTINGS);
    expect((await refusal(setVisitStatus(db(), STAFF, visit.id, "scheduled", SETTINGS))).message).toBe(
      "A visit that is done cannot be marked scheduled.",
    );
    expect((await refusal(changeVisit(db(), STAFF, visit.id, visitInput([sam], 15 * 60, 16 * 60), SETTINGS))).message).toContain("done");
  });

  it("books a site visit on a lead, which moves to Visit booked", async () => {
    const leadId = await newLead(db(), "site-visit@example.co.nz");
    const grace = await newTradie(db(), "Grace Site");
    await addVisit(db(), STAFF, { leadId }, { ...visitInput([grace]), timing: "window" }, SETTINGS);
    const [lead] = await db().select().from(leadsTable).where(eq(leadsTable.id, leadId));
    expect(lead.status).toBe("visit_booked");
    const events = await db().select().from(leadEventsTable).where(eq(leadEventsTable.leadId, leadId));
    expect(events.some((e) => e.detail?.includes("arriving 9–11 am"))).toBe(true);
  });
});
