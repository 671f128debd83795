import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { serviceJobsTable, visitsTable } from "~/features/jobs/tables";
import { priceListItemsTable } from "~/features/pricing/tables";
import { tradiesTable } from "~/features/tradies/tables";
import { photosTable } from "~/features/uploads/tables";

/*
 * What a job earned (issue 46, item 5; docs/decisions/0216). The job-costing feature owns these
 * tables: a tradie's cost rate (staff only, never shown to customers or the tradie) and the
 * materials bought for a job, each with its cost.
 */

/** What an hour of a tradie's time costs the business, in cents; one row per tradie. */
export const tradieCostRatesTable = pgTable(
  "tradie_cost_rates",
  {
    tradieId: integer("tradie_id")
      .primaryKey()
      .references(() => tradiesTable.id, { onDelete: "cascade" }),
    centsPerHour: integer("cents_per_hour").notNull(),
    updatedByName: text("updated_by_name").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("tradie_cost_rates_range_check", sql`${t.centsPerHour} >= 0 and ${t.centsPerHour} <= 100000`)],
);

/**
 * A material bought for a job: from the price list (the item is kept for reference, the name is
 * copied) or free text; quantity in thousandths (2.5 m is 2500), unit cost and amount ex GST in
 * cents; an optional receipt photo. Entered by staff, or by a tradie on their visit (then
 * `tradie_id` and `visit_id` say whose and where).
 */
export const jobMaterialsTable = pgTable(
  "job_materials",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => serviceJobsTable.id, { onDelete: "cascade" }),
    visitId: integer("visit_id").references(() => visitsTable.id, { onDelete: "set null" }),
    priceListItemId: integer("price_list_item_id").references(() => priceListItemsTable.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantityThousandths: integer("quantity_thousandths").notNull(),
    unitCostCents: integer("unit_cost_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    receiptPhotoId: uuid("receipt_photo_id").references(() => photosTable.id, { onDelete: "set null" }),
    tradieId: integer("tradie_id").references(() => tradiesTable.id, { onDelete: "set null" }),
    addedByName: text("added_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_materials_job_idx").on(t.jobId),
    check("job_materials_quantity_check", sql`${t.quantityThousandths} > 0`),
    check("job_materials_cost_check", sql`${t.unitCostCents} >= 0 and ${t.amountCents} >= 0`),
  ],
);
