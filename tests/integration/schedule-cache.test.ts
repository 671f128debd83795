import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { foldScheduleChanges, keptWhileUnchanged, scheduleVersion } from "~/features/jobs/schedule-cache.server";
import { loadSchedule } from "~/features/jobs/schedule.server";
import { unpackVisits } from "~/features/jobs/schedule-codec";
import { addVisit, changeVisit } from "~/features/jobs/visits.server";
import { leadsTable } from "~/features/leads/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import { JOB_SETTINGS, STAFF, newLead, newTradie } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The kept weeks of the staff schedule (docs/decisions/0118): the database notes every change to
 * what the schedule shows, by trigger, so a kept week is used only while nothing it shows changed,
 * whoever changed it and however.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const DAY = addDays(todayInAuckland(), 2);
const visit = (tradieId: number, start = 9 * 60) => ({
  day: DAY,
  timing: "fixed" as const,
  start,
  end: start + 120,
  tradieIds: [tradieId],
  instructions: "",
});

describe("the schedule's version", () => {
  it("moves with every change the schedule shows, and not with others", async () => {
    const v0 = await scheduleVersion(db());
    const leadId = await newLead(db(), "version@example.co.nz");
    // A new lead is not on the schedule until it has a visit or a job.
    expect(await scheduleVersion(db())).toBe(v0);
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Gutters", scope: "" });
    const v1 = await scheduleVersion(db());
    expect(v1).toBeGreaterThan(v0);
    const tradie = await newTradie(db(), "Version Tradie", "version-tradie@example.co.nz");
    const v2 = await scheduleVersion(db());
    expect(v2).toBeGreaterThan(v1);
    await addVisit(db(), STAFF, { jobId }, visit(tradie), JOB_SETTINGS);
    const v3 = await scheduleVersion(db());
    expect(v3).toBeGreaterThan(v2);
    await db().update(leadsTable).set({ suburb: "Takapuna" }).where(eq(leadsTable.id, leadId));
    const v4 = await scheduleVersion(db());
    expect(v4).toBeGreaterThan(v3);
    await db().update(leadsTable).set({ message: "Other words" }).where(eq(leadsTable.id, leadId));
    expect(await scheduleVersion(db())).toBe(v4);
    await db().update(tradiesTable).set({ name: "Renamed Tradie" }).where(eq(tradiesTable.id, tradie));
    expect(await scheduleVersion(db())).toBeGreaterThan(v4);
  });

  it("stays the same when the noted changes are folded into the total", async () => {
    const before = await scheduleVersion(db());
    await foldScheduleChanges(db());
    expect(await scheduleVersion(db())).toBe(before);
  });
});

describe("a kept week", () => {
  it("is used while the version is the same, and read afresh when it moves", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await keptWhileUnchanged("test-week", 1, load)).toBe(1);
    expect(await keptWhileUnchanged("test-week", 1, load)).toBe(1);
    expect(await keptWhileUnchanged("test-week", 2, load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("never shows a visit where it was after it moves, nor misses a new one", async () => {
    const leadId = await newLead(db(), "kept@example.co.nz");
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Kept week", scope: "" });
    const tradie = await newTradie(db(), "Kept Tradie", "kept-tradie@example.co.nz");
    const week = { view: "week" as const, day: DAY };
    const shown = async () => {
      const schedule = await loadSchedule(db(), week, JOB_SETTINGS);
      if (schedule.view === "month") throw new Error("a week was asked for");
      return unpackVisits(schedule.visitsJson, schedule.tradies).filter((v) => v.jobId === jobId);
    };
    expect(await shown()).toEqual([]);
    const { id: visitId } = await addVisit(db(), STAFF, { jobId }, visit(tradie), JOB_SETTINGS);
    expect((await shown()).map((v) => v.time.startMinute)).toEqual([9 * 60]);
    await changeVisit(db(), STAFF, visitId, visit(tradie, 13 * 60), JOB_SETTINGS);
    expect((await shown()).map((v) => v.time.startMinute)).toEqual([13 * 60]);
    // A change made straight in the database, as a script or another instance might: still seen.
    await db().update(leadsTable).set({ suburb: "Devonport" }).where(eq(leadsTable.id, leadId));
    expect((await shown()).map((v) => v.suburb)).toEqual(["Devonport"]);
  });
});

describe("a week's warnings", () => {
  it("word each double booking in the browser as the visit's own save words it", async () => {
    const tradie = await newTradie(db(), "Clash Tradie", "clash-tradie@example.co.nz");
    const jobs = [];
    for (const email of ["clash-one@example.co.nz", "clash-two@example.co.nz"])
      jobs.push((await createJobFromLead(db(), STAFF, await newLead(db(), email), { title: "Clash", scope: "" })).id);
    const first = await addVisit(db(), STAFF, { jobId: jobs[0] }, visit(tradie, 9 * 60), JOB_SETTINGS);
    const second = await addVisit(db(), STAFF, { jobId: jobs[1] }, visit(tradie, 10 * 60), JOB_SETTINGS);
    const schedule = await loadSchedule(db(), { view: "week", day: DAY }, JOB_SETTINGS);
    if (schedule.view === "month") throw new Error("a week was asked for");
    const shown = new Map(unpackVisits(schedule.visitsJson, schedule.tradies).map((v) => [v.id, v.warnings]));
    expect(second.warnings.some((w) => w.startsWith("Clash Tradie is also booked 9–11 am that day (J-"))).toBe(true);
    expect(shown.get(second.id)).toEqual(second.warnings);
    expect(shown.get(first.id)?.filter((w) => w.startsWith("Clash Tradie is also booked 10 am – 12 pm that day"))).toHaveLength(1);
  });
});
