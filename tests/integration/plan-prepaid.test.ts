import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceLinesTable, invoicesTable } from "~/features/invoices/tables";
import { setVisitStatus } from "~/features/jobs/visits.server";
import { invoicePlanMonths } from "~/features/plans/billing.server";
import { extendPlan } from "~/features/plans/horizon.server";
import { createPlan } from "~/features/plans/plan-changes.server";
import { listPlans } from "~/features/plans/plan-views.server";
import type { PlanRule } from "~/features/plans/plan-schema";
import { prepaidLeft, prepaidWords, sellPrepaidBlock } from "~/features/plans/prepaid.server";
import { isDomainError } from "~/lib/domain-error";
import { INVOICE_SETTINGS } from "../helpers/invoices";
import { STAFF, drainJobs, newLead } from "../helpers/jobs";
import { newPriceItem, planInput, planVisits } from "../helpers/plans";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Prepaid plans (issue 44, docs/decisions/0199): a block of visits invoiced when sold, no invoice
 * per visit, counted down as each is done, then back to the plan's own billing.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const SETTINGS = { ...INVOICE_SETTINGS, jobs: { ...INVOICE_SETTINGS.jobs, planHorizonWeeks: 8 } };
const weekly = (weekday: number): PlanRule[] => [
  { frequency: "weekly", interval: 1, weekdays: [weekday], monthWeek: null, fromMonth: null, toMonth: null },
];

async function finish(planId: number, days: string[]) {
  for (const visit of (await planVisits(db(), planId)).filter((v) => days.includes(v.day)))
    await setVisitStatus(db(), STAFF, visit.visitId, "done", SETTINGS);
  await drainJobs(db(), SETTINGS);
}

const left = async (planId: number) => prepaidWords((await prepaidLeft(db(), [planId])).get(planId));
const jobInvoices = async (planId: number) =>
  db()
    .select({ cents: invoicesTable.inclusiveCents })
    .from(invoicesTable)
    .where(
      inArray(
        invoicesTable.jobId,
        (await planVisits(db(), planId)).map((v) => v.jobId!),
      ),
    );

describe("prepaid plans", () => {
  it("invoices the block when sold, counts each done visit down with no invoice of its own, then bills as before", async () => {
    const mow = await newPriceItem(db(), "MOW-PP", "Lawn mow", 6000);
    const clean = await newPriceItem(db(), "CLEAN-PP", "Window clean", 11000);
    const kiri = await newLead(db(), "kiri.prepaid@example.co.nz", "Kiri Prepaid");
    const liam = await newLead(db(), "liam.prepaid@example.co.nz", "Liam Prepaid");
    const lawn = (await createPlan(db(), STAFF, planInput(kiri, mow, { rules: weekly(1) }), SETTINGS, "2026-09-30")).id;
    const windows = (
      await createPlan(
        db(),
        STAFF,
        planInput(liam, clean, { rules: weekly(3), title: "Windows", billing: "monthly" }),
        SETTINGS,
        "2026-09-30",
      )
    ).id;

    // Six lawn visits paid ahead: one invoice of 6 × $60, the next six visits booked against it.
    const sold = await sellPrepaidBlock(db(), STAFF, lawn, 6, SETTINGS, "2026-09-30");
    expect(sold.claimed).toBe(6);
    expect(sold.invoice.inclusiveCents).toBe(36000);
    const [invoice] = await db().select().from(invoicesTable).where(eq(invoicesTable.id, sold.invoice.id));
    expect(invoice).toMatchObject({ leadId: kiri, status: "draft", reference: `Plan #${lawn}, 6 visits paid ahead`, jobId: null });
    const lines = await db().select().from(invoiceLinesTable).where(eq(invoiceLinesTable.invoiceId, invoice.id));
    expect(lines.map((l) => [l.quantity, l.unitPriceCents, l.amountCents])).toEqual([[6, 6000, 36000]]);
    expect(await left(lawn)).toBe("6 of 6 prepaid visits left");

    // Three done: no invoice of their own; 3 of 6 left, on the plans list too.
    await finish(lawn, ["2026-10-06", "2026-10-13", "2026-10-20"]);
    expect(await jobInvoices(lawn)).toEqual([]);
    expect(await left(lawn)).toBe("3 of 6 prepaid visits left");
    const listed = await listPlans(db(), {}, "2026-10-21");
    expect(listed.find((p) => p.id === lawn)?.prepaid).toBe("3 of 6 prepaid visits left");
    expect(listed.find((p) => p.id === windows)?.prepaid).toBeNull();
    // A second block while this one has visits left is refused.
    const refused = await sellPrepaidBlock(db(), STAFF, lawn, 4, SETTINGS, "2026-10-21").catch((e: unknown) => e);
    expect(isDomainError(refused) && refused.message).toBe(
      "This plan still has 3 of 6 prepaid visits left: sell the next block when they are used.",
    );

    // The last three done: all used. The seventh visit is billed per visit again, as the plan was.
    await finish(lawn, ["2026-10-27", "2026-11-03", "2026-11-10"]);
    expect(await left(lawn)).toBe("All 6 prepaid visits used");
    expect(await jobInvoices(lawn)).toEqual([]);
    await finish(lawn, ["2026-11-17"]);
    expect(await jobInvoices(lawn)).toEqual([{ cents: 6000 }]);

    // The monthly plan: two visits paid ahead, booked later by the horizon are not; October's invoice has only
    // the one done visit beyond the block.
    const windowsSold = await sellPrepaidBlock(db(), STAFF, windows, 2, SETTINGS, "2026-09-30");
    expect(windowsSold.invoice.inclusiveCents).toBe(22000);
    await finish(windows, ["2026-10-01", "2026-10-08", "2026-10-15"]);
    expect(await left(windows)).toBe("All 2 prepaid visits used");
    const october = await invoicePlanMonths(db(), windows, SETTINGS, "2026-11-05");
    expect(october.map((i) => i.inclusiveCents)).toEqual([11000]);
    // A new block now the last is used; the horizon books its visits against it before any others.
    const again = await sellPrepaidBlock(db(), STAFF, windows, 3, SETTINGS, "2027-01-01");
    expect(again.claimed).toBe(0);
    await extendPlan(db(), windows, SETTINGS, "2027-01-01");
    expect(await left(windows)).toBe("3 of 3 prepaid visits left");
    expect(again.invoice.inclusiveCents).toBe(33000);
    // The lawn plan's block is not the windows plan's.
    expect(await left(lawn)).toBe("All 6 prepaid visits used");
    const lawnInvoices = await db()
      .select({ id: invoicesTable.id })
      .from(invoicesTable)
      .where(and(eq(invoicesTable.leadId, kiri)));
    expect(lawnInvoices).toHaveLength(2);
  });
});
