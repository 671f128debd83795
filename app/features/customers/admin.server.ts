import { escapeLike } from "~/lib/list-search";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { leadsTable } from "~/features/leads/tables";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { outer } from "~/platform/db/outer-column";
import { emailKey } from "~/lib/email-address";
import { phoneKey } from "~/lib/phone";
import { customerContactsTable, customersTable, sitesTable } from "./tables";
import { customerListQuery, type CustomerListQuery } from "./list-query";

/** A search matches a name, an exact email, or a phone number's leading digits. */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = phoneKey(q);
  const byContact = (condition: SQL) =>
    sql`exists (select 1 from ${customerContactsTable} where ${customerContactsTable.customerId} = ${outer(customersTable.id)} and ${condition})`;
  return or(
    ilike(customersTable.name, `%${escapeLike(q)}%`),
    byContact(sql`${customerContactsTable.kind} = 'email' and ${customerContactsTable.key} = ${emailKey(q)}`),
    digits.length >= 3
      ? byContact(sql`${customerContactsTable.kind} = 'phone' and ${customerContactsTable.key} like ${`${escapeLike(digits)}%`}`)
      : undefined,
  );
}

const firstContact = (kind: "email" | "phone") =>
  sql<
    string | null
  >`(select ${customerContactsTable.value} from ${customerContactsTable} where ${customerContactsTable.customerId} = ${outer(customersTable.id)} and ${customerContactsTable.kind} = ${kind} order by ${customerContactsTable.id} desc limit 1)`;

/** A page of customers, newest first, with their latest email and phone and how many requests they made. */
export async function listCustomers(db: Database, options: CustomerListQuery) {
  const where = searchCondition(options.q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: customersTable.id,
        name: customersTable.name,
        email: firstContact("email"),
        phone: firstContact("phone"),
        leads: sql<number>`(select count(*) from ${leadsTable} where ${leadsTable.customerId} = ${outer(customersTable.id)})`.mapWith(
          Number,
        ),
        lastLeadAt:
          sql<Date | null>`(select max(${leadsTable.createdAt}) from ${leadsTable} where ${leadsTable.customerId} = ${outer(customersTable.id)})`.mapWith(
            (v) => (v === null ? null : new Date(v)),
          ),
      })
      .from(customersTable)
      .where(where)
      .orderBy(desc(customersTable.id))
      .limit(customerListQuery.perPage)
      .offset(customerListQuery.offset(options.page)),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(customersTable)
      .where(where),
  ]);
  return { rows, total, pages: customerListQuery.pages(total) };
}

/** A customer's whole history: contact details, sites and every request, newest first. */
export async function getCustomer(db: Database, id: number) {
  const [customer] = await db.select().from(customersTable).where(eq(customersTable.id, id));
  if (!customer) return undefined;
  const [contacts, sites, leads] = await Promise.all([
    db.select().from(customerContactsTable).where(eq(customerContactsTable.customerId, id)).orderBy(asc(customerContactsTable.id)),
    db.select().from(sitesTable).where(eq(sitesTable.customerId, id)).orderBy(asc(sitesTable.id)),
    db
      .select({
        id: leadsTable.id,
        service: leadsTable.service,
        status: leadsTable.status,
        siteId: leadsTable.siteId,
        source: leadsTable.marketingSource,
        possibleDuplicateOfId: leadsTable.possibleDuplicateOfId,
        mergedIntoId: leadsTable.mergedIntoId,
        createdAt: leadsTable.createdAt,
      })
      .from(leadsTable)
      .where(eq(leadsTable.customerId, id))
      .orderBy(desc(leadsTable.createdAt), desc(leadsTable.id)),
  ]);
  return { customer, contacts, sites, leads };
}

export type CustomerHistory = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;

/** Notes on getting in (a gate code, a dog, where to park), kept on the site for every job there; audited. */
export async function updateSiteAccessNotes(db: Database, actor: StaffActor, customerId: number, siteId: number, accessNotes: string) {
  await db.transaction(async (tx) => {
    const [site] = await tx
      .select()
      .from(sitesTable)
      .where(and(eq(sitesTable.id, siteId), eq(sitesTable.customerId, customerId)))
      .for("update");
    if (!site) throw new DomainError("That site does not belong to this customer.", { status: 404 });
    if (site.accessNotes === accessNotes) return;
    await tx.update(sitesTable).set({ accessNotes, updatedAt: new Date() }).where(eq(sitesTable.id, siteId));
    await recordAudit(tx, {
      actor,
      action: "site.update",
      entityType: "customer",
      entityId: customerId,
      before: { siteId, accessNotes: site.accessNotes },
      after: { siteId, accessNotes },
    });
  });
}
