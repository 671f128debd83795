import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { accessTokensTable } from "~/features/access-links/tables";
import { tradiesTable } from "~/features/tradies/tables";

/**
 * Each portal session is a device (docs/decisions/0206): the phone or browser it was opened on,
 * named from its user agent ("Chrome on Android"), and when it was last used. Its session token
 * (expiry, sign-out) stays in access_tokens; signing a device out revokes that token.
 */
export const crewDevicesTable = pgTable(
  "crew_devices",
  {
    id: serial("id").primaryKey(),
    tradieId: integer("tradie_id")
      .notNull()
      .references(() => tradiesTable.id, { onDelete: "cascade" }),
    tokenId: integer("token_id")
      .notNull()
      .references(() => accessTokensTable.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("crew_devices_token_idx").on(t.tokenId), index("crew_devices_tradie_idx").on(t.tradieId)],
);

/**
 * Taps a tradie made with no signal, queued on the phone and replayed to
 * /crew/visits/:id/sync (docs/decisions/0229): each key the phone sent, with a fingerprint of
 * what it carried and the answer given, so the same tap sent again is answered again and never
 * applied twice. The key is claimed in the transaction that applies the tap.
 */
export const crewOfflineTapsTable = pgTable(
  "crew_offline_taps",
  {
    tradieId: integer("tradie_id")
      .notNull()
      .references(() => tradiesTable.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    answer: jsonb("answer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tradieId, t.idempotencyKey] })],
);
