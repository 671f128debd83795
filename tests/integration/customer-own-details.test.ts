import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { updateOwnDetails } from "~/features/customers/own-details.server";
import { customerContactsTable, customersTable } from "~/features/customers/tables";
import { refusal } from "../helpers/refusal";
import { requestFrom } from "../helpers/customer-history";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The customer's own change of their details from their hub (docs/decisions/0195, 0187): the new
 * email and phone become their current ones, confirmed; the old ones stay; another customer's
 * email is refused with nothing of the change stored.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const ACTOR = { id: "customer-hub:test", name: "Test (customer, own page)" };
const contactsOf = (customerId: number) =>
  db()
    .select({ kind: customerContactsTable.kind, value: customerContactsTable.value, confirmed: customerContactsTable.confirmed })
    .from(customerContactsTable)
    .where(eq(customerContactsTable.customerId, customerId))
    .orderBy(asc(customerContactsTable.id));

describe("a customer's own details", () => {
  it("makes the new email and phone current and confirmed, keeps the old, and refuses another customer's email", async () => {
    const aroha = await requestFrom(db(), { name: "Aroha Own", email: "aroha.own@example.co.nz", phone: "021 555 0701" });
    const ben = await requestFrom(db(), { name: "Ben Own", email: "ben.own@example.co.nz", phone: "021 555 0702" });
    expect(aroha.customerId).not.toBe(ben.customerId);

    expect(
      await updateOwnDetails(db(), ACTOR, aroha.customerId, {
        email: "aroha.new@example.co.nz",
        phone: "022 333 0701",
        contactPreference: "text",
      }),
    ).toBe(true);
    const contacts = await contactsOf(aroha.customerId);
    expect(contacts.filter((c) => c.kind === "email").map((c) => c.value)).toEqual(["aroha.own@example.co.nz", "aroha.new@example.co.nz"]);
    expect(contacts.at(-1)).toMatchObject({ kind: "phone", value: "022 333 0701", confirmed: true });
    expect(contacts.find((c) => c.value === "aroha.new@example.co.nz")?.confirmed).toBe(true);
    const [customer] = await db().select().from(customersTable).where(eq(customersTable.id, aroha.customerId));
    expect(customer.contactPreference).toBe("text");
    // The same again changes nothing.
    expect(
      await updateOwnDetails(db(), ACTOR, aroha.customerId, {
        email: "aroha.new@example.co.nz",
        phone: "022 333 0701",
        contactPreference: "text",
      }),
    ).toBe(false);

    // Ben's email (in another case) through Aroha's page: refused beside the field; her new phone is not stored either.
    expect(
      await refusal(
        updateOwnDetails(db(), ACTOR, aroha.customerId, {
          email: "BEN.OWN@example.co.nz",
          phone: "027 999 0701",
          contactPreference: "both",
        }),
      ),
    ).toMatchObject({ status: 409 });
    expect(await contactsOf(aroha.customerId)).toEqual(contacts);
    expect((await contactsOf(ben.customerId)).map((c) => c.value)).toEqual(["ben.own@example.co.nz", "021 555 0702"]);
    expect(
      await refusal(
        updateOwnDetails(db(), ACTOR, 999_999, { email: "x@example.co.nz", phone: "021 555 0703", contactPreference: "email" }),
      ),
    ).toMatchObject({
      status: 404,
    });
  });
});
