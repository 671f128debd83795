import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeVisit, leaveVisitUnfinished, progressVisit } from "~/features/jobs/crew-work.server";
import { customerJobView } from "~/features/jobs/customer-job.server";
import { crewVisits } from "~/features/jobs/crew-view.server";
import { answerOffer, offerVisit, VISIT_OFFER_EXPIRY_JOB, VISIT_REMINDER_JOB } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { scheduledForJob } from "~/features/jobs/scheduled.server";
import { jobEventsTable, serviceJobsTable, visitsTable, visitTradiesTable } from "~/features/jobs/tables";
import { addVisit } from "~/features/jobs/visits.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { addDays, aucklandInstant, formatIsoDayShort, todayInAuckland } from "~/lib/clock";
import { jobsTable } from "~/platform/jobs/tables";
import { JOB_SETTINGS as SETTINGS, STAFF, newLead, newTradie } from "../helpers/jobs";
import { refusal } from "../helpers/refusal";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * What a day of running the business found wrong with visits (issue 40, items 5 to 7), each
 * with two of everything: two tradies, two visits on one day. A visit that ends takes its
 * reminder and every other waiting message with it, and the customer's page says what
 * happened; taps before a visit's day need the tradie's "early"; offers made at night are
 * answered in the morning.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

const at = (day: string, start: number, end: number, tradieIds: number[]) => ({
  day,
  timing: "fixed" as const,
  start,
  end,
  tradieIds,
  instructions: "",
});

async function pendingJobs(visitIds: number[]) {
  return db()
    .select({ visitId: jobsTable.subjectId, kind: jobsTable.kind })
    .from(jobsTable)
    .where(and(eq(jobsTable.subjectType, "visit"), inArray(jobsTable.subjectId, visitIds), eq(jobsTable.status, "pending")));
}

const outbox = (kind: string) => db().select().from(emailOutboxTable).where(eq(emailOutboxTable.kind, kind));

