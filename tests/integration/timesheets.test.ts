import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { completeVisit, progressVisit } from "~/features/jobs/crew-work.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { addVisit } from "~/features/jobs/visits.server";
import { approveWeek } from "~/features/timesheets/approvals.server";
import { correctToday } from "~/features/timesheets/corrections.server";
import { weekCsv } from "~/features/timesheets/csv.server";
import { endPause, startPause } from "~/features/timesheets/pauses.server";
import { timeEntriesTable } from "~/features/timesheets/tables";
import { weekTimesheets } from "~/features/timesheets/timesheet.server";
import { weekStartOf } from "~/features/timesheets/week";
import { addDays, aucklandInstant, todayInAuckland } from "~/lib/clock";
import { readCsvRecords } from "~/lib/csv";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { JOB_SETTINGS, newLead, newTradie, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Time on the job (issue 46, item 4; docs/decisions/0209) with two of everything: two tradies,
 * each with two visits on one day, one with a pause, and one starting at 2 am (the day before,
 * in UTC). Hours are checked against minutes written out here and against SQL over the stored
 * instants, not against the module's own sums.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
/** A day ahead, so the visits can be booked whenever the test runs; the taps say they are early. */
const DAY = addDays(todayInAuckland(), 3);
const at = (time: string) => aucklandInstant(DAY, time);
const ids = { tama: 0, ana: 0, tamaMorning: 0, tamaLate: 0, anaNight: 0, anaAfternoon: 0 };

async function bookedVisit(name: string, start: number, tradieId: number) {
  const lead = await newLead(db(), `${name.toLowerCase()}@example.co.nz`, name);
  const job = await createJobFromLead(db(), STAFF, lead, { title: `Repairs for ${name}`, scope: "" });
  const { id } = await addVisit(
    db(),
    STAFF,
    { jobId: job.id },
    { day: DAY, timing: "fixed", start, end: start + 60, tradieIds: [tradieId], instructions: "" },
    JOB_SETTINGS,
  );
  await answerOffer(db(), { id: tradieId, name }, id, { accept: true }, JOB_SETTINGS);
  return id;
}

async function work(tradie: { id: number; name: string }, visitId: number, from: string, to: string) {
  await progressVisit(db(), tradie, visitId, "started", JOB_SETTINGS, { early: true, at: at(from) });
  return async () => completeVisit(db(), tradie, visitId, { name: null }, JOB_SETTINGS, { early: true, at: at(to) });
}

beforeAll(async () => {
  ids.tama = await newTradie(db(), "Tama Tradie");
  ids.ana = await newTradie(db(), "Ana Tradie");
  ids.tamaMorning = await bookedVisit("Morning", 8 * 60, ids.tama);
  ids.tamaLate = await bookedVisit("Late", 11 * 60, ids.tama);
  ids.anaNight = await bookedVisit("Night", 2 * 60, ids.ana);
  ids.anaAfternoon = await bookedVisit("Afternoon", 13 * 60, ids.ana);
  const tama = { id: ids.tama, name: "Tama Tradie" };
  const ana = { id: ids.ana, name: "Ana Tradie" };
  // Tama: 08:00–10:30 with 20 minutes' travel at 09:00, then 11:00–12:15.
  const finishMorning = await work(tama, ids.tamaMorning, "08:00", "10:30");
  await startPause(db(), ids.tama, ids.tamaMorning, "travel", at("09:00"));
  await startPause(db(), ids.tama, ids.tamaMorning, "break", at("09:05")); // a second tap while paused changes nothing
  await endPause(db(), ids.tama, ids.tamaMorning, at("09:20"));
  await finishMorning();
  await (
    await work(tama, ids.tamaLate, "11:00", "12:15")
  )();
  // Ana: 02:00–03:00 (13:00 or 14:00 the day before in UTC), then 13:00–15:45.
  await (
    await work(ana, ids.anaNight, "02:00", "03:00")
  )();
  await (
    await work(ana, ids.anaAfternoon, "13:00", "15:45")
  )();
});

/** Minutes worked per visit by SQL over the stored instants: the span less its pauses. */
async function minutesBySql() {
  const rows = rowsOf<{ visit_id: number; minutes: number }>(
    await db().execute(sql`
      select w.visit_id, round((extract(epoch from w.ended_at - w.started_at)
        - coalesce((select sum(extract(epoch from p.ended_at - p.started_at)) from time_entries p
                    where p.kind = 'pause' and p.visit_id = w.visit_id and p.tradie_id = w.tradie_id), 0)) / 60)::int as minutes
      from time_entries w where w.kind = 'work'`),
  );
  return new Map(rows.map((r) => [Number(r.visit_id), Number(r.minutes)]));
}

describe("timesheets from the visit taps", () => {
  it("counts each visit from started to done less its pauses, matching SQL and the minutes written out", async () => {
    const weeks = await weekTimesheets(db(), weekStartOf(DAY));
    const byVisit = new Map(weeks.flatMap((w) => w.visits).map((v) => [v.visitId, v.minutes]));
    const expected = new Map([
      [ids.tamaMorning, 150 - 20],
      [ids.tamaLate, 75],
      [ids.anaNight, 60],
      [ids.anaAfternoon, 165],
    ]);
    expect(byVisit).toEqual(expected);
    expect(await minutesBySql()).toEqual(expected);
  });

  it("puts the 2 am start on its Auckland day, and sums each tradie's day", async () => {
    const weeks = await weekTimesheets(db(), weekStartOf(DAY));
    expect(at("02:00").toISOString().slice(0, 10)).not.toBe(DAY);
    const night = weeks.flatMap((w) => w.visits).find((v) => v.visitId === ids.anaNight);
    expect(night?.day).toBe(DAY);
    const dayOf = (tradieId: number) => weeks.find((w) => w.tradieId === tradieId)?.days.find((d) => d.day === DAY);
    expect(dayOf(ids.tama)).toEqual({ day: DAY, minutes: 205, visits: 2 });
    expect(dayOf(ids.ana)).toEqual({ day: DAY, minutes: 225, visits: 2 });
    expect(weeks.map((w) => w.name)).toEqual(["Ana Tradie", "Tama Tradie"]);
  });

  it("refuses a pause on a visit not started, and a correction without a reason", async () => {
    const other = await bookedVisit("Unstarted", 16 * 60, ids.tama);
    await expect(startPause(db(), ids.tama, other, "break", at("16:00"))).rejects.toThrow(/Started/);
    await expect(
      correctToday(db(), { id: ids.tama, name: "Tama Tradie" }, ids.tamaLate, { start: "10:45", end: "12:15", reason: "  " }, at("17:00")),
    ).rejects.toThrow(/why/);
    await expect(
      correctToday(
        db(),
        { id: ids.ana, name: "Ana Tradie" },
        ids.tamaLate,
        { start: "10:45", end: "12:15", reason: "Not mine" },
        at("17:00"),
      ),
    ).rejects.toThrow(/no time/);
    // Just after midnight a visit with no time says so, not that 10:00 has not come yet.
    const tama = { id: ids.tama, name: "Tama Tradie" };
    await expect(correctToday(db(), tama, other, { start: "09:00", end: "10:00", reason: "Late" }, at("00:14"))).rejects.toThrow(/no time/);
    await expect(
      correctToday(db(), tama, ids.tamaLate, { start: "10:45", end: "17:30", reason: "Stayed on" }, at("17:00")),
    ).rejects.toThrow(/later than now/);
    expect((await weekTimesheets(db(), weekStartOf(DAY))).flatMap((w) => w.visits).every((v) => v.corrected === null)).toBe(true);
  });

  it("keeps a correction with its reason beside the recorded times, and counts the corrected ones", async () => {
    await correctToday(
      db(),
      { id: ids.tama, name: "Tama Tradie" },
      ids.tamaLate,
      { start: "10:45", end: "12:15", reason: "Forgot to tap started" },
      at("17:00"),
    );
    const [stored] = await db().select().from(timeEntriesTable).where(eq(timeEntriesTable.visitId, ids.tamaLate));
    expect(stored.startedAt).toEqual(at("11:00"));
    const late = (await weekTimesheets(db(), weekStartOf(DAY))).flatMap((w) => w.visits).find((v) => v.visitId === ids.tamaLate);
    expect(late).toMatchObject({ minutes: 90, corrected: { reason: "Forgot to tap started", original: { startedAt: at("11:00") } } });
  });

  it("refuses a correction on another day than today", async () => {
    await expect(
      correctToday(
        db(),
        { id: ids.ana, name: "Ana Tradie" },
        ids.anaAfternoon,
        { start: "13:00", end: "15:00", reason: "Late tap" },
        aucklandInstant(addDays(DAY, 1), "17:00"),
      ),
    ).rejects.toThrow(/today/);
  });

  it("locks an approved week against the tradie's corrections, and only that tradie's", async () => {
    await approveWeek(db(), STAFF, ids.tama, weekStartOf(DAY));
    await approveWeek(db(), STAFF, ids.tama, weekStartOf(DAY)); // twice changes nothing
    await expect(
      correctToday(
        db(),
        { id: ids.tama, name: "Tama Tradie" },
        ids.tamaMorning,
        { start: "08:10", end: "10:30", reason: "Late" },
        at("17:00"),
      ),
    ).rejects.toThrow(/approved/);
    await correctToday(
      db(),
      { id: ids.ana, name: "Ana Tradie" },
      ids.anaAfternoon,
      { start: "13:00", end: "15:30", reason: "Left early" },
      at("17:00"),
    );
    const weeks = await weekTimesheets(db(), weekStartOf(DAY));
    expect(weeks.find((w) => w.tradieId === ids.tama)?.approved?.byName).toBe(STAFF.name);
    expect(weeks.find((w) => w.tradieId === ids.ana)?.approved).toBeNull();
    await expect(approveWeek(db(), STAFF, 999_999, weekStartOf(DAY))).rejects.toThrow(/no such tradie/);
  });

  it("exports one row per tradie per day, hours as decimal and h:mm", async () => {
    const file = await weekCsv(db(), weekStartOf(DAY));
    expect(file.filename).toBe(`timesheets-${weekStartOf(DAY)}.csv`);
    // Tama: 130 + 90 (corrected) = 220 minutes; Ana: 60 + 150 (corrected) = 210 minutes.
    expect(readCsvRecords(file.csv)).toEqual([
      { tradie: "Ana Tradie", date: DAY, visits: "2", hours: "3.50", "hours (h:mm)": "3:30", approved: "no" },
      { tradie: "Tama Tradie", date: DAY, visits: "2", hours: "3.67", "hours (h:mm)": "3:40", approved: "yes" },
    ]);
  });
});

describe("a visit two tradies share", () => {
  /** Another week, so the first describe's weeks and export keep their two tradies. */
  const SHARED_DAY = addDays(DAY, 14);
  const when = (time: string) => aucklandInstant(SHARED_DAY, time);

  it("clocks the whole crew from its started and done taps, each corrects their own, and a pause is the one tradie's", async () => {
    const mere = { id: await newTradie(db(), "Mere Crew"), name: "Mere Crew" };
    const hemi = { id: await newTradie(db(), "Hemi Crew"), name: "Hemi Crew" };
    const lead = await newLead(db(), "shared@example.co.nz", "Shared Visit");
    const job = await createJobFromLead(db(), STAFF, lead, { title: "Fence for two", scope: "" });
    const { id: visitId } = await addVisit(
      db(),
      STAFF,
      { jobId: job.id },
      { day: SHARED_DAY, timing: "fixed", start: 9 * 60, end: 12 * 60, tradieIds: [mere.id, hemi.id], instructions: "" },
      JOB_SETTINGS,
    );
    for (const tradie of [mere, hemi]) await answerOffer(db(), tradie, visitId, { accept: true }, JOB_SETTINGS);

    await progressVisit(db(), mere, visitId, "started", JOB_SETTINGS, { early: true, at: when("09:00") });
    // Hemi's own tap a little later finds the visit started: it changes nothing.
    await progressVisit(db(), hemi, visitId, "started", JOB_SETTINGS, { early: true, at: when("09:10") });
    await startPause(db(), mere.id, visitId, "materials", when("10:00"));
    await endPause(db(), mere.id, visitId, when("10:30"));
    await completeVisit(db(), hemi, visitId, { name: null }, JOB_SETTINGS, { early: true, at: when("11:30") });

    const minutes = async () => {
      const weeks = await weekTimesheets(db(), weekStartOf(SHARED_DAY));
      return Object.fromEntries(weeks.map((w) => [w.name, w.visits.find((v) => v.visitId === visitId)?.minutes]));
    };
    // Both from 09:00 to 11:30; Mere's half hour for materials is hers alone.
    expect(await minutes()).toEqual({ "Hemi Crew": 150, "Mere Crew": 120 });
    expect((await minutesBySql()).get(visitId)).toBeDefined();
    const open = await db().select().from(timeEntriesTable).where(eq(timeEntriesTable.visitId, visitId));
    expect(open.filter((entry) => entry.endedAt === null)).toEqual([]);

    // Hemi came at ten past: he corrects his own start, and Mere's time stays as it was.
    await correctToday(db(), hemi, visitId, { start: "09:10", end: "11:30", reason: "Arrived after Mere" }, when("17:00"));
    expect(await minutes()).toEqual({ "Hemi Crew": 140, "Mere Crew": 120 });
  });
});
