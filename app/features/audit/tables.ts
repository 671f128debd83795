import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per change staff make in the admin area (docs/decisions/0050): who, when, what,
 * and the values before and after. Rows are only ever inserted.
 */
export const auditLogTable = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's user id; their name is copied so the row survives renames. */
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    /** What happened, as "<entity>.<verb>", e.g. "settings.update", "service.unpublish". */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.id), index("audit_log_actor_idx").on(t.actorId, t.id)],
);
