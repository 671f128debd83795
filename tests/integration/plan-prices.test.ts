import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoicesTable } from "~/features/invoices/tables";
import { serviceJobsTable } from "~/features/jobs/tables";
import { setVisitStatus } from "~/features/jobs/visits.server";
import { invoicePlanMonths } from "~/features/plans/billing.server";
import { extendPlan } from "~/features/plans/horizon.server";
import { changePlanStatus } from "~/features/plans/lifecycle.server";
import { createPlan, updatePlan } from "~/features/plans/plan-changes.server";
import type { PlanRule } from "~/features/plans/plan-schema";
import { changePlanPrices, planPriceHistory } from "~/features/plans/prices.server";
import { listPlans } from "~/features/plans/plan-views.server";
import { plansTable } from "~/features/plans/tables";
import { isDomainError } from "~/lib/domain-error";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { STAFF, drainJobs, newLead } from "../helpers/jobs";
import { newPriceItem, planInput, planVisits } from "../helpers/plans";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * A plan's prices from a date (issue 44, docs/decisions/0198): visits on or after the day that
 * are not yet invoiced take the new prices, those invoiced keep theirs, the horizon books new
 * visits at the prices of their day, and the plan page's history lists every change.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const SETTINGS = { ...INVOICE_SETTINGS, jobs: { ...INVOICE_SETTINGS.jobs, planHorizonWeeks: 8 } };
const weekly = (weekday: number): PlanRule[] => [
  { frequency: "weekly", interval: 1, weekdays: [weekday], monthWeek: null, fromMonth: null, toMonth: null },
];

/** Each booked visit's day and what its job now comes to. */
async function pricedVisits(planId: number) {
  const visits = await planVisits(db(), planId);
  const jobs = await db()
    .select({ id: serviceJobsTable.id, valueCents: serviceJobsTable.valueCents, status: serviceJobsTable.status })
    .from(serviceJobsTable)
    .where(
      inArray(
        serviceJobsTable.id,
        visits.map((v) => v.jobId!),
      ),
    );
  const value = new Map(jobs.map((j) => [j.id, j.status === "cancelled" ? -1 : j.valueCents]));
  return visits.filter((v) => value.get(v.jobId!) !== -1).map((v) => [v.day, value.get(v.jobId!)] as const);
}

async function finish(planId: number, days: string[]) {
  for (const visit of (await planVisits(db(), planId)).filter((v) => days.includes(v.day)))
    await setVisitStatus(db(), STAFF, visit.visitId, "done", SETTINGS);
}

async function refusal(work: Promise<unknown>) {
  const error = await work.catch((e: unknown) => e);
  return isDomainError(error) ? [error.status ?? 409, error.message] : error;
}

