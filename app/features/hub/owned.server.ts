import { and, eq, inArray, isNull } from "drizzle-orm";
import { customersInvoices } from "~/features/invoices/customer-history.server";
import { invoicesTable } from "~/features/invoices/tables";
import type { JobLink } from "~/features/jobs/customer-job.server";
import { serviceJobsTable, visitsTable } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import { findSentVersion } from "~/features/quotes/customer-quote.server";
import { quotesTable, quoteVersionsTable } from "~/features/quotes/tables";
import { DomainError } from "~/lib/domain-error";
import type { Database } from "~/platform/db/database";

/*
 * Every action on the hub names a record by its id; these answer only for the hub's own customer.
 * Another customer's id, one that does not exist and one that is not theirs to act on all answer
 * the same 404, so an id tells a stranger nothing (issue 45, docs/decisions/0194).
 */
const notTheirs = () => new DomainError("That is not one of yours.", { status: 404 });

/** The quote version, as the quote's own page would open it, when it is of this customer's requests. */
export async function ownedQuote(db: Database, customerId: number, versionId: number) {
  const [mine] = await db
    .select({ id: quoteVersionsTable.id })
    .from(quoteVersionsTable)
    .innerJoin(quotesTable, eq(quotesTable.id, quoteVersionsTable.quoteId))
    .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
    .where(and(eq(quoteVersionsTable.id, versionId), eq(leadsTable.customerId, customerId)));
  const quote = mine ? await findSentVersion(db, versionId) : null;
  if (!quote) throw notTheirs();
  return quote;
}

/** The visit as the job page's link to that one visit, when it is at this customer's request. */
export async function ownedVisit(db: Database, customerId: number, visitId: number): Promise<JobLink> {
  const [mine] = await db
    .select({ id: visitsTable.id })
    .from(visitsTable)
    .where(
      and(
        eq(visitsTable.id, visitId),
        inArray(visitsTable.leadId, db.select({ id: leadsTable.id }).from(leadsTable).where(eq(leadsTable.customerId, customerId))),
      ),
    );
  if (!mine) throw notTheirs();
  return { kind: "site-visit", visitId: mine.id };
}

/** The invoice, as its own link would open it (sent, not void), when it is one of this customer's. */
export async function ownedInvoice(db: Database, customerId: number, invoiceId: number) {
  const [invoice] = await db
    .select()
    .from(invoicesTable)
    .where(and(eq(invoicesTable.id, invoiceId), customersInvoices(db, customerId)));
  if (!invoice || invoice.status === "draft" || invoice.status === "void") throw notTheirs();
  return invoice;
}

/** The job, when it is at one of this customer's requests (not anonymised) and done, so it can be reviewed. */
export async function ownedJobToReview(db: Database, customerId: number, jobId: number): Promise<number> {
  const [job] = await db
    .select({ id: serviceJobsTable.id })
    .from(serviceJobsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
    .where(
      and(
        eq(serviceJobsTable.id, jobId),
        eq(leadsTable.customerId, customerId),
        isNull(leadsTable.anonymisedAt),
        eq(serviceJobsTable.status, "done"),
      ),
    );
  if (!job) throw notTheirs();
  return job.id;
}
