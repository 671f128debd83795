import { doublePrecision, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Token buckets for rate limits, one row per (limit, client), kept in the database so every
 * app instance shares them. The client is a hash of its address, never the address itself;
 * a row that has refilled completely carries no information and is pruned.
 */
export const rateLimitBucketsTable = pgTable("rate_limit_buckets", {
  /** "<limit name>:<hashed client address>" */
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The limit's own refill time: the row may go once it has been idle this long (each limit keeps its own window). */
  windowSeconds: integer("window_seconds").notNull().default(86_400),
});
