import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import type { ContactPreference } from "./contact-preference";
import { customersTable } from "./tables";

/** Records how the customer wants to be kept posted, as they last said on a quote request. */
export async function setContactPreference(tx: Pick<Database, "update">, customerId: number, preference: ContactPreference) {
  await tx.update(customersTable).set({ contactPreference: preference }).where(eq(customersTable.id, customerId));
}
