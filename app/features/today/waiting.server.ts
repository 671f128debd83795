import { and, asc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import { invoiceNumber } from "~/features/invoices/records.server";
import { UNPAID } from "~/features/invoices/statuses";
import { invoicesTable } from "~/features/invoices/tables";
import { visitsTable, visitTradiesTable } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import { emailsInTrouble } from "~/features/mail/email-admin.server";
import { documentNumber } from "~/features/documents/numbers";
import { allWaitingSkipRequests } from "~/features/plans/skip-requests.server";
import { currentVersionOf } from "~/features/quotes/versions.server";
import { quotesTable, quoteVersionsTable } from "~/features/quotes/tables";
import { reviewsTable } from "~/features/reviews/tables";
import { textOutboxTable } from "~/features/texts/tables";
import { tradiesTable } from "~/features/tradies/tables";
import type { IsoDay } from "~/lib/clock";
import type { Database } from "~/platform/db/database";

/** At most this many lines of each kind; the rest are on their own list pages. */
const SHOWN = 20;

/** Offers tradies have not answered yet on visits still to happen, the soonest to run out first. */
function unansweredOffers(db: Database) {
  return db
    .select({
      visitId: visitTradiesTable.visitId,
      tradie: tradiesTable.name,
      startsAt: visitTradiesTable.startsAt,
      expiresAt: visitTradiesTable.offerExpiresAt,
      jobId: visitsTable.jobId,
      leadId: visitsTable.leadId,
      customer: leadsTable.name,
    })
    .from(visitTradiesTable)
    .innerJoin(tradiesTable, eq(tradiesTable.id, visitTradiesTable.tradieId))
    .innerJoin(visitsTable, eq(visitsTable.id, visitTradiesTable.visitId))
    .innerJoin(leadsTable, eq(leadsTable.id, visitsTable.leadId))
    .where(and(eq(visitTradiesTable.offer, "offered"), notInArray(visitsTable.status, ["cancelled", "done", "not_completed"])))
    .orderBy(asc(visitTradiesTable.offerExpiresAt), asc(visitTradiesTable.startsAt))
    .limit(SHOWN);
}

/** New leads no one has answered, oldest first. */
function uncontactedLeads(db: Database) {
  return db
    .select({
      id: leadsTable.id,
      name: leadsTable.name,
      phone: leadsTable.phone,
      service: leadsTable.service,
      createdAt: leadsTable.createdAt,
    })
    .from(leadsTable)
    .where(eq(leadsTable.status, "new"))
    .orderBy(asc(leadsTable.createdAt), asc(leadsTable.id))
    .limit(SHOWN);
}

/** Quotes sent `days` or more ago that the customer has not answered, the oldest first. */
async function unansweredQuotes(db: Database, now: Date, days: number) {
  const rows = await db
    .select({
      id: quotesTable.id,
      number: quotesTable.number,
      version: quoteVersionsTable.version,
      sentAt: quoteVersionsTable.sentAt,
      inclusiveCents: quoteVersionsTable.inclusiveCents,
      customer: leadsTable.name,
      phone: leadsTable.phone,
    })
    .from(quotesTable)
    .innerJoin(quoteVersionsTable, currentVersionOf)
    .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
    .where(and(eq(quoteVersionsTable.status, "sent"), lt(quoteVersionsTable.sentAt, new Date(now.getTime() - days * 86_400_000))))
    .orderBy(asc(quoteVersionsTable.sentAt))
    .limit(SHOWN);
  return rows.map(({ number, version, ...row }) => ({ ...row, number: documentNumber("Q", number, version) }));
}

/** Invoices past their due day with money still owing, the longest overdue first. */
async function overdueInvoices(db: Database, today: IsoDay) {
  const i = invoicesTable;
  const rows = await db
    .select({
      id: i.id,
      prefix: i.prefix,
      number: i.number,
      dueDate: i.dueDate,
      owingCents: sql<number>`${i.inclusiveCents} - ${i.paidCents} - ${i.creditedCents}`.mapWith(Number),
      customer: sql<string>`${i.buyer}->>'name'`,
    })
    .from(i)
    .where(and(inArray(i.status, [...UNPAID]), lt(i.dueDate, today), sql`${i.kind} <> 'credit_note'`))
    .orderBy(asc(i.dueDate), asc(i.id))
    .limit(SHOWN);
  return rows.map(({ prefix, number, ...row }) => ({ ...row, number: invoiceNumber({ prefix, number }) }));
}

/** Texts that failed or may not have gone, in the last week, oldest first: each with "Send again" on Today. */
function troubledTexts(db: Database) {
  return db
    .select({ id: textOutboxTable.id, kind: textOutboxTable.kind, to: textOutboxTable.to, status: textOutboxTable.status })
    .from(textOutboxTable)
    .where(and(inArray(textOutboxTable.status, ["failed", "uncertain"]), sql`${textOutboxTable.createdAt} >= now() - interval '7 days'`))
    .orderBy(asc(textOutboxTable.createdAt), asc(textOutboxTable.id))
    .limit(SHOWN);
}

/** Reviews held for a check before they are published, oldest first. */
function heldReviews(db: Database) {
  return db
    .select({ id: reviewsTable.id, firstName: reviewsTable.firstName, rating: reviewsTable.rating, writtenOn: reviewsTable.writtenOn })
    .from(reviewsTable)
    .where(eq(reviewsTable.status, "held"))
    .orderBy(asc(reviewsTable.writtenOn), asc(reviewsTable.id))
    .limit(SHOWN);
}

/** Everything on Today that waits for someone in the office, each with what to do next. */
export async function waitingOnTheOffice(db: Database, now: Date, today: IsoDay, quoteChaseDays: number) {
  const [offers, leads, quotes, invoices, emails, texts, reviews, skips] = await Promise.all([
    unansweredOffers(db),
    uncontactedLeads(db),
    unansweredQuotes(db, now, quoteChaseDays),
    overdueInvoices(db, today),
    emailsInTrouble(db, SHOWN),
    troubledTexts(db),
    heldReviews(db),
    allWaitingSkipRequests(db, SHOWN),
  ]);
  return {
    offers: offers.map(({ jobId, leadId, ...o }) => ({ ...o, href: jobId ? `/admin/jobs/${jobId}` : `/admin/leads/${leadId}` })),
    leads,
    quotes,
    invoices,
    failingEmails: emails.map((e) => ({ id: e.id, kind: e.kind, to: e.to.join(", "), subject: e.subject, status: e.status })),
    failingTexts: texts.map((t) => ({ ...t, id: Number(t.id) })),
    reviews,
    skips,
  };
}

export type WaitingOnTheOffice = Awaited<ReturnType<typeof waitingOnTheOffice>>;
