import { and, asc, desc, eq, gte, ilike, inArray, min, ne, or } from "drizzle-orm";
import { escapeLike } from "~/lib/list-search";
import type { Database } from "~/platform/db/database";
import { documentNumber } from "~/features/documents/numbers";
import { serviceJobsTable, visitsTable } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import { priceListItemsTable } from "~/features/pricing/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { formatIsoDay, todayInAuckland } from "~/lib/clock";
import { ofCustomersLeads, type CustomerHistoryRow } from "~/features/customers/history-row";
import { billingLabel, planStatuses } from "./statuses";
import { prepaidLeft, prepaidWords } from "./prepaid.server";
import { planPricesOf, priceOn } from "./prices.server";
import { describeRules } from "./recurrence";
import { planOccurrencesTable, plansTable } from "./tables";

/* What the plan pages show (docs/decisions/0180); the rule in words is made here, on the server. */

export type PlanStatusFilter = "active" | "paused" | "ended" | "all";

/** Each plan's next visit day still to come (not cancelled), by plan id. */
async function nextVisitDays(db: Database, ids: readonly number[], today: string): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const next = await db
    .select({ planId: planOccurrencesTable.planId, day: min(visitsTable.day) })
    .from(planOccurrencesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .where(and(inArray(planOccurrencesTable.planId, [...ids]), gte(visitsTable.day, today), ne(visitsTable.status, "cancelled")))
    .groupBy(planOccurrencesTable.planId);
  return new Map(next.map((n) => [n.planId, n.day]));
}

/** The plans, newest first, with whom they are for, the rule in words and the next visit. */
export async function listPlans(db: Database, filters: { status?: PlanStatusFilter; q?: string } = {}, today = todayInAuckland()) {
  const { status = "all", q } = filters;
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const rows = await db
    .select({ plan: plansTable, name: leadsTable.name, suburb: leadsTable.suburb, tradie: tradiesTable.name })
    .from(plansTable)
    .innerJoin(leadsTable, eq(leadsTable.id, plansTable.leadId))
    .leftJoin(tradiesTable, eq(tradiesTable.id, plansTable.tradieId))
    .where(
      and(
        status === "all" ? undefined : eq(plansTable.status, status),
        like ? or(ilike(plansTable.title, like), ilike(leadsTable.name, like), ilike(leadsTable.suburb, like)) : undefined,
      ),
    )
    .orderBy(desc(plansTable.id));
  const ids = rows.map((r) => r.plan.id);
  const nextOf = await nextVisitDays(db, ids, today);
  const prepaid = await prepaidLeft(db, ids);
  const changes = await planPricesOf(db, ids);
  return rows.map(({ plan, name, suburb, tradie }) => ({
    id: plan.id,
    title: plan.title,
    customer: name,
    suburb,
    tradie,
    status: plan.status,
    billing: plan.billing,
    rule: describeRules(plan.rules),
    // Today's price (docs/decisions/0198): the latest change in force, not the plan's first lines.
    visitValueCents: priceOn(plan, changes.get(plan.id) ?? [], today).visitValueCents,
    nextVisit: nextOf.get(plan.id) ?? null,
    prepaid: prepaidWords(prepaid.get(plan.id)),
  }));
}

export type PlanListRow = Awaited<ReturnType<typeof listPlans>>[number];

/** One plan with its lead and every date its rule gave so far (booked or skipped), for its page. */
export async function planDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      plan: plansTable,
      lead: { id: leadsTable.id, name: leadsTable.name, address: leadsTable.address, suburb: leadsTable.suburb },
    })
    .from(plansTable)
    .innerJoin(leadsTable, eq(leadsTable.id, plansTable.leadId))
    .where(eq(plansTable.id, id));
  if (!row) return null;
  const occurrences = await db
    .select({
      occursOn: planOccurrencesTable.occursOn,
      outcome: planOccurrencesTable.outcome,
      note: planOccurrencesTable.note,
      day: visitsTable.day,
      status: visitsTable.status,
      jobId: serviceJobsTable.id,
      jobNumber: serviceJobsTable.number,
    })
    .from(planOccurrencesTable)
    .leftJoin(visitsTable, eq(visitsTable.id, planOccurrencesTable.visitId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, planOccurrencesTable.jobId))
    .where(eq(planOccurrencesTable.planId, id))
    .orderBy(asc(planOccurrencesTable.occursOn));
  return {
    ...row,
    rule: describeRules(row.plan.rules),
    occurrences: occurrences.map((o) => ({ ...o, job: o.jobNumber === null ? null : documentNumber("J", o.jobNumber) })),
  };
}

/** What the plan form offers: active price-list items and active tradies. */
export async function planFormChoices(db: Database) {
  const [items, tradies] = await Promise.all([
    db
      .select({ id: priceListItemsTable.id, code: priceListItemsTable.code, name: priceListItemsTable.name })
      .from(priceListItemsTable)
      .where(eq(priceListItemsTable.active, true))
      .orderBy(asc(priceListItemsTable.code)),
    db
      .select({ id: tradiesTable.id, name: tradiesTable.name })
      .from(tradiesTable)
      .where(eq(tradiesTable.status, "active"))
      .orderBy(asc(tradiesTable.name)),
  ]);
  return {
    items: items.map((i) => ({ value: String(i.id), label: `${i.code}: ${i.name}` })),
    tradies: tradies.map((t) => ({ value: String(t.id), label: t.name })),
  };
}

/** The lead a new plan is for, named on the form. */
export async function leadForPlan(db: Database, id: number) {
  const [lead] = await db
    .select({
      id: leadsTable.id,
      name: leadsTable.name,
      address: leadsTable.address,
      suburb: leadsTable.suburb,
      service: leadsTable.service,
      visitsEvery: leadsTable.visitsEvery,
    })
    .from(leadsTable)
    .where(eq(leadsTable.id, id));
  return lead ?? null;
}

/** A customer's maintenance plans for their page and hub (issue 45): what each is, its rule in words, and the next visit. */
export async function plansForCustomer(db: Database, customerId: number, today = todayInAuckland()): Promise<CustomerHistoryRow[]> {
  const rows = await db
    .select({ plan: plansTable })
    .from(plansTable)
    .where(or(eq(plansTable.customerId, customerId), ofCustomersLeads(db, plansTable.leadId, customerId)))
    .orderBy(desc(plansTable.id))
    .limit(50);
  const nextOf = await nextVisitDays(
    db,
    rows.map((r) => r.plan.id),
    today,
  );
  return rows.map(({ plan }) => {
    const nextDay = nextOf.get(plan.id);
    return {
      key: `p${plan.id}`,
      href: `/admin/plans/${plan.id}`,
      label: plan.title,
      about: `${describeRules(plan.rules)} · ${billingLabel(plan.billing)}`,
      status: planStatuses.label(plan.status),
      amountCents: plan.visitValueCents || null,
      when: nextDay ? `next visit ${formatIsoDay(nextDay)}` : `from ${formatIsoDay(plan.startsOn)}`,
    };
  });
}
