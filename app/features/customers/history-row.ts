import { inArray, eq, type Column, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { leadsTable } from "~/features/leads/tables";

/**
 * One record on a customer's page (issue 40, item 10): a quote, job, invoice, payment or review,
 * as the feature that owns it describes it, so the page lists them all the same way.
 */
export interface CustomerHistoryRow {
  key: string;
  /** Where staff open it: the record's own page. */
  href: string;
  /** Its number (Q-000123, J-000045, INV-000067) or what it is. */
  label: string;
  /** What it is about: a title, a service, a method. */
  about: string;
  /** Where it stands, in words. */
  status: string;
  amountCents: number | null;
  /** When, shown as the clock module writes it. */
  when: string;
}

/** Records of the customer's requests: `column` (a lead id) is one of the customer's leads. */
export function ofCustomersLeads(db: Pick<Database, "select">, column: Column, customerId: number): SQL {
  return inArray(column, db.select({ id: leadsTable.id }).from(leadsTable).where(eq(leadsTable.customerId, customerId)));
}
