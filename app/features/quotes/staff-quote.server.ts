import { and, asc, desc, eq, ne } from "drizzle-orm";
import { siteAddress } from "~/lib/address";
import type { Database } from "~/platform/db/database";
import { documentNumber } from "~/features/documents/numbers";
import { leadsTable } from "~/features/leads/tables";
import { priceListItemsTable } from "~/features/pricing/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { businessDayOf, formatIsoDay, formatWhen, todayInAuckland } from "~/lib/clock";
import type { QuoteDraft } from "./draft-schema";
import { customerLines } from "./customer-lines";
import { statusToday } from "./customer-quote.server";
import { printedQuote, type DocumentHeader } from "./quote-document";
import { DECLINE_REASONS } from "./responses";
import { quotesTable, quoteVersionsTable } from "./tables";
import { currentVersionOf, quoteInputOf, versionLines } from "./versions.server";

/** Everything the staff quote page shows: the draft to edit, or the sent version as the customer sees it, with its history. */
export async function loadStaffQuote(db: Database, quoteId: number, settings: BusinessSettings) {
  const [row] = await db
    .select({
      quote: quotesTable,
      version: quoteVersionsTable,
      lead: { id: leadsTable.id, name: leadsTable.name, email: leadsTable.email, address: leadsTable.address, suburb: leadsTable.suburb },
    })
    .from(quotesTable)
    .innerJoin(quoteVersionsTable, currentVersionOf)
    .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
    .where(eq(quotesTable.id, quoteId));
  if (!row) return undefined;
  const { quote, version, lead } = row;
  const lines = await versionLines(db, version.id);
  const number = documentNumber("Q", quote.number, version.version);
  const status = statusToday(version, todayInAuckland());
  const draft: QuoteDraft = {
    lines,
    amountsAre: version.amountsAre,
    scope: version.scope,
    terms: version.terms,
    validUntil: version.validUntil,
    discount: version.discount,
    deposit: version.deposit,
    followUps: version.followUps,
  };
  const header: DocumentHeader = {
    businessName: settings.businessName,
    gstNumber: settings.gstNumber,
    phone: settings.phone,
    email: settings.email,
    postalAddress: settings.postalAddress,
    number,
    issued: version.sentAt ? `Sent ${formatIsoDay(businessDayOf(version.sentAt))}` : "Draft",
    validUntil: formatIsoDay(version.validUntil),
    customerName: lead.name,
    site: siteAddress(lead.address, lead.suburb),
    scope: version.scope,
    terms: version.terms,
  };
  const chosen = version.accepted?.chosen ?? [];
  const earlier = await db
    .select({ version: quoteVersionsTable.version, status: quoteVersionsTable.status, sentAt: quoteVersionsTable.sentAt })
    .from(quoteVersionsTable)
    .where(and(eq(quoteVersionsTable.quoteId, quoteId), ne(quoteVersionsTable.id, version.id)))
    .orderBy(desc(quoteVersionsTable.version));
  return {
    id: quote.id,
    number,
    status,
    lead,
    createdBy: quote.createdByName,
    draft,
    gstRounding: version.gstRounding,
    header,
    chosen,
    followUps: version.followUps,
    printed: printedQuote(quoteInputOf(version, customerLines(lines)), chosen),
    events: {
      sentAt: version.sentAt ? formatWhen(version.sentAt) : null,
      viewedAt: version.viewedAt ? formatWhen(version.viewedAt) : null,
      questionAt: version.questionAt ? formatWhen(version.questionAt) : null,
      accepted: version.accepted && version.acceptedAt ? { ...version.accepted, at: formatWhen(version.acceptedAt) } : null,
      declined:
        version.declined && version.declinedAt
          ? { reason: DECLINE_REASONS[version.declined.reason], note: version.declined.note, at: formatWhen(version.declinedAt) }
          : null,
    },
    earlier: earlier.map((e) => ({
      number: documentNumber("Q", quote.number, e.version),
      status: e.status,
      sentAt: e.sentAt ? formatWhen(e.sentAt) : null,
    })),
  };
}

/** The active price list, for the builder's "add item". */
export async function priceChoices(db: Database) {
  const rows = await db
    .select({
      id: priceListItemsTable.id,
      code: priceListItemsTable.code,
      name: priceListItemsTable.name,
      description: priceListItemsTable.description,
      unit: priceListItemsTable.unit,
      unitPriceCents: priceListItemsTable.unitPriceCents,
      amountsAre: priceListItemsTable.amountsAre,
    })
    .from(priceListItemsTable)
    .where(eq(priceListItemsTable.active, true))
    .orderBy(asc(priceListItemsTable.code));
  return rows.map((r) => ({ ...r, amountsAre: r.amountsAre === "exclusive" ? ("exclusive" as const) : ("inclusive" as const) }));
}
