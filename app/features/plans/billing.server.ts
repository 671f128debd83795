import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { documentNumber } from "~/features/documents/numbers";
import { DomainError } from "~/lib/domain-error";
import { draftPeriodicInvoice } from "~/features/invoices/invoices.server";
import { serviceJobsTable, visitsTable } from "~/features/jobs/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { SYSTEM_ACTOR, type Actor } from "~/lib/actor";
import { formatIsoDay, formatIsoDayMonthYear, todayInAuckland, type IsoDay } from "~/lib/clock";
import { eachPlan, lockPlan } from "./plans.server";
import { planOccurrencesTable, plansTable } from "./tables";

/*
 * Monthly billing (docs/decisions/0183): a plan billed monthly gets one invoice for the visits
 * done in each month once the month is over, drafted by the invoices feature for staff to check
 * and send. Each visit goes on one invoice: its occurrence is marked in the same transaction, with
 * the plan locked, so a second run (or instance) finds nothing left to bill.
 */

type Invoicing = Pick<BusinessSettings, "invoicing" | "quoting">;

/**
 * Drafts the plan's invoices for its done, unbilled visits of finished months (before the first
 * of this month), one a month; with `thisMonthToo` (staff asking now), every done visit so far.
 */
export async function invoicePlanMonths(
  db: Database,
  planId: number,
  settings: Invoicing,
  today = todayInAuckland(),
  actor: Actor = SYSTEM_ACTOR,
  thisMonthToo = false,
) {
  // Staff asking now bill every done visit, even one done early, ahead of its day.
  const before = thisMonthToo ? "9999-12-31" : `${today.slice(0, 7)}-01`;
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (plan.billing !== "monthly") {
      if (thisMonthToo) throw new DomainError("This plan invoices each visit when it is done.");
      return [];
    }
    const done = await tx
      .select({
        occursOn: planOccurrencesTable.occursOn,
        jobId: serviceJobsTable.id,
        jobNumber: serviceJobsTable.number,
        day: visitsTable.day,
      })
      .from(planOccurrencesTable)
      .innerJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
      .innerJoin(serviceJobsTable, eq(serviceJobsTable.id, planOccurrencesTable.jobId))
      .where(
        and(
          eq(planOccurrencesTable.planId, planId),
          // Only visits booked while the plan billed monthly: the others had an invoice of their own.
          eq(serviceJobsTable.billedPeriodically, true),
          isNull(planOccurrencesTable.invoiceId),
          // Visits paid ahead were invoiced with their block (docs/decisions/0199).
          isNull(planOccurrencesTable.prepaidBlockId),
          eq(visitsTable.status, "done"),
          lt(visitsTable.day, before),
        ),
      )
      .orderBy(asc(visitsTable.day));
    const byMonth = new Map<string, typeof done>();
    for (const visit of done) byMonth.set(visit.day.slice(0, 7), [...(byMonth.get(visit.day.slice(0, 7)) ?? []), visit]);
    const made = [];
    for (const [month, visits] of byMonth) {
      const monthName = formatIsoDayMonthYear(`${month}-01`);
      const invoice = await draftPeriodicInvoice(
        tx,
        actor,
        {
          leadId: plan.leadId,
          title: `${plan.title}: ${monthName}`,
          reference: `Plan #${plan.id}, ${monthName}`,
          jobs: visits.map((v) => ({ jobId: v.jobId, heading: `${formatIsoDay(v.day)} (${documentNumber("J", v.jobNumber)})` })),
        },
        settings,
      );
      for (const visit of visits)
        await tx
          .update(planOccurrencesTable)
          .set({ invoiceId: invoice.id, invoicedAt: new Date() })
          .where(and(eq(planOccurrencesTable.planId, planId), eq(planOccurrencesTable.occursOn, visit.occursOn)));
      made.push({ month, ...invoice });
    }
    return made;
  });
}

/** Every monthly plan's finished months (run daily with the horizon); a plan that fails is logged and tried again tomorrow. */
export async function invoiceFinishedMonths(db: Database, settings: Invoicing, today: IsoDay = todayInAuckland()) {
  const plans = await db.select({ id: plansTable.id }).from(plansTable).where(eq(plansTable.billing, "monthly"));
  return eachPlan(
    plans.map((p) => p.id),
    async (id) => (await invoicePlanMonths(db, id, settings, today)).length,
    "a maintenance plan's monthly invoice could not be drafted",
  );
}
