import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