describe("a visit that ends (item 5)", () => {
  it("cancels its own reminder and offer limits, keeps the other visit's, and words the customer's page by what happened", async () => {
    const day = addDays(todayInAuckland(), 3);
    const leadId = await newLead(db(), "visit-ends@example.co.nz", "Hine Walker");
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Deck repairs", scope: "" });
    const grace = { id: await newTradie(db(), "Grace Liu"), name: "Grace Liu" };
    const sam = { id: await newTradie(db(), "Sam Patel"), name: "Sam Patel" };
    const liam = { id: await newTradie(db(), "Liam OConnor"), name: "Liam OConnor" };
    // Two visits on one day: Grace (and Liam, who never answers) in the morning, Sam in the afternoon.
    const { id: morning } = await addVisit(db(), STAFF, { jobId }, at(day, 9 * 60, 11 * 60, [grace.id, liam.id]), SETTINGS);
    const { id: afternoon } = await addVisit(db(), STAFF, { jobId }, at(day, 13 * 60, 15 * 60, [sam.id]), SETTINGS);
    await answerOffer(db(), grace, morning, { accept: true }, SETTINGS);
    await answerOffer(db(), sam, afternoon, { accept: true }, SETTINGS);
    expect((await pendingJobs([morning, afternoon])).map((j) => `${j.visitId}:${j.kind}`).sort()).toEqual(
      [
        `${morning}:${VISIT_OFFER_EXPIRY_JOB}`,
        `${morning}:${VISIT_OFFER_EXPIRY_JOB}`,
        `${morning}:${VISIT_REMINDER_JOB}`,
        `${afternoon}:${VISIT_OFFER_EXPIRY_JOB}`,
        `${afternoon}:${VISIT_REMINDER_JOB}`,
      ].sort(),
    );
    expect((await scheduledForJob(db(), jobId)).map((s) => s.what)).toHaveLength(2);

    // Grace does the morning's work early and signs it off: its reminder and Liam's offer limit go.
    await completeVisit(db(), grace, morning, { name: "Hine Walker" }, SETTINGS, { early: true });
    expect((await pendingJobs([morning, afternoon])).map((j) => `${j.visitId}:${j.kind}`).sort()).toEqual(
      [`${afternoon}:${VISIT_OFFER_EXPIRY_JOB}`, `${afternoon}:${VISIT_REMINDER_JOB}`].sort(),
    );
    const listed = await scheduledForJob(db(), jobId);
    expect(listed).toHaveLength(1);
    expect(listed[0].what).toMatch(/1–3 pm$/);
    // Liam's offer of a visit that is over is no longer his to answer.
    expect((await crewVisits(db(), liam, todayInAuckland())).map((v) => v.id)).not.toContain(morning);

    // Sam cannot finish the afternoon: it ends too, the office hears why, and the job waits for a return visit.
    await leaveVisitUnfinished(db(), sam, afternoon, "No access: the side gate was locked", SETTINGS, { early: true });
    expect(await pendingJobs([morning, afternoon])).toEqual([]);
    expect(await scheduledForJob(db(), jobId)).toEqual([]);
    const [told] = await outbox("visit-team-not-completed");
    expect(told.subject).toMatch(/^Sam Patel could not finish the job J-\d{6} for Hine Walker$/);
    expect(told.text).toContain("No access: the side gate was locked");
    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId));
    expect(job.status).toBe("to_schedule");
    const history = (await db().select().from(jobEventsTable).where(eq(jobEventsTable.jobId, jobId))).map((e) => e.detail);
    expect(history).toContain("Reminder to the customer cancelled: the visit is done");
    expect(history).toContain("Reminder to the customer cancelled: the visit is not completed");

    // The customer's page: each visit in its own words, never "coming" once it is over.
    const view = (await customerJobView(db(), { kind: "job", jobId }))!;
    const byId = new Map(view.visits.map((v) => [v.id, v]));
    expect(byId.get(morning)).toMatchObject({ open: false, news: "This visit is done. Thank you for having us." });
    expect(byId.get(morning)!.tradies.map((t) => t.says)).toEqual(["Grace did this visit"]);
    expect(byId.get(afternoon)!.tradies.map((t) => t.says)).toEqual(["Sam could not finish on this visit"]);
    expect(byId.get(afternoon)!.news).toMatch(/We will be in touch to arrange the rest/);

    // Another customer's visit, still to come, still says who is coming.
    const otherLead = await newLead(db(), "visit-coming@example.co.nz", "Tui Brown");
    const { id: otherJob } = await createJobFromLead(db(), STAFF, otherLead, { title: "Gutters", scope: "" });
    const { id: coming } = await addVisit(db(), STAFF, { jobId: otherJob }, at(day, 9 * 60, 10 * 60, [sam.id]), SETTINGS);
    await answerOffer(db(), sam, coming, { accept: true }, SETTINGS);
    await progressVisit(db(), sam, coming, "on_the_way", SETTINGS, { early: true });
    const other = (await customerJobView(db(), { kind: "job", jobId: otherJob }))!;
    expect(other.visits[0].tradies.map((t) => t.says)).toEqual(["Sam is on the way"]);
    expect((await pendingJobs([coming])).map((j) => j.kind)).toEqual([VISIT_OFFER_EXPIRY_JOB]);
  });
});

