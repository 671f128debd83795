import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Every sign-in-free link (docs/decisions/0103): a customer's quote page today, their job,
 * invoice and review pages and the tradie portal to come. Only a SHA-256 of the token is kept,
 * so a copy of the database opens no link; each link names what it is for and the one record it
 * opens, and stops working at its expiry or when revoked.
 */
export const accessTokensTable = pgTable(
  "access_tokens",
  {
    id: serial("id").primaryKey(),
    /** What the link opens: "quote" (a quote version), "job", "site-visit", "crew-link", "crew-session"; later "invoice", "review". */
    purpose: text("purpose").notNull(),
    subjectId: integer("subject_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("access_tokens_hash_idx").on(t.tokenHash), index("access_tokens_subject_idx").on(t.purpose, t.subjectId)],
);