describe("prices from a date", () => {
  it("reprices visits from the day not yet invoiced, keeps invoiced ones, and books new ones at their day's prices", async () => {
    const mow = await newPriceItem(db(), "MOW-P", "Lawn mow", 6500);
    const clean = await newPriceItem(db(), "CLEAN-P", "Window clean", 9000);
    const hana = await newLead(db(), "hana.prices@example.co.nz", "Hana Prices");
    const ivan = await newLead(db(), "ivan.prices@example.co.nz", "Ivan Prices");
    const lawn = (await createPlan(db(), STAFF, planInput(hana, mow, { rules: weekly(1) }), SETTINGS, "2026-09-30")).id;
    const windows = (
      await createPlan(
        db(),
        STAFF,
        planInput(ivan, clean, { rules: weekly(3), title: "Window cleaning", billing: "monthly" }),
        SETTINGS,
        "2026-09-30",
      )
    ).id;

    // The lawn plan's first visit is done and invoiced on its own at $65.
    await finish(lawn, ["2026-10-06"]);
    await drainJobs(db(), SETTINGS);
    const [first] = await planVisits(db(), lawn);
    const [invoice] = await db().select().from(invoicesTable).where(eq(invoicesTable.jobId, first.jobId!));
    expect(invoice.inclusiveCents).toBe(6500);

    // $72 from 6 October: the invoiced visit keeps $65, every later one becomes $72.
    const changed = await changePlanPrices(
      db(),
      STAFF,
      lawn,
      { effectiveFrom: "2026-10-06", unitPrices: [7200], note: "Summer rates" },
      SETTINGS,
    );
    expect(changed).toEqual({ repriced: 7, visitValueCents: 7200 });
    expect(await pricedVisits(lawn)).toEqual([
      ["2026-10-06", 6500],
      ["2026-10-13", 7200],
      ["2026-10-20", 7200],
      ["2026-10-27", 7200],
      ["2026-11-03", 7200],
      ["2026-11-10", 7200],
      ["2026-11-17", 7200],
      ["2026-11-24", 7200],
    ]);
    // $80 from 3 November: only from then.
    await changePlanPrices(db(), STAFF, lawn, { effectiveFrom: "2026-11-03", unitPrices: [8000], note: "" }, SETTINGS);
    expect((await pricedVisits(lawn)).map(([, cents]) => cents)).toEqual([6500, 7200, 7200, 7200, 8000, 8000, 8000, 8000]);
    // The horizon, weeks later, books its new visits at $80.
    await extendPlan(db(), lawn, SETTINGS, "2026-11-20");
    expect((await pricedVisits(lawn)).slice(-3)).toEqual([
      ["2026-12-29", 8000],
      ["2027-01-05", 8000],
      ["2027-01-12", 8000],
    ]);
    const history = await planPriceHistory(db(), (await db().select().from(plansTable).where(eq(plansTable.id, lawn)))[0], "2026-10-20");
    expect(history.history.map((h) => [h.effectiveFrom, h.visitValueCents, h.note, h.inForce])).toEqual([
      ["2026-10-01", 6500, "The plan's first prices", false],
      ["2026-10-06", 7200, "Summer rates", true],
      ["2026-11-03", 8000, "", false],
    ]);
    expect(history.lines).toEqual([{ description: "Lawn mow", quantity: 1, unitPriceCents: 7200 }]);

    // The monthly plan: a visit done but not yet on its monthly invoice takes the new price; the month's invoice shows it.
    await finish(windows, ["2026-10-01", "2026-10-08"]);
    const windowsChanged = await changePlanPrices(
      db(),
      STAFF,
      windows,
      { effectiveFrom: "2026-10-08", unitPrices: [9950], note: "" },
      SETTINGS,
    );
    expect(windowsChanged.visitValueCents).toBe(9950);
    const october = await invoicePlanMonths(db(), windows, SETTINGS, "2026-11-05");
    expect(october.map((i) => i.inclusiveCents)).toEqual([9000 + 9950]);
    // Already on the October invoice: a later change back to 8 October leaves those two visits as billed.
    await changePlanPrices(db(), STAFF, windows, { effectiveFrom: "2026-10-01", unitPrices: [5000], note: "" }, SETTINGS);
    expect((await pricedVisits(windows)).slice(0, 3)).toEqual([
      ["2026-10-01", 9000],
      ["2026-10-08", 9950],
      ["2026-10-15", 9950],
    ]);
    // The lawn plan is untouched by the windows plan's prices.
    expect((await pricedVisits(lawn))[1]).toEqual(["2026-10-13", 7200]);

    // Editing the lawn plan's lines on 20 October (two mows a visit, at the list's $65): the 3 November change is
    // dropped, and the edited lines hold from that day.
    await updatePlan(
      db(),
      STAFF,
      lawn,
      planInput(hana, mow, { rules: weekly(1), lines: [{ itemId: mow, quantity: 2 }] }),
      SETTINGS,
      "2026-10-20",
    );
    const edited = await pricedVisits(lawn);
    expect(edited.slice(0, 3)).toEqual([
      ["2026-10-06", 6500],
      ["2026-10-13", 7200],
      ["2026-10-20", 13000],
    ]);
    expect(edited.slice(3).every(([, cents]) => cents === 13000)).toBe(true);
  });

  it("lists each plan at today's price: a change in effect shows, one still to come does not", async () => {
    const mow = await newPriceItem(db(), "MOW-L", "Lawn mow", 6500);
    const clean = await newPriceItem(db(), "CLEAN-L", "Window clean", 9000);
    const jo = await newLead(db(), "jo.list@example.co.nz", "Jo List");
    const kiri = await newLead(db(), "kiri.list@example.co.nz", "Kiri List");
    const lawn = (await createPlan(db(), STAFF, planInput(jo, mow, { rules: weekly(1) }), SETTINGS, "2026-09-30")).id;
    const windows = (
      await createPlan(db(), STAFF, planInput(kiri, clean, { rules: weekly(3), title: "Window cleaning" }), SETTINGS, "2026-09-30")
    ).id;
    // The lawn's new price is in effect by 20 October; the windows' is from 1 December.
    await changePlanPrices(db(), STAFF, lawn, { effectiveFrom: "2026-10-12", unitPrices: [7200], note: "" }, SETTINGS);
    await changePlanPrices(db(), STAFF, windows, { effectiveFrom: "2026-12-01", unitPrices: [9900], note: "" }, SETTINGS);

    const perVisit = async (today: string) =>
      new Map((await listPlans(db(), {}, today)).filter((p) => [lawn, windows].includes(p.id)).map((p) => [p.id, p.visitValueCents]));
    expect(await perVisit("2026-10-20")).toEqual(
      new Map([
        [lawn, 7200],
        [windows, 9000],
      ]),
    );
    // Before any change, each plan's own lines; after both, both new prices.
    expect(await perVisit("2026-10-01")).toEqual(
      new Map([
        [lawn, 6500],
        [windows, 9000],
      ]),
    );
    expect(await perVisit("2026-12-01")).toEqual(
      new Map([
        [lawn, 7200],
        [windows, 9900],
      ]),
    );
  });

  it("refuses a day before the plan starts, a price per line that does not match, and an ended plan", async () => {
    const gutter = await newPriceItem(db(), "GUT-P", "Gutter clean", 15000);
    const lead = await newLead(db(), "jo.prices@example.co.nz", "Jo Prices");
    const plan = (await createPlan(db(), STAFF, planInput(lead, gutter, { rules: weekly(4), title: "Gutters" }), SETTINGS, "2026-09-30"))
      .id;
    expect(
      await refusal(changePlanPrices(db(), STAFF, plan, { effectiveFrom: "2026-09-01", unitPrices: [1], note: "" }, SETTINGS)),
    ).toEqual([400, "Choose a day on or after the plan's first, Thursday 1 October 2026."]);
    expect(
      await refusal(changePlanPrices(db(), STAFF, plan, { effectiveFrom: "2026-10-09", unitPrices: [1, 2], note: "" }, SETTINGS)),
    ).toEqual([400, "Enter a price for each of the plan's lines."]);
    expect(
      await refusal(changePlanPrices(db(), STAFF, 999_999, { effectiveFrom: "2026-10-09", unitPrices: [1], note: "" }, SETTINGS)),
    ).toEqual([404, "There is no plan with that number."]);
    await changePlanStatus(db(), STAFF, plan, { status: "ended", because: "price", reason: "Too dear" }, SETTINGS, "2026-10-02");
    expect(
      await refusal(changePlanPrices(db(), STAFF, plan, { effectiveFrom: "2026-10-09", unitPrices: [1], note: "" }, SETTINGS)),
    ).toEqual([409, "This plan has ended: make a new plan for more work."]);
    const history = await planPriceHistory(db(), (await db().select().from(plansTable).where(eq(plansTable.id, plan)))[0], "2026-10-02");
    expect(history.history).toHaveLength(1);
  });
});
