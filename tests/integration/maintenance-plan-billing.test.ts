import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceLinesTable, invoicesTable } from "~/features/invoices/tables";
import { visitsTable } from "~/features/jobs/tables";
import { setVisitStatus } from "~/features/jobs/visits.server";
import { invoiceFinishedMonths, invoicePlanMonths } from "~/features/plans/billing.server";
import { planFigures } from "~/features/plans/figures.server";
import { extendPlan } from "~/features/plans/horizon.server";
import { changePlanStatus } from "~/features/plans/lifecycle.server";
import { createPlan, updatePlan } from "~/features/plans/plan-changes.server";
import type { PlanRule } from "~/features/plans/plan-schema";
import { plansTable } from "~/features/plans/tables";
import { isDomainError } from "~/lib/domain-error";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { STAFF, drainJobs, newLead } from "../helpers/jobs";
import { newPriceItem, planInput, planVisits } from "../helpers/plans";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Maintenance plans, stage 2 (issue 44, docs/decisions/0183, 0184): billing per visit or once a
 * month for the visits done that month, pausing, resuming and ending with reasons, and the
 * figures of the plans list.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const SETTINGS = { ...INVOICE_SETTINGS, jobs: { ...INVOICE_SETTINGS.jobs, planHorizonWeeks: 8 } };
const weekly = (weekday: number): PlanRule[] => [
  { frequency: "weekly", interval: 1, weekdays: [weekday], monthWeek: null, fromMonth: null, toMonth: null },
];

const drain = () => drainJobs(db(), SETTINGS);

const visitsOf = (planId: number) => planVisits(db(), planId);

async function finish(planId: number, days: string[]) {
  for (const visit of (await visitsOf(planId)).filter((v) => days.includes(v.day)))
    await setVisitStatus(db(), STAFF, visit.visitId, "done", SETTINGS);
}

let monthly = 0;
let perVisit = 0;
let cleanItem = 0;

describe("billing", () => {
  it("invoices a per-visit plan's visit when it is done, and a monthly plan's visits once a month, each once", async () => {
    const mow = await newPriceItem(db(), "MOW", "Lawn mow", 6500);
    cleanItem = await newPriceItem(db(), "CLEAN", "Window clean", 9000);
    const aroha = await newLead(db(), "aroha.billing@example.co.nz", "Aroha Billing");
    const ben = await newLead(db(), "ben.billing@example.co.nz", "Ben Billing");
    monthly = (await createPlan(db(), STAFF, planInput(aroha, mow, { rules: weekly(1), billing: "monthly" }), SETTINGS, "2026-09-30")).id;
    perVisit = (
      await createPlan(db(), STAFF, planInput(ben, cleanItem, { rules: weekly(3), title: "Window cleaning" }), SETTINGS, "2026-09-30")
    ).id;
    expect((await visitsOf(monthly)).map((v) => v.day).slice(0, 5)).toEqual([
      "2026-10-06",
      "2026-10-13",
      "2026-10-20",
      "2026-10-27",
      "2026-11-03",
    ]);

    await finish(monthly, ["2026-10-06", "2026-10-13", "2026-11-03"]);
    await finish(perVisit, ["2026-10-01"]);
    await drain();
    // The per-visit plan's done visit has its own invoice, from the job.done event; the monthly plan's have none yet.
    const jobIds = async (planId: number) => (await visitsOf(planId)).map((v) => v.jobId!);
    const ofJobs = async (ids: number[]) => db().select().from(invoicesTable).where(inArray(invoicesTable.jobId, ids));
    expect((await ofJobs(await jobIds(perVisit))).map((i) => i.inclusiveCents)).toEqual([9000]);
    expect(await ofJobs(await jobIds(monthly))).toEqual([]);

    // 5 November: October is over. One invoice for October's two done visits; November's waits.
    const october = await invoicePlanMonths(db(), monthly, SETTINGS, "2026-11-05");
    expect(october.map((i) => [i.month, i.inclusiveCents])).toEqual([["2026-10", 13000]]);
    const [invoice] = await db().select().from(invoicesTable).where(eq(invoicesTable.id, october[0].id));
    expect(invoice).toMatchObject({
      leadId: aroha,
      title: "Lawn mowing: October 2026",
      reference: `Plan #${monthly}, October 2026`,
      status: "draft",
    });
    const lines = await db()
      .select()
      .from(invoiceLinesTable)
      .where(eq(invoiceLinesTable.invoiceId, invoice.id))
      .orderBy(asc(invoiceLinesTable.position));
    expect(lines.map((l) => [l.kind, l.description.replace(/J-\d+/, "J"), l.amountCents])).toEqual([
      ["text", "Tuesday 6 October 2026 (J)", null],
      ["item", "Lawn mow", 6500],
      ["text", "Tuesday 13 October 2026 (J)", null],
      ["item", "Lawn mow", 6500],
    ]);
    // Again, and from the daily run: nothing more for October.
    expect(await invoicePlanMonths(db(), monthly, SETTINGS, "2026-11-06")).toEqual([]);
    expect(await invoiceFinishedMonths(db(), SETTINGS, "2026-11-30")).toBe(0);
    // December: November's one visit.
    const november = await invoicePlanMonths(db(), monthly, SETTINGS, "2026-12-01");
    expect(november.map((i) => [i.month, i.inclusiveCents])).toEqual([["2026-11", 6500]]);
    // A per-visit plan is never billed monthly.
    expect(await invoicePlanMonths(db(), perVisit, SETTINGS, "2026-12-01")).toEqual([]);
    // Staff asking now: every done visit not yet billed, this month's (and one done early) too; then nothing left.
    await finish(monthly, ["2026-11-10", "2026-11-24"]);
    const now = await invoicePlanMonths(db(), monthly, SETTINGS, "2026-11-12", STAFF, true);
    expect(now.map((i) => [i.month, i.inclusiveCents])).toEqual([["2026-11", 13000]]);
    expect(await invoicePlanMonths(db(), monthly, SETTINGS, "2026-11-30", STAFF, true)).toEqual([]);
    const refused = await invoicePlanMonths(db(), perVisit, SETTINGS, "2026-12-01", STAFF, true).catch((e: unknown) => e);
    expect(isDomainError(refused) && refused.message).toBe("This plan invoices each visit when it is done.");

    // The per-visit plan turns monthly from 2 October: the visit already invoiced on its own is never billed again;
    // the visits to come are booked again as monthly ones.
    const monthlyNow = { ...planInput(ben, cleanItem, { rules: weekly(3), title: "Window cleaning" }), billing: "monthly" as const };
    await updatePlan(db(), STAFF, perVisit, monthlyNow, SETTINGS, "2026-10-02");
    const [first, second] = await visitsOf(perVisit);
    expect([first.day, first.status, second.day, second.status]).toEqual(["2026-10-01", "done", "2026-10-08", "scheduled"]);
    await finish(perVisit, [second.day]);
    await drain();
    const turned = await invoicePlanMonths(db(), perVisit, SETTINGS, "2026-11-05");
    expect(turned.map((i) => [i.month, i.inclusiveCents])).toEqual([["2026-10", 9000]]);
    expect((await ofJobs(await jobIds(perVisit))).map((i) => i.inclusiveCents)).toEqual([9000]);
  });
});

