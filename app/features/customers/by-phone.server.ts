import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { phoneKey } from "~/lib/phone";
import { customerContactsTable, customersTable } from "./tables";

/** The customer a phone number belongs to ("+64 21 …" and "021 …" alike), if any. */
export async function customerByPhone(tx: Pick<Database, "select">, phone: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx
    .select({ id: customersTable.id, name: customersTable.name })
    .from(customerContactsTable)
    .innerJoin(customersTable, eq(customersTable.id, customerContactsTable.customerId))
    .where(and(eq(customerContactsTable.kind, "phone"), eq(customerContactsTable.key, phoneKey(phone))))
    .limit(1);
  return row;
}
