import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { logger } from "~/platform/logger.server";
import { recordAudit } from "~/features/audit/audit.server";
import { leadsTable } from "~/features/leads/tables";
import { priceListItemsTable } from "~/features/pricing/tables";
import { priceQuote, type QuoteLine } from "~/features/quotes/pricing";
import type { BusinessSettings } from "~/features/settings/schema";
import { tradiesTable } from "~/features/tradies/tables";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import type { PlanInput, PlanLine } from "./plan-schema";
import { plansTable, type PlanRow } from "./tables";

export const NO_PLAN = "There is no plan with that number.";

/** The plan, locked for a change, or a 404. */
export async function lockPlan(tx: Transaction, id: number): Promise<PlanRow> {
  const [plan] = await tx.select().from(plansTable).where(eq(plansTable.id, id)).for("update");
  if (!plan) throw new DomainError(NO_PLAN, { status: 404 });
  return plan;
}

/** The chosen price-list items, priced as the list has them today; an unknown or retired item is refused. */
async function planLines(tx: Transaction, lines: PlanInput["lines"]): Promise<PlanLine[]> {
  const ids = [...new Set(lines.map((l) => l.itemId))];
  const items = await tx.select().from(priceListItemsTable).where(inArray(priceListItemsTable.id, ids));
  const byId = new Map(items.map((item) => [item.id, item]));
  return lines.map((line) => {
    const item = byId.get(line.itemId);
    if (!item || !item.active) throw new DomainError("Choose items from the price list.", { status: 400, field: "lines" });
    return {
      itemId: item.id,
      code: item.code,
      description: item.name,
      unit: item.unit,
      quantity: line.quantity,
      unitPriceCents: item.unitPriceCents,
      amountsAre: item.amountsAre === "exclusive" ? "exclusive" : "inclusive",
    };
  });
}

/** The plan's lines as a job keeps them (price-list items). */
export function jobLinesOf(lines: readonly PlanLine[]): QuoteLine[] {
  return lines.map((l) => ({
    kind: "item",
    description: l.description,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    unit: l.unit,
    amountsAre: l.amountsAre,
  }));
}

/** What one visit comes to, GST included. */
export function visitValue(lines: readonly PlanLine[], gstRounding: BusinessSettings["quoting"]["gstRounding"]) {
  return priceQuote({ lines: jobLinesOf(lines), amountsAre: "inclusive", gstRounding }).gst.inclusive;
}

async function refuseUnknownLeadOrTradie(tx: Transaction, input: PlanInput) {
  const [lead] = await tx
    .select({ id: leadsTable.id, customerId: leadsTable.customerId, siteId: leadsTable.siteId, anonymisedAt: leadsTable.anonymisedAt })
    .from(leadsTable)
    .where(eq(leadsTable.id, input.leadId));
  if (!lead || lead.anonymisedAt) throw new DomainError("There is no lead with that number.", { status: 400, field: "leadId" });
  if (input.tradieId !== null) {
    const [tradie] = await tx
      .select({ status: tradiesTable.status, name: tradiesTable.name })
      .from(tradiesTable)
      .where(eq(tradiesTable.id, input.tradieId));
    if (!tradie) throw new DomainError("Choose a tradie from the list.", { status: 400, field: "tradieId" });
    if (tradie.status !== "active")
      throw new DomainError(`${tradie.name} is ${tradie.status}, so cannot be sent on visits.`, { status: 400, field: "tradieId" });
  }
  return lead;
}

async function columnsOf(tx: Transaction, input: PlanInput, settings: Pick<BusinessSettings, "quoting">) {
  const lead = await refuseUnknownLeadOrTradie(tx, input);
  const lines = await planLines(tx, input.lines);
  return {
    leadId: lead.id,
    customerId: lead.customerId,
    siteId: lead.siteId,
    title: input.title,
    lines,
    visitValueCents: visitValue(lines, settings.quoting.gstRounding),
    rules: input.rules,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    visitLimit: input.visitLimit,
    holidays: input.holidays,
    tradieId: input.tradieId,
    timing: input.timing,
    startMinute: input.start,
    endMinute: input.end,
    instructions: input.instructions,
    billing: input.billing,
  };
}

/** A new plan, active from its first day; its visits follow from the horizon (the caller books the first ones). */
export async function insertPlan(tx: Transaction, actor: StaffActor, input: PlanInput, settings: Pick<BusinessSettings, "quoting">) {
  const columns = await columnsOf(tx, input, settings);
  const [plan] = await tx
    .insert(plansTable)
    .values({ ...columns, createdById: actor.id, createdByName: actor.name })
    .returning();
  await recordAudit(tx, { actor, action: "plan.create", entityType: "plan", entityId: plan.id, after: columns });
  return plan;
}

/** The plan's new terms; answers whether the dates or times of its visits changed (so future visits are made again). */
export async function updatePlanRow(
  tx: Transaction,
  actor: StaffActor,
  plan: PlanRow,
  input: PlanInput,
  settings: Pick<BusinessSettings, "quoting">,
) {
  if (plan.status === "ended") throw new DomainError("This plan has ended: make a new plan for more work.");
  if (input.leadId !== plan.leadId)
    throw new DomainError("A plan stays with its lead: make a new plan for another.", { status: 400, field: "leadId" });
  const columns = await columnsOf(tx, input, settings);
  const [updated] = await tx
    .update(plansTable)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(plansTable.id, plan.id))
    .returning();
  await recordAudit(tx, { actor, action: "plan.edit", entityType: "plan", entityId: plan.id, before: plan, after: columns });
  return updated;
}

/** The fields whose change reshapes the visits still to come (billing too: each visit's job carries how it is billed). */
export function visitsChanged(before: PlanRow, after: PlanRow): boolean {
  const shape = (p: PlanRow) =>
    JSON.stringify([
      p.rules,
      p.startsOn,
      p.endsOn,
      p.visitLimit,
      p.holidays,
      p.tradieId,
      p.timing,
      p.startMinute,
      p.endMinute,
      p.lines,
      p.title,
      p.instructions,
      p.billing,
    ]);
  return shape(before) !== shape(after);
}

/** The active plans' ids, for the horizon. */
export async function activePlanIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: plansTable.id })
    .from(plansTable)
    .where(and(eq(plansTable.status, "active")));
  return rows.map((r) => r.id);
}

/** Runs `work` on each plan in turn; a plan that fails is logged (with `what` went wrong) and left for the next run. */
export async function eachPlan(ids: readonly number[], work: (id: number) => Promise<number>, what: string): Promise<number> {
  let done = 0;
  for (const id of ids) {
    try {
      done += await work(id);
    } catch (error) {
      logger.warn({ planId: id, error: error instanceof Error ? error.message : String(error) }, what);
    }
  }
  return done;
}