describe("pause, resume and end", () => {
  it("takes back visits to come while paused, books again on resume, and ends with a reason", async () => {
    const item = await newPriceItem(db(), "GUTTER", "Gutter clean", 12000);
    const lead = await newLead(db(), "pause.billing@example.co.nz", "Pause Billing");
    const id = (await createPlan(db(), STAFF, planInput(lead, item, { rules: weekly(4), title: "Gutters" }), SETTINGS, "2026-09-30")).id;
    expect((await visitsOf(id)).map((v) => v.day)).toEqual([
      "2026-10-02",
      "2026-10-09",
      "2026-10-16",
      "2026-10-23",
      "2026-10-30",
      "2026-11-06",
      "2026-11-13",
      "2026-11-20",
    ]);

    const paused = await changePlanStatus(db(), STAFF, id, { status: "paused", reason: "Customer overseas" }, SETTINGS, "2026-10-14");
    expect(paused.takenBack).toBe(6);
    expect((await visitsOf(id)).map((v) => v.day)).toEqual(["2026-10-02", "2026-10-09"]);
    expect(await extendPlan(db(), id, SETTINGS, "2026-10-21")).toBe(0);
    const [row] = await db().select().from(plansTable).where(eq(plansTable.id, id));
    expect(row).toMatchObject({ status: "paused", statusReason: "Customer overseas" });
    const cancelled = await db()
      .select({ status: visitsTable.status })
      .from(visitsTable)
      .where(and(eq(visitsTable.leadId, lead), eq(visitsTable.status, "cancelled")));
    expect(cancelled.length).toBe(6);

    const resumed = await changePlanStatus(db(), STAFF, id, { status: "active", reason: "Back home" }, SETTINGS, "2026-11-04");
    // From 4 November for 8 weeks; Christmas Day moved past Boxing Day's Monday.
    expect((await visitsOf(id)).map((v) => v.day).slice(2)).toEqual([
      "2026-11-06",
      "2026-11-13",
      "2026-11-20",
      "2026-11-27",
      "2026-12-04",
      "2026-12-11",
      "2026-12-18",
      "2026-12-29",
    ]);
    expect(resumed.booked).toBe(8);

    const ended = await changePlanStatus(
      db(),
      STAFF,
      id,
      { status: "ended", because: "price", reason: "Found someone cheaper" },
      SETTINGS,
      "2026-11-20",
    );
    expect(ended.takenBack).toBe(6);
    const [after] = await db().select().from(plansTable).where(eq(plansTable.id, id));
    expect(after).toMatchObject({ status: "ended", endedBecause: "price", statusReason: "Found someone cheaper" });
    expect(after.endedAt).not.toBeNull();
    const refusals = await Promise.all([
      changePlanStatus(db(), STAFF, id, { status: "paused", reason: "x" }, SETTINGS).catch((e: unknown) => e),
      updatePlan(db(), STAFF, id, planInput(lead, item), SETTINGS).catch((e: unknown) => e),
    ]);
    expect(refusals.map((e) => isDomainError(e) && e.message)).toEqual([
      "This plan has ended: make a new plan for more work.",
      "This plan has ended: make a new plan for more work.",
    ]);
  });
});

describe("the figures", () => {
  it("count active plans, the months ahead's visits and revenue from their rules, and ended plans by reason", async () => {
    const figures = await planFigures(db(), "2026-11-20");
    expect(figures.active).toBe(2);
    expect(figures.paused).toBe(0);
    // Tuesdays at $65 and Thursdays at $90 from 20 November to the end of January (no holiday falls on them).
    expect(figures.months).toEqual([
      { month: "2026-11", visits: 2, revenueCents: 15500 },
      { month: "2026-12", visits: 10, revenueCents: 77500 },
      { month: "2027-01", visits: 8, revenueCents: 62000 },
    ]);
    expect(figures.ended).toEqual([{ because: "Price", count: 1 }]);
  });
});
