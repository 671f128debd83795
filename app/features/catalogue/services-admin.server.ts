import { and, asc, count, desc, eq } from "drizzle-orm";
import { lockUntilCommit } from "~/platform/db/advisory-locks.server";
import type { Transaction as Tx, Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import { auditLogTable } from "~/features/audit/tables";
import { announceContentChange } from "~/platform/content-changes";
import type { ServiceEdit } from "./service-schema";
import { slugFromName, uniqueSlug } from "./slug";
import { claimPagePath, redirectOldPath } from "./page-paths.server";
import { serviceRedirectsTable, servicesTable } from "./tables";
import type { Service } from "./types";
import { DomainError } from "~/lib/domain-error";

/** Every service, published or not, in display order. */
export function listAllServices(db: Database): Promise<Service[]> {
  return db.select().from(servicesTable).orderBy(asc(servicesTable.sortOrder), asc(servicesTable.id));
}

export async function findService(db: Database, id: number): Promise<Service | undefined> {
  const [service] = await db.select().from(servicesTable).where(eq(servicesTable.id, id)).limit(1);
  return service;
}

/** Where an old service path now lives, if it moved. */
export async function findRedirect(db: Database, path: string): Promise<string | undefined> {
  const [row] = await db
    .select({ to: serviceRedirectsTable.toPath })
    .from(serviceRedirectsTable)
    .where(eq(serviceRedirectsTable.fromPath, path))
    .limit(1);
  return row?.to;
}

/** What the audit trail keeps of a service: everything an admin can change. */
function audited(service: Service) {
  const { name, path, shortDescription, icon, quoteService, sortOrder, featured, inMoreDialog, published, content } = service;
  return { name, path, shortDescription, icon, quoteService, sortOrder, featured, inMoreDialog, published, content };
}

async function lockedService(tx: Tx, id: number): Promise<Service> {
  const [service] = await tx.select().from(servicesTable).where(eq(servicesTable.id, id)).for("update");
  if (!service) throw new DomainError("There is no service with that id.", { status: 404 });
  return service;
}

/** Every public page may show the catalogue: forget the cached copies after a change commits. */
function showChanges() {
  announceContentChange("catalogue");
}

export async function updateService(db: Database, actor: StaffActor, id: number, edit: ServiceEdit): Promise<Service> {
  const updated = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, "serviceCatalogue");
    const before = await lockedService(tx, id);
    if (edit.path) await claimPagePath(tx, edit.path, { serviceId: id });
    const [after] = await tx
      .update(servicesTable)
      .set({ ...edit, updatedAt: new Date() })
      .where(eq(servicesTable.id, id))
      .returning();
    if (before.path && edit.path && before.path !== edit.path) await redirectOldPath(tx, before.path, edit.path);
    const action = before.published !== after.published ? (after.published ? "service.publish" : "service.unpublish") : "service.update";
    await recordAudit(tx, { actor, action, entityType: "service", entityId: id, before: audited(before), after: audited(after) });
    return after;
  });
  showChanges();
  return updated;
}

/** Adds a service as the form describes it, last in display order, with a slug made from its name. */
export async function createService(db: Database, actor: StaffActor, edit: ServiceEdit): Promise<Service> {
  const created = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, "serviceCatalogue");
    if (edit.path) await claimPagePath(tx, edit.path, {});
    const existing = await tx.select({ slug: servicesTable.slug, sortOrder: servicesTable.sortOrder }).from(servicesTable);
    const slug = uniqueSlug(
      slugFromName(edit.name),
      existing.map((s) => s.slug),
    );
    const sortOrder = Math.max(0, ...existing.map((s) => s.sortOrder)) + 1;
    const [service] = await tx
      .insert(servicesTable)
      .values({ ...edit, slug, sortOrder })
      .returning();
    await recordAudit(tx, { actor, action: "service.create", entityType: "service", entityId: service.id, after: audited(service) });
    return service;
  });
  showChanges();
  return created;
}

/** Where a deleted service's page sends its visitors. */
export const DELETED_SERVICE_REDIRECT = "/services";

/**
 * Deletes a service. Its page's old address (and every address that led to it) sends visitors
 * to the services listing, so links and rankings land somewhere useful. The last service
 * cannot go: start-up fills an empty catalogue with the starting services again.
 */
export async function deleteService(db: Database, actor: StaffActor, id: number): Promise<Service> {
  const deleted = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, "serviceCatalogue");
    const service = await lockedService(tx, id);
    const [{ total }] = await tx.select({ total: count() }).from(servicesTable);
    if (total <= 1)
      throw new DomainError("This is the only service, and the website needs at least one. Add another service before deleting this one.");
    await tx.delete(servicesTable).where(eq(servicesTable.id, id));
    if (service.path) await redirectOldPath(tx, service.path, DELETED_SERVICE_REDIRECT);
    await recordAudit(tx, { actor, action: "service.delete", entityType: "service", entityId: id, before: audited(service) });
    return service;
  });
  showChanges();
  return deleted;
}

/** The name and path a deleted service had, from the record of its deletion. */
export async function findDeletedService(db: Database, id: number): Promise<Pick<Service, "name" | "path"> | undefined> {
  const [row] = await db
    .select({ before: auditLogTable.before })
    .from(auditLogTable)
    .where(and(eq(auditLogTable.entityType, "service"), eq(auditLogTable.entityId, String(id)), eq(auditLogTable.action, "service.delete")))
    .orderBy(desc(auditLogTable.id))
    .limit(1);
  return row?.before as Pick<Service, "name" | "path"> | undefined;
}

/** Swaps a service with its neighbour in display order; the home grid and More dialog follow that order. */
export async function moveService(db: Database, actor: StaffActor, id: number, direction: "up" | "down"): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedService(tx, id);
    const all = await tx.select().from(servicesTable).orderBy(asc(servicesTable.sortOrder), asc(servicesTable.id)).for("update");
    const index = all.findIndex((s) => s.id === id);
    const other = all[direction === "up" ? index - 1 : index + 1];
    if (!other) return;
    // Renumber the whole list so equal or missing sort orders cannot make a swap a no-op.
    const order = all.map((s) => s.id);
    [order[index], order[all.indexOf(other)]] = [order[all.indexOf(other)], order[index]];
    for (const [i, serviceId] of order.entries())
      await tx
        .update(servicesTable)
        .set({ sortOrder: i + 1 })
        .where(eq(servicesTable.id, serviceId));
    await recordAudit(tx, {
      actor,
      action: "service.reorder",
      entityType: "service",
      entityId: id,
      before: { position: index + 1 },
      after: { position: order.indexOf(id) + 1 },
    });
  });
  showChanges();
}
