import { inArray } from "drizzle-orm";
import { leadsTable } from "~/features/leads/tables";
import { createPlan } from "~/features/plans/plan-changes.server";
import type { PlanRule } from "~/features/plans/plan-schema";
import { priceListItemsTable } from "~/features/pricing/tables";
import { readSettings } from "~/features/settings/settings.server";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Database } from "../platform/db/database";

const TEAM = { id: "demo-seed", name: "Harbourside team" };
const EVERY = (months: number): PlanRule[] => [
  { frequency: "monthly", interval: months, weekdays: [], monthWeek: null, fromMonth: null, toMonth: null },
];

/**
 * Two maintenance plans with their first visits booked: Ben's gutters every three months,
 * billed per visit, and Chloe's house wash every six, billed monthly (issue 44).
 */
export async function seedDemoPlans(db: Database) {
  const leads = await db
    .select({ id: leadsTable.id, email: leadsTable.email })
    .from(leadsTable)
    .where(inArray(leadsTable.email, ["ben.walker@example.co.nz", "chloe.liu@example.co.nz"]));
  const items = await db
    .select({ id: priceListItemsTable.id, code: priceListItemsTable.code })
    .from(priceListItemsTable)
    .where(inArray(priceListItemsTable.code, ["GUT-CLEAN-1", "WASH-HOUSE"]));
  const lead = (who: string) => leads.find((l) => l.email.startsWith(who))?.id;
  const item = (code: string) => items.find((i) => i.code === code)?.id;
  const settings = await readSettings(db);
  const startsOn = addDays(todayInAuckland(), 5);
  const plans = [
    {
      leadId: lead("ben"),
      itemId: item("GUT-CLEAN-1"),
      title: "Gutters every three months",
      rules: EVERY(3),
      billing: "per_visit" as const,
    },
    { leadId: lead("chloe"), itemId: item("WASH-HOUSE"), title: "House wash twice a year", rules: EVERY(6), billing: "monthly" as const },
  ];
  for (const { leadId, itemId, ...plan } of plans) {
    if (!leadId || !itemId) continue;
    await createPlan(
      db,
      TEAM,
      {
        ...plan,
        leadId,
        lines: [{ itemId, quantity: 1 }],
        startsOn,
        endsOn: null,
        visitLimit: null,
        holidays: "move",
        tradieId: null,
        timing: "window",
        start: 8 * 60,
        end: 12 * 60,
        instructions: "",
      },
      settings,
    );
  }
}
