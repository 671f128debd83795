import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/features/audit/audit.server";
import { purgePageCache } from "~/server/middleware/page-cache";
import { invalidateCatalogue } from "./catalogue.server";
import type { ServiceEdit } from "./service-form";
import { areasTable, serviceRedirectsTable, servicesTable } from "./tables";
import type { Service } from "./types";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A service change refused for a reason the admin can fix. */
export class ServiceChangeError extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

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
  const [row] = await db.select({ to: serviceRedirectsTable.toPath }).from(serviceRedirectsTable).where(eq(serviceRedirectsTable.fromPath, path)).limit(1);
  return row?.to;
}

/** What the audit trail keeps of a service: everything an admin can change. */
function audited(service: Service) {
  const { name, path, shortDescription, icon, sortOrder, featured, inMoreDialog, published, content } = service;
  return { name, path, shortDescription, icon, sortOrder, featured, inMoreDialog, published, content };
}

async function lockedService(tx: Tx, id: number): Promise<Service> {
  const [service] = await tx.select().from(servicesTable).where(eq(servicesTable.id, id)).for("update");
  if (!service) throw new ServiceChangeError(404, "form", "There is no service with that id.");
  return service;
}

/** Links and search rankings survive a move: the old path redirects, earlier moves point straight to the new path. */
async function redirectOldPath(tx: Tx, from: string, to: string) {
  await tx.update(serviceRedirectsTable).set({ toPath: to }).where(eq(serviceRedirectsTable.toPath, from));
  await tx.delete(serviceRedirectsTable).where(eq(serviceRedirectsTable.fromPath, to));
  await tx.insert(serviceRedirectsTable).values({ fromPath: from, toPath: to }).onConflictDoUpdate({ target: serviceRedirectsTable.fromPath, set: { toPath: to } });
}

async function ensurePathFree(tx: Tx, id: number, path: string) {
  const [service] = await tx.select({ id: servicesTable.id }).from(servicesTable).where(and(eq(servicesTable.path, path), ne(servicesTable.id, id))).limit(1);
  const [area] = await tx.select({ id: areasTable.id }).from(areasTable).where(eq(areasTable.path, path)).limit(1);
  if (service || area) throw new ServiceChangeError(409, "path", "Another page already uses that path. Choose a different one.");
}

/** Every public page may show the catalogue: forget the cached copies after a change commits. */
function showChanges() {
  invalidateCatalogue();
  purgePageCache();
}

export async function updateService(db: Database, actor: AuditActor, id: number, edit: ServiceEdit): Promise<Service> {
  const updated = await db.transaction(async (tx) => {
    const before = await lockedService(tx, id);
    if (edit.path && edit.path !== before.path) await ensurePathFree(tx, id, edit.path);
    const [after] = await tx
      .update(servicesTable)
      .set({ ...edit, updatedAt: new Date() })
      .where(eq(servicesTable.id, id))
      .returning();
    if (edit.path) await tx.delete(serviceRedirectsTable).where(eq(serviceRedirectsTable.fromPath, edit.path));
    if (before.path && edit.path && before.path !== edit.path) await redirectOldPath(tx, before.path, edit.path);
    const action = before.published !== after.published ? (after.published ? "service.publish" : "service.unpublish") : "service.update";
    await recordAudit(tx, { actor, action, entityType: "service", entityId: id, before: audited(before), after: audited(after) });
    return after;
  });
  showChanges();
  return updated;
}

/** Swaps a service with its neighbour in display order; the home grid and More dialog follow that order. */
export async function moveService(db: Database, actor: AuditActor, id: number, direction: "up" | "down"): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedService(tx, id);
    const all = await tx.select().from(servicesTable).orderBy(asc(servicesTable.sortOrder), asc(servicesTable.id)).for("update");
    const index = all.findIndex((s) => s.id === id);
    const other = all[direction === "up" ? index - 1 : index + 1];
    if (!other) return;
    // Renumber the whole list so equal or missing sort orders cannot make a swap a no-op.
    const order = all.map((s) => s.id);
    [order[index], order[all.indexOf(other)]] = [order[all.indexOf(other)], order[index]];
    for (const [i, serviceId] of order.entries()) await tx.update(servicesTable).set({ sortOrder: i + 1 }).where(eq(servicesTable.id, serviceId));
    await recordAudit(tx, { actor, action: "service.reorder", entityType: "service", entityId: id, before: { position: index + 1 }, after: { position: order.indexOf(id) + 1 } });
  });
  showChanges();
}

