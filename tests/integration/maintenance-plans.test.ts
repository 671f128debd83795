import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serviceJobsTable, visitsTable, visitTradiesTable } from "~/features/jobs/tables";
import { changeVisit } from "~/features/jobs/visits.server";
import { extendPlan } from "~/features/plans/horizon.server";
import { createPlan, skipPlanVisit, updatePlan } from "~/features/plans/plan-changes.server";
import { planOccurrencesTable } from "~/features/plans/tables";
import { leadsTable } from "~/features/leads/tables";
import { addDays } from "~/lib/clock";
import { isDomainError } from "~/lib/domain-error";
import { STAFF, newLead, newTradie } from "../helpers/jobs";
import { PLAN_SETTINGS, expectedLawnDays, lawnSeasons, newPriceItem, planInput, planVisits } from "../helpers/plans";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Maintenance plans (issue 44, docs/decisions/0180–0182): a seasonal lawn plan's visits, booked
 * on a rolling horizon as the weeks go by, land on the days an independent reckoning gives
 * (public holidays moved or skipped as the plan says); two customers' plans keep apart; a visit
 * is booked once however often the horizon runs; skipping or moving one visit leaves the rule
 * alone, and a changed rule changes only the visits still to come.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

const bookedVisits = (planId: number) => planVisits(db(), planId);

/** Runs the horizon once a week from `from` until the plan has `count` visits (or a year and a half passes). */
async function letWeeksPass(planId: number, from: string, count: number) {
  for (let today = from; today < "2028-06-01"; today = addDays(today, 7)) {
    await extendPlan(db(), planId, PLAN_SETTINGS, today);
    if ((await bookedVisits(planId)).length >= count) return;
  }
}

describe("a seasonal lawn plan", () => {
  it("books the next 26 visits on the days an independent reckoning gives, per customer and per holiday choice", async () => {
    const mowing = await newPriceItem(db(), "LAWN-STD", "Standard lawn mow", 6500);
    const edges = await newPriceItem(db(), "LAWN-EDGE", "Edges and clippings", 1500);
    const tradie = await newTradie(db(), "Lawn Tradie", "lawns@tradies.example.co.nz");
    const aroha = await newLead(db(), "aroha.plan@example.co.nz", "Aroha Plan");
    const ben = await newLead(db(), "ben.plan@example.co.nz", "Ben Plan");

    // Aroha: Mondays (Labour Day 26 October 2026 is one), holidays moved. Ben: Fridays (Christmas is one), holidays moved.
    const today = "2026-09-30";
    const a = await createPlan(
      db(),
      STAFF,
      planInput(aroha, mowing, {
        tradieId: tradie,
        lines: [
          { itemId: mowing, quantity: 1 },
          { itemId: edges, quantity: 1 },
        ],
      }),
      PLAN_SETTINGS,
      today,
    );
    const b = await createPlan(
      db(),
      STAFF,
      planInput(ben, mowing, { rules: lawnSeasons(4), start: 13 * 60, end: 15 * 60 }),
      PLAN_SETTINGS,
      today,
    );
    // Made with the plan: the first 8 weeks' visits.
    expect(a.booked).toBe(4);
    expect(b.booked).toBe(4);

    await letWeeksPass(a.id, today, 26);
    await letWeeksPass(b.id, today, 26);
    const aDays = (await bookedVisits(a.id)).slice(0, 26).map((v) => v.day);
    const bDays = (await bookedVisits(b.id)).slice(0, 26).map((v) => v.day);
    expect(aDays).toEqual(expectedLawnDays("2026-10-01", 0, "move", 26));
    expect(bDays).toEqual(expectedLawnDays("2026-10-01", 4, "move", 26));
    // Labour Day's visit went to the Tuesday; Christmas Day's past Boxing Day (Mondayised) to Tuesday 29 December.
    expect(aDays).toContain("2026-10-27");
    expect(aDays).not.toContain("2026-10-26");
    expect(bDays).toContain("2026-12-29");
    expect(bDays).not.toContain("2026-12-25");
    expect(aDays.slice(0, 3)).toEqual(["2026-10-12", "2026-10-27", "2026-11-09"]);
    expect(bDays.slice(0, 3)).toEqual(["2026-10-02", "2026-10-16", "2026-10-30"]);

    // Each visit is its own job on the customer's lead, priced from the plan's lines, its tradie offered it.
    const [firstA] = await bookedVisits(a.id);
    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, firstA.jobId!));
    expect(job).toMatchObject({ leadId: aroha, title: "Lawn mowing", valueCents: 8000, status: "scheduled" });
    expect(job.lines.map((l) => l.description)).toEqual(["Standard lawn mow", "Edges and clippings"]);
    const crew = await db()
      .select()
      .from(visitTradiesTable)
      .innerJoin(visitsTable, eq(visitsTable.id, visitTradiesTable.visitId))
      .where(eq(visitsTable.jobId, job.id));
    expect(crew.map((c) => c.visit_tradies.tradieId)).toEqual([tradie]);
    const [firstB] = await bookedVisits(b.id);
    const [jobB] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, firstB.jobId!));
    expect(jobB).toMatchObject({ leadId: ben, valueCents: 6500 });
    const [leadB] = await db().select().from(leadsTable).where(eq(leadsTable.id, ben));
    expect(leadB.customerId).not.toBeNull();
    expect(jobB.customerId).toBe(leadB.customerId);
    expect(job.customerId).not.toBe(jobB.customerId);
  });

  it("skips holidays when the plan says so, keeping the date so it is not tried again", async () => {
    const item = await newPriceItem(db(), "GUT-CLEAN", "Gutter clean", 12000);
    const lead = await newLead(db(), "skip.plan@example.co.nz", "Skip Plan");
    // Fridays, holidays skipped: Christmas Day 2026 has no visit.
    const plan = await createPlan(
      db(),
      STAFF,
      planInput(lead, item, { rules: lawnSeasons(4), holidays: "skip" }),
      PLAN_SETTINGS,
      "2026-11-30",
    );
    const days = (await bookedVisits(plan.id)).map((v) => v.day);
    expect(days).toEqual(expectedLawnDays("2026-10-01", 4, "skip", 20).filter((d) => d >= "2026-11-30" && d <= "2027-01-25"));
    expect(days).not.toContain("2026-12-25");
    const [skipped] = await db()
      .select()
      .from(planOccurrencesTable)
      .where(and(eq(planOccurrencesTable.planId, plan.id), eq(planOccurrencesTable.occursOn, "2026-12-25")));
    expect(skipped).toMatchObject({ outcome: "skipped", visitId: null, note: "Skipped: Christmas Day" });
  });
});

