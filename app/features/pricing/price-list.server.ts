import { escapeLike } from "~/lib/list-search";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { lockUntilCommit } from "~/platform/db/advisory-locks.server";
import { recordAudit } from "~/features/audit/audit.server";
import { servicesTable } from "~/features/catalogue/tables";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import type { PriceItemInput } from "./item-schema";
import { priceListItemsTable as p, type PriceListItem } from "./tables";

/** The price list, by code, optionally only active items or those matching a search of code and name. */
export async function listPriceItems(db: Database, options: { q?: string; show?: "active" | "all" } = {}) {
  const like = options.q ? `%${escapeLike(options.q)}%` : undefined;
  return db
    .select({ item: p, service: servicesTable.name, serviceSlug: servicesTable.slug })
    .from(p)
    .leftJoin(servicesTable, eq(servicesTable.id, p.serviceId))
    .where(and(options.show === "all" ? undefined : eq(p.active, true), like ? or(ilike(p.code, like), ilike(p.name, like)) : undefined))
    .orderBy(asc(p.code));
}

export async function findPriceItem(db: Database, id: number) {
  const [row] = await db
    .select({ item: p, serviceSlug: servicesTable.slug })
    .from(p)
    .leftJoin(servicesTable, eq(servicesTable.id, p.serviceId))
    .where(eq(p.id, id));
  return row;
}

/** The service a slug names, or null for none; an unknown slug is refused beside its field. */
async function serviceIdOf(tx: Transaction, slug: string): Promise<number | null> {
  if (!slug) return null;
  const [service] = await tx.select({ id: servicesTable.id }).from(servicesTable).where(eq(servicesTable.slug, slug));
  if (!service) throw new DomainError(`There is no service called "${slug}".`, { status: 400, field: "service" });
  return service.id;
}

function columns(input: PriceItemInput, serviceId: number | null) {
  const { service: _service, unitPrice, ...rest } = input;
  return { ...rest, unitPriceCents: unitPrice, serviceId };
}

const audited = ({ code, name, description, unit, unitPriceCents, amountsAre, serviceId, active }: PriceListItem) => ({
  code,
  name,
  description,
  unit,
  unitPriceCents,
  amountsAre,
  serviceId,
  active,
});

async function refuseTakenCode(tx: Transaction, code: string, id?: number) {
  const [taken] = await tx
    .select({ id: p.id })
    .from(p)
    .where(sql`upper(${p.code}) = ${code}${id === undefined ? sql`` : sql` and ${p.id} <> ${id}`}`);
  if (taken) throw new DomainError("Another item already has that code.", { status: 409, field: "code" });
}

export async function createPriceItem(db: Database, actor: StaffActor, input: PriceItemInput): Promise<PriceListItem> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, "priceList");
    await refuseTakenCode(tx, input.code);
    const [item] = await tx
      .insert(p)
      .values(columns(input, await serviceIdOf(tx, input.service)))
      .returning();
    await recordAudit(tx, { actor, action: "price-item.create", entityType: "price-item", entityId: item.id, after: audited(item) });
    return item;
  });
}

export async function updatePriceItem(db: Database, actor: StaffActor, id: number, input: PriceItemInput): Promise<PriceListItem> {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, "priceList");
    const [before] = await tx.select().from(p).where(eq(p.id, id)).for("update");
    if (!before) throw new DomainError("There is no price-list item with that id.", { status: 404 });
    await refuseTakenCode(tx, input.code, id);
    const [after] = await tx
      .update(p)
      .set({ ...columns(input, await serviceIdOf(tx, input.service)), updatedAt: new Date() })
      .where(eq(p.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "price-item.update",
      entityType: "price-item",
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/**
 * Adds or updates items by code, all or nothing (docs/decisions/0087): a row whose code is on
 * the list changes that item; a new code adds one. Returns how many of each.
 */
export async function importPriceItems(db: Database, actor: StaffActor, rows: readonly PriceItemInput[]) {
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, "priceList");
    const services = new Map(
      (await tx.select({ id: servicesTable.id, slug: servicesTable.slug }).from(servicesTable)).map((s) => [s.slug, s.id]),
    );
    const unknown = [...new Set(rows.map((row) => row.service).filter((slug) => slug && !services.has(slug)))];
    if (unknown.length) throw new DomainError(`There is no service called ${unknown.map((s) => `"${s}"`).join(", ")}.`, { status: 400 });
    const existing = new Map((await tx.select({ id: p.id, code: p.code }).from(p)).map((item) => [item.code.toUpperCase(), item.id]));
    let added = 0;
    let updated = 0;
    for (const row of rows) {
      const values = columns(row, row.service ? services.get(row.service)! : null);
      const id = existing.get(row.code);
      if (id === undefined) {
        await tx.insert(p).values(values);
        added++;
      } else {
        await tx
          .update(p)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(p.id, id));
        updated++;
      }
    }
    await recordAudit(tx, { actor, action: "price-item.import", entityType: "price-item", entityId: "import", after: { added, updated } });
    return { added, updated };
  });
}
