import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { joinCustomer, splitOffCustomer } from "~/features/customers/refile.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { lockLead, refuseIfAnonymised } from "./lock.server";
import { record } from "./timeline.server";
import { leadsTable } from "./tables";

/*
 * Which customer a request is filed under, as staff correct it (issue 40, item 9;
 * docs/decisions/0141): a request from someone sharing another customer's phone number is
 * confirmed as theirs or not, and a request filed under the wrong customer is split off into a
 * customer of its own. Each is on the lead's timeline and in the audit trail.
 */

/** "Same customer": the request joins the customer with the same phone number. */
export async function confirmPossibleCustomer(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    refuseIfAnonymised(lead);
    const into = lead.possibleCustomerId;
    if (into === null) throw new DomainError("This request has no possible customer to confirm.", { status: 409 });
    await tx.update(leadsTable).set({ customerId: into, possibleCustomerId: null, updatedAt: new Date() }).where(eq(leadsTable.id, id));
    const { siteId } = await joinCustomer(tx, lead.customerId, into, lead);
    await tx.update(leadsTable).set({ siteId }).where(eq(leadsTable.id, id));
    await record(
      tx,
      actor,
      id,
      { kind: "customer", detail: `Confirmed as customer #${into} (same phone number)` },
      { action: "lead.customer", before: { customerId: lead.customerId }, after: { customerId: into } },
    );
  });
}

/** "Not the same": the request keeps its own customer and the flag goes. */
export async function dismissPossibleCustomer(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (lead.possibleCustomerId === null) throw new DomainError("This request has no possible customer to dismiss.", { status: 409 });
    await tx.update(leadsTable).set({ possibleCustomerId: null, updatedAt: new Date() }).where(eq(leadsTable.id, id));
    await record(tx, actor, id, {
      kind: "customer",
      detail: `Not customer #${lead.possibleCustomerId}, though the phone number is the same`,
    });
  });
}

/** "File under a new customer": a request matched to the wrong customer gets one of its own. */
export async function splitLeadCustomer(db: Database, actor: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    refuseIfAnonymised(lead);
    const from = lead.customerId;
    if (from === null) throw new DomainError("This request is not filed under a customer.", { status: 409 });
    const others = await tx
      .select({ email: leadsTable.email, phone: leadsTable.phone })
      .from(leadsTable)
      .where(and(eq(leadsTable.customerId, from), ne(leadsTable.id, id)));
    if (others.length === 0)
      throw new DomainError("This is the customer's only request: it already has a customer of its own.", { status: 409 });
    const { customerId, siteId } = await splitOffCustomer(tx, from, lead, others);
    await tx
      .update(leadsTable)
      .set({ customerId, siteId, possibleCustomerId: null, possibleDuplicateOfId: null, updatedAt: new Date() })
      .where(eq(leadsTable.id, id));
    await record(
      tx,
      actor,
      id,
      { kind: "customer", detail: `Filed under a new customer (#${customerId}), no longer customer #${from}` },
      { action: "lead.customer", before: { customerId: from }, after: { customerId } },
    );
    return customerId;
  });
}
