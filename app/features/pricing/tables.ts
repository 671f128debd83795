import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { servicesTable } from "~/features/catalogue/tables";

/**
 * The price list (docs/decisions/0087): what the business charges for its common items, picked
 * into quotes. Prices are integer cents, GST-inclusive or -exclusive as entered (decision 0100).
 */
export const priceListItemsTable = pgTable(
  "price_list_items",
  {
    id: serial("id").primaryKey(),
    /** Short and unique, upper case: "GUT-SINGLE". Imports match rows to items by it. */
    code: text("code").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** each | hour | m2 | m | visit */
    unit: text("unit").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** inclusive | exclusive: whether the price includes GST (Xero's "amounts are"). */
    amountsAre: text("amounts_are").notNull().default("inclusive"),
    serviceId: integer("service_id").references(() => servicesTable.id, { onDelete: "set null" }),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("price_list_items_code_idx").on(sql`upper(${t.code})`), index("price_list_items_name_idx").on(t.name)],
);

export type PriceListItem = typeof priceListItemsTable.$inferSelect;
