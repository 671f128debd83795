import { eq, sql } from "drizzle-orm";
import type { Transaction } from "~/platform/db/database";
import { leadsTable } from "~/features/leads/tables";
import { customersTable } from "./tables";

/**
 * After a lead is anonymised or deleted for a privacy request (docs/decisions/0065, 0082): a
 * customer with no lead left is removed with their contacts and sites, so their name, email,
 * phone and addresses are not kept on the customer record either. A customer with other
 * leads keeps them; those leads still hold the same details.
 */
export async function forgetCustomerIfUnused(tx: Transaction, customerId: number | null) {
  if (customerId === null) return;
  await tx
    .delete(customersTable)
    .where(
      sql`${customersTable.id} = ${customerId} and not exists (select 1 from ${leadsTable} where ${eq(leadsTable.customerId, customerId)})`,
    );
}
