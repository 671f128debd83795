import { sql } from "drizzle-orm";
import { SEED_AREAS } from "~/features/catalogue/seed/areas";
import { SEED_SERVICES } from "~/features/catalogue/seed/services";
import { areasTable, servicesTable } from "~/features/catalogue/tables";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { settingsTable } from "~/features/settings/tables";
import { SEED_TRADIES } from "~/features/tradies/seed";
import { tradiesTable } from "~/features/tradies/tables";
import { leadsTable } from "~/features/leads/tables";
import { SEED_PRICE_LIST } from "~/features/pricing/seed";
import { priceListItemsTable } from "~/features/pricing/tables";
import { seedDemoLeads } from "./demo-leads.server";
import { seedDemoJobs } from "./demo-jobs.server";
import { seedDemoQuotes } from "./demo-quotes.server";
import { seedDemoInvoices, seedDemoOwingInvoice } from "./demo-invoices.server";
import { DEMO_SETTINGS } from "./demo-settings.server";
import { seedDemoProjects } from "./demo-projects.server";
import { seedDemoReviews } from "./demo-reviews.server";
import { chooseDemoContactPreferences, seedDemoTexts } from "./demo-texts.server";
import { seedDemoPlans } from "./demo-plans.server";
import { reviewsTable } from "~/features/reviews/tables";
import { lockUntilCommit } from "../platform/db/advisory-locks.server";
import type { Database } from "../platform/db/database";
import type { RunQueuedWork } from "./run-queued-work";

/**
 * Seeds what a fresh install needs: the business settings and the catalogue always, the
 * demo tradies and the demo requests (with a demo price list, quotes, jobs and visits) only when asked. Each part is inserted only into an empty table, so a
 * restart never overwrites what staff have edited.
 */
export async function seedDatabase(db: Database, options: { demo: boolean; demoLeads?: boolean; runQueuedWork: RunQueuedWork }) {
  const seededLeads = await db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL take turns, so the catalogue is seeded once.
    await lockUntilCommit(tx, "seed");
    await tx
      .insert(settingsTable)
      .values({ id: 1, data: options.demo ? DEMO_SETTINGS : DEFAULT_SETTINGS })
      .onConflictDoNothing();
    const [{ count: serviceCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(servicesTable);
    if (serviceCount === 0) {
      await tx.insert(servicesTable).values(SEED_SERVICES.map((s, i) => ({ ...s, sortOrder: i + 1 })));
    }
    const [{ count: areaCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(areasTable);
    if (areaCount === 0) {
      await tx.insert(areasTable).values(SEED_AREAS.map((a, i) => ({ ...a, sortOrder: i + 1 })));
    }
    if (options.demo) {
      const [{ count: tradieCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(tradiesTable);
      if (tradieCount === 0) await tx.insert(tradiesTable).values(SEED_TRADIES);
      const [{ count: reviewCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(reviewsTable);
      if (reviewCount === 0) await seedDemoReviews(tx);
    }
    if (options.demoLeads) {
      const [{ count: leadCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(leadsTable);
      if (leadCount === 0) {
        await seedDemoLeads(tx);
        const [{ count: itemCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(priceListItemsTable);
        if (itemCount === 0) await tx.insert(priceListItemsTable).values(SEED_PRICE_LIST);
        return true;
      }
    }
    return false;
  });
  // After the leads have committed: the quotes are made by the quote services, each in its own transaction.
  if (seededLeads) {
    await seedDemoQuotes(db);
    await chooseDemoContactPreferences(db);
    await seedDemoJobs(db, options.runQueuedWork);
    await seedDemoInvoices(db);
    await seedDemoProjects(db, options.runQueuedWork);
    await seedDemoTexts(db);
    await seedDemoPlans(db);
    await seedDemoOwingInvoice(db);
  }
}
