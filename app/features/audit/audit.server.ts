import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { StaffActor } from "~/lib/actor";
import type { Database } from "~/platform/db/database";
import { auditLogTable } from "./tables";

/** A database handle or an open transaction: record inside the change's own transaction. */
export type AuditExecutor = Pick<Database, "insert">;

export interface AuditEntry {
  actor: StaffActor;
  /** "<entity>.<verb>", e.g. "service.update". */
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one change. Call it with the transaction that makes the change, so the change and
 * its record commit or roll back together:
 *
 *   await db.transaction(async (tx) => {
 *     await tx.update(...);
 *     await recordAudit(tx, { actor: staff, action: "tradie.update", entityType: "tradie", entityId: id, before, after });
 *   });
 */
export async function recordAudit(tx: AuditExecutor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogTable).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilters {
  entityType?: string;
  actorId?: string;
  /** Only rows older than this id (the next page). */
  beforeId?: number;
}

export type AuditRow = typeof auditLogTable.$inferSelect;

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, one page at a time. */
export async function listAudit(db: Database, filters: AuditFilters): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditLogTable.entityType, filters.entityType));
  if (filters.actorId) conditions.push(eq(auditLogTable.actorId, filters.actorId));
  if (filters.beforeId) conditions.push(lt(auditLogTable.id, filters.beforeId));
  return db
    .select()
    .from(auditLogTable)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLogTable.id))
    .limit(AUDIT_PAGE_SIZE);
}

/** Everyone who has made a change, for the filter. */
export async function listAuditActors(db: Database): Promise<StaffActor[]> {
  const rows = await db.selectDistinct({ id: auditLogTable.actorId, name: auditLogTable.actorName }).from(auditLogTable);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
