import { and, asc, desc, eq, gte, inArray, ne } from "drizzle-orm";
import { customersInvoices } from "~/features/invoices/customer-history.server";
import { invoiceNumber } from "~/features/invoices/records.server";
import { balanceDue, isUnpaid, statusToday as invoiceStatusToday } from "~/features/invoices/statuses";
import { invoicesTable } from "~/features/invoices/tables";
import { isVisitOpen } from "~/features/jobs/statuses";
import { visitsTable } from "~/features/jobs/tables";
import { describeVisitTime, visitTimeOf } from "~/features/jobs/visit-times";
import { leadsTable } from "~/features/leads/tables";
import { proposalsForCustomer } from "~/features/plans/proposals.server";
import { invoiceCardPanel } from "~/features/payments/customer-pay.server";
import { customerQuoteInput, findSentVersion, statusToday as quoteStatusToday } from "~/features/quotes/customer-quote.server";
import { priceQuote } from "~/features/quotes/pricing";
import { quotesTable, quoteVersionsTable } from "~/features/quotes/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { siteAddress } from "~/lib/address";
import { formatIsoDay, todayInAuckland } from "~/lib/clock";
import type { Database } from "~/platform/db/database";

/*
 * What the customer can act on from their hub (issue 45, item 2): quotes waiting for their answer,
 * visits still to come, invoices with something owing. Reads only.
 */

const customersLeads = (db: Pick<Database, "select">, customerId: number) =>
  db.select({ id: leadsTable.id }).from(leadsTable).where(eq(leadsTable.customerId, customerId));

/** Quotes out with the customer and still open today, with their total before any optional item. */
export async function openQuotes(db: Database, customerId: number, settings: Pick<BusinessSettings, "quoting">, today = todayInAuckland()) {
  const rows = await db
    .select({ versionId: quoteVersionsTable.id })
    .from(quoteVersionsTable)
    .innerJoin(quotesTable, and(eq(quotesTable.id, quoteVersionsTable.quoteId), eq(quotesTable.currentVersion, quoteVersionsTable.version)))
    .where(
      and(
        inArray(quotesTable.leadId, customersLeads(db, customerId)),
        inArray(quoteVersionsTable.status, ["sent", "viewed"]),
        gte(quoteVersionsTable.validUntil, today),
      ),
    )
    .orderBy(desc(quoteVersionsTable.id))
    .limit(20);
  const quotes = await Promise.all(rows.map((row) => findSentVersion(db, row.versionId)));
  const open = quotes.flatMap((quote) => (quote && quoteStatusToday(quote.version, today) !== "expired" ? [quote] : []));
  // A quote for regular visits says what accepting it starts, as its own page does (docs/decisions/0215).
  const plans = await proposalsForCustomer(
    db,
    open.map((quote) => ({ quote, chosen: [] })),
    settings,
  );
  return open.flatMap((quote, i) => {
    const totals = priceQuote(customerQuoteInput(quote));
    return [
      {
        versionId: quote.version.id,
        number: quote.number,
        service: quote.lead.service,
        site: siteAddress(quote.lead.address, quote.lead.suburb),
        scope: quote.version.scope,
        terms: quote.version.terms,
        validUntil: formatIsoDay(quote.version.validUntil),
        totalCents: totals.gst.inclusive,
        hasOptions: quote.lines.some((line) => "optional" in line && line.optional),
        plan: plans[i],
      },
    ];
  });
}

/** Visits still to come that the customer may confirm or ask to move, soonest first. */
export async function comingVisits(db: Database, customerId: number, now = new Date()) {
  const rows = await db
    .select({ visit: visitsTable, address: leadsTable.address, suburb: leadsTable.suburb, service: leadsTable.service })
    .from(visitsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, visitsTable.leadId))
    .where(and(eq(leadsTable.customerId, customerId), gte(visitsTable.endsAt, now), ne(visitsTable.status, "cancelled")))
    .orderBy(asc(visitsTable.startsAt))
    .limit(20);
  return rows
    .filter((row) => isVisitOpen(row.visit.status))
    .map(({ visit, address, suburb, service }) => ({
      visitId: visit.id,
      when: describeVisitTime(visitTimeOf(visit)),
      what: service,
      site: siteAddress(address, suburb),
      confirmed: visit.customerConfirmedAt !== null,
    }));
}

/**
 * Invoices with something owing, and what paying by card offers for each (null when card payments
 * are off: the invoice's bank account is the way). Stripe's return names the invoice it was for.
 */
export async function owingInvoices(db: Database, customerId: number, settings: BusinessSettings, search: URLSearchParams) {
  const today = todayInAuckland();
  const rows = await db
    .select()
    .from(invoicesTable)
    .where(and(customersInvoices(db, customerId), ne(invoicesTable.kind, "credit_note")))
    .orderBy(asc(invoicesTable.id))
    .limit(50);
  const owing = rows.filter((invoice) => isUnpaid(invoice.status) && invoice.status !== "draft" && balanceDue(invoice) > 0);
  return Promise.all(
    owing.map(async (invoice) => {
      const returnedFor = search.get("invoice") === String(invoice.id) ? search : new URLSearchParams();
      return {
        invoiceId: invoice.id,
        number: invoiceNumber(invoice),
        title: invoice.title,
        balanceCents: balanceDue(invoice),
        dueDate: invoice.dueDate ? formatIsoDay(invoice.dueDate) : null,
        overdue: invoiceStatusToday(invoice, today) === "overdue",
        card: await invoiceCardPanel(db, invoice, settings, returnedFor),
      };
    }),
  );
}

export type OpenQuote = Awaited<ReturnType<typeof openQuotes>>[number];
export type ComingVisit = Awaited<ReturnType<typeof comingVisits>>[number];
export type OwingInvoice = Awaited<ReturnType<typeof owingInvoices>>[number];