describe("taps before the visit's day (item 6)", () => {
  it("refuses on my way, started, done and could-not-finish before the day, saying why, unless the tradie says it is early", async () => {
    const today = todayInAuckland();
    const later = addDays(today, 2);
    const leadId = await newLead(db(), "early-taps@example.co.nz");
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Fence", scope: "" });
    const mere = { id: await newTradie(db(), "Mere Tautahi"), name: "Mere Tautahi" };
    const ana = { id: await newTradie(db(), "Ana Lee"), name: "Ana Lee" };
    const { id: todays } = await addVisit(db(), STAFF, { jobId }, at(today, 7 * 60, 8 * 60, [mere.id]), SETTINGS);
    const { id: future } = await addVisit(db(), STAFF, { jobId }, at(later, 9 * 60, 11 * 60, [ana.id]), SETTINGS);
    await answerOffer(db(), mere, todays, { accept: true }, SETTINGS);
    await answerOffer(db(), ana, future, { accept: true }, SETTINGS);

    const why = `This visit is booked for ${formatIsoDayShort(later)}, not today, so nothing was marked.`;
    // One tap at a time, each refusal awaited as soon as it is made (made all at once, one could be refused unwatched).
    for (const tap of [
      () => progressVisit(db(), ana, future, "on_the_way", SETTINGS),
      () => progressVisit(db(), ana, future, "started", SETTINGS),
      () => completeVisit(db(), ana, future, { name: "Aroha Customer" }, SETTINGS),
      () => leaveVisitUnfinished(db(), ana, future, "Rain", SETTINGS),
    ]) {
      const refused = await refusal(tap());
      expect(refused.status).toBe(409);
      expect(refused.message).toContain(why);
    }
    const status = async (id: number) => (await db().select().from(visitsTable).where(eq(visitsTable.id, id)))[0].status;
    expect(await status(future)).toBe("scheduled");
    expect((await outbox("visit-on-the-way")).filter((m) => m.to.includes("early-taps@example.co.nz"))).toEqual([]);

    // On its own day the tap goes through at once.
    await progressVisit(db(), mere, todays, "on_the_way", SETTINGS);
    expect(await status(todays)).toBe("on_the_way");
    // Before its day, with the tradie's word that it is early, it goes through and the office can see it was early.
    await progressVisit(db(), ana, future, "started", SETTINGS, { early: true });
    expect(await status(future)).toBe("started");
    const history = (await db().select().from(jobEventsTable).where(eq(jobEventsTable.jobId, jobId))).map((e) => e.detail);
    expect(history).toContain(`Ana Lee is doing the visit early: it was booked for ${formatIsoDayShort(later)}`);
    expect(history.filter((line) => line.includes("doing the visit early"))).toHaveLength(1);
  });
});

describe("offers made at night (item 7)", () => {
  it("runs an offer's four hours outside quiet hours and never past the visit's start, for two tradies on two visits", async () => {
    const evening = addDays(todayInAuckland(), 3);
    const morning = addDays(evening, 1);
    const now = aucklandInstant(evening, "22:36");
    const leadId = await newLead(db(), "night-offers@example.co.nz");
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Roof", scope: "" });
    const kahu = await newTradie(db(), "Kahu Smith");
    const ruby = await newTradie(db(), "Ruby Chen");
    const { id: later } = await addVisit(db(), STAFF, { jobId }, at(addDays(evening, 3), 9 * 60, 11 * 60, []), SETTINGS);
    const { id: early } = await addVisit(db(), STAFF, { jobId }, at(morning, 8 * 60, 9 * 60, []), SETTINGS);
    await db().transaction(async (tx) => {
      for (const [visitId, tradieId] of [
        [later, kahu],
        [early, ruby],
      ]) {
        const [visit] = await tx.select().from(visitsTable).where(eq(visitsTable.id, visitId));
        await tx.insert(visitTradiesTable).values({ visitId, tradieId, startsAt: visit.startsAt, endsAt: visit.endsAt });
        await offerVisit(tx, STAFF, visitId, [tradieId], SETTINGS, now);
      }
    });
    const deadline = async (visitId: number) =>
      (await db().select().from(visitTradiesTable).where(eq(visitTradiesTable.visitId, visitId)))[0].offerExpiresAt!.toISOString();
    // Not 2:36 am: the night does not count, so 11 am; and 8 am for the visit that starts then.
    expect(await deadline(later)).toBe(aucklandInstant(morning, "11:00").toISOString());
    expect(await deadline(early)).toBe(aucklandInstant(morning, "08:00").toISOString());
    const offers = (await outbox("visit-offer")).filter((m) => m.subject.includes("Roof"));
    expect(offers.map((m) => m.text?.match(/Answer by: ([^\n]+)/)?.[1]?.trim()).sort()).toEqual(
      [`${formatIsoDayShort(morning)}, 11 am`, `${formatIsoDayShort(morning)}, 8 am`].sort(),
    );
    // The limits run when they say, each once.
    const limits = await db()
      .select({ runAt: jobsTable.runAt })
      .from(jobsTable)
      .where(and(eq(jobsTable.kind, VISIT_OFFER_EXPIRY_JOB), inArray(jobsTable.subjectId, [later, early])));
    expect(limits.map((l) => l.runAt.toISOString()).sort()).toEqual(
      [aucklandInstant(morning, "08:00").toISOString(), aucklandInstant(morning, "11:00").toISOString()].sort(),
    );
  });
});