describe("the horizon", () => {
  it("books each visit once, however often it runs and however many run at once", async () => {
    const item = await newPriceItem(db(), "WIN-CLEAN", "Window clean", 9000);
    const lead = await newLead(db(), "twice.plan@example.co.nz", "Twice Plan");
    const rules = [{ frequency: "weekly" as const, interval: 1, weekdays: [1, 3], monthWeek: null, fromMonth: null, toMonth: null }];
    const plan = await createPlan(db(), STAFF, planInput(lead, item, { rules, startsOn: "2026-12-01" }), PLAN_SETTINGS, "2026-11-20");
    const first = await bookedVisits(plan.id);
    const again = await Promise.all([0, 1, 2].map(() => extendPlan(db(), plan.id, PLAN_SETTINGS, "2026-11-20")));
    expect(again).toEqual([0, 0, 0]);
    // A week later, the runs at once add the one new week between them, once.
    const later = await Promise.all([0, 1].map(() => extendPlan(db(), plan.id, PLAN_SETTINGS, "2026-11-27")));
    expect(later.sort()).toEqual([0, 2]);
    const visits = await bookedVisits(plan.id);
    expect(visits.length).toBe(first.length + 2);
    expect(new Set(visits.map((v) => v.day)).size).toBe(visits.length);
    const jobs = await db().select({ id: serviceJobsTable.id }).from(serviceJobsTable).where(eq(serviceJobsTable.leadId, lead));
    expect(jobs.length).toBe(visits.length);
  });

  it("stops at the plan's number of visits and its last day", async () => {
    const item = await newPriceItem(db(), "HEDGE", "Hedge trim", 15000);
    const lead = await newLead(db(), "limit.plan@example.co.nz", "Limit Plan");
    const weekly = [{ frequency: "weekly" as const, interval: 1, weekdays: [2], monthWeek: null, fromMonth: null, toMonth: null }];
    const limited = await createPlan(
      db(),
      STAFF,
      planInput(lead, item, { rules: weekly, startsOn: "2026-12-01", visitLimit: 3 }),
      PLAN_SETTINGS,
      "2026-11-20",
    );
    const ending = await createPlan(
      db(),
      STAFF,
      planInput(lead, item, { rules: weekly, startsOn: "2026-12-01", endsOn: "2026-12-16" }),
      PLAN_SETTINGS,
      "2026-11-20",
    );
    await extendPlan(db(), limited.id, PLAN_SETTINGS, "2026-12-20");
    expect((await bookedVisits(limited.id)).map((v) => v.day)).toEqual(["2026-12-02", "2026-12-09", "2026-12-16"]);
    expect((await bookedVisits(ending.id)).map((v) => v.day)).toEqual(["2026-12-02", "2026-12-09", "2026-12-16"]);
  });
});

