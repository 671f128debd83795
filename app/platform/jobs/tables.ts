import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Background work that must happen once, even across restarts and several instances: a row
 * per job, due at `runAt`, claimed by one runner at a time (docs/decisions/0007).
 */
export const jobsTable = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    /** What to do, e.g. "auth.password-reset"; the runner has one handler per kind. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** pending → running → done | failed (gave up) | cancelled. */
    status: text("status", { enum: ["pending", "running", "done", "failed", "cancelled"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** While a runner holds the job, others leave it alone until this passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** At most one job ever per key (e.g. "the 3-day follow-up of quote 42"), so work is never scheduled twice. */
    dedupeKey: text("dedupe_key"),
    /** The record the job is about, e.g. ("quote", 42), for timelines and cancelling. */
    subjectType: text("subject_type"),
    subjectId: integer("subject_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx").on(t.status, t.runAt),
    index("jobs_subject_idx").on(t.subjectType, t.subjectId),
    uniqueIndex("jobs_dedupe_idx").on(t.dedupeKey),
  ],
);
