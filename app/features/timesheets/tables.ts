import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { visitsTable } from "~/features/jobs/tables";
import { tradiesTable } from "~/features/tradies/tables";

/*
 * Time on the job (docs/decisions/0209): a tradie's "started" opens a work entry on the visit,
 * "done" or "could not finish" closes it; pauses (travel, materials run, break) are entries of
 * their own inside it. Times are instants in UTC; the day they count towards is the Auckland day
 * the work started on.
 */
export const timeEntriesTable = pgTable(
  "time_entries",
  {
    id: serial("id").primaryKey(),
    visitId: integer("visit_id")
      .notNull()
      .references(() => visitsTable.id, { onDelete: "cascade" }),
    tradieId: integer("tradie_id")
      .notNull()
      .references(() => tradiesTable.id, { onDelete: "cascade" }),
    /** work | pause */
    kind: text("kind").notNull(),
    /** For a pause: travel | materials | break. */
    reason: text("reason"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("time_entries_tradie_idx").on(t.tradieId, t.startedAt),
    index("time_entries_visit_idx").on(t.visitId),
    // One work entry per tradie per visit; at most one open pause at a time.
    uniqueIndex("time_entries_work_once")
      .on(t.visitId, t.tradieId)
      .where(sql`kind = 'work'`),
    uniqueIndex("time_entries_one_open_pause")
      .on(t.visitId, t.tradieId)
      .where(sql`kind = 'pause' and ended_at is null`),
    check("time_entries_kind_check", sql`${t.kind} in ('work', 'pause')`),
    check("time_entries_order_check", sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/**
 * A tradie's correction of a work entry's times, with the reason: the entry keeps what the taps
 * recorded, and the latest correction is what the timesheet counts.
 */
export const timeCorrectionsTable = pgTable(
  "time_corrections",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => timeEntriesTable.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    byName: text("by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("time_corrections_entry_idx").on(t.entryId), check("time_corrections_order_check", sql`${t.endedAt} > ${t.startedAt}`)],
);

/** The office's approval of a tradie's week (Monday, Auckland): an approved week takes no more corrections. */
export const timesheetApprovalsTable = pgTable(
  "timesheet_approvals",
  {
    tradieId: integer("tradie_id")
      .notNull()
      .references(() => tradiesTable.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    approvedById: text("approved_by_id").notNull(),
    approvedByName: text("approved_by_name").notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tradieId, t.weekStart] })],
);