describe("changing one visit or the rule", () => {
  it("leaves the rule alone when one visit is skipped or moved, and changes only visits to come when the rule changes", async () => {
    const item = await newPriceItem(db(), "CLEAN-HOME", "Home clean", 18000);
    const lead = await newLead(db(), "change.plan@example.co.nz", "Change Plan");
    const weekly = (weekday: number) => [
      { frequency: "weekly" as const, interval: 1, weekdays: [weekday], monthWeek: null, fromMonth: null, toMonth: null },
    ];
    const input = planInput(lead, item, { rules: weekly(2), startsOn: "2027-02-01" });
    const plan = await createPlan(db(), STAFF, input, PLAN_SETTINGS, "2027-02-01");
    const before = await bookedVisits(plan.id);
    expect(before.map((v) => v.day).slice(0, 3)).toEqual(["2027-02-03", "2027-02-10", "2027-02-17"]);

    // One visit skipped, one moved: both stay as staff left them, and the horizon books nothing in their place.
    await skipPlanVisit(db(), STAFF, plan.id, "2027-02-10", "Customer away", PLAN_SETTINGS);
    const [moved] = await db().select().from(visitsTable).where(eq(visitsTable.jobId, before[2].jobId!));
    await changeVisit(
      db(),
      STAFF,
      moved.id,
      { day: "2027-02-18", timing: "window", start: 8 * 60, end: 12 * 60, tradieIds: [], instructions: "" },
      PLAN_SETTINGS,
      undefined,
      "2027-02-01",
    );
    expect(await extendPlan(db(), plan.id, PLAN_SETTINGS, "2027-02-01")).toBe(0);
    const after = await bookedVisits(plan.id);
    expect(after.map((v) => [v.day, v.status])).toEqual(
      before.map((v) => [v.occursOn === "2027-02-17" ? "2027-02-18" : v.day, v.occursOn === "2027-02-10" ? "cancelled" : "scheduled"]),
    );

    // A week on, the first visit done... the rule moves to Thursdays: the visits from today that are still only booked move; the rest stay.
    const [first] = await db().select().from(visitsTable).where(eq(visitsTable.jobId, before[0].jobId!));
    await db().update(visitsTable).set({ status: "done" }).where(eq(visitsTable.id, first.id));
    await updatePlan(db(), STAFF, plan.id, { ...input, rules: weekly(3) }, PLAN_SETTINGS, "2027-02-08");
    const changed = await bookedVisits(plan.id);
    const live = changed.filter((v) => v.status !== "cancelled").map((v) => v.day);
    expect(live[0]).toBe("2027-02-03"); // done before the change
    expect(live.slice(1)).toEqual([
      "2027-02-11",
      "2027-02-18",
      "2027-02-25",
      "2027-03-04",
      "2027-03-11",
      "2027-03-18",
      "2027-03-25",
      "2027-04-01",
    ]);
    // The skipped Wednesday stays skipped; the old Wednesdays to come were cancelled with their jobs.
    const oldJobs = before.slice(3).map((v) => v.jobId!);
    const statuses = await db()
      .select({ status: serviceJobsTable.status })
      .from(serviceJobsTable)
      .where(inArray(serviceJobsTable.id, oldJobs));
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(["cancelled"]));
  });

  it("refuses to skip a date the plan has no visit on", async () => {
    const error = await skipPlanVisit(db(), STAFF, 1, "2030-01-01", "x", PLAN_SETTINGS).catch((e: unknown) => e);
    expect(isDomainError(error) && error.status).toBe(404);
  });
});
