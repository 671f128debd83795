import type { BusinessSettings } from "~/features/settings/schema";
import { siteAddress } from "~/lib/address";
import { businessDayOf, formatIsoDay, formatWhen } from "~/lib/clock";
import { customerQuoteInput, statusToday, type LinkedQuote } from "./customer-quote.server";
import type { DocumentHeader } from "./quote-document";
import { DECLINE_REASONS } from "./responses";

/** The optional lines a customer's ticks name, dropping anything that is not one. */
function chosenFrom(values: readonly string[], quote: LinkedQuote): number[] {
  const optional = new Set(quote.lines.flatMap((line, index) => ("optional" in line && line.optional ? [index] : [])));
  return [...new Set(values.map(Number))].filter((index) => optional.has(index)).sort((a, b) => a - b);
}

/**
 * What the customer's page shows (docs/decisions/0103): nothing of cost or markup, the status as
 * of today, and what they ticked (an accepted quote shows what was accepted).
 */
export function customerQuoteView(quote: LinkedQuote, settings: BusinessSettings, ticked: readonly string[], today: string) {
  const { version } = quote;
  const status = statusToday(version, today);
  const chosen = version.accepted ? version.accepted.chosen : chosenFrom(ticked, quote);
  const header: DocumentHeader = {
    businessName: settings.businessName,
    gstNumber: settings.gstNumber,
    phone: settings.phone,
    email: settings.email,
    postalAddress: settings.postalAddress,
    number: quote.number,
    issued: version.sentAt ? `Sent ${formatIsoDay(businessDayOf(version.sentAt))}` : "",
    validUntil: formatIsoDay(version.validUntil),
    customerName: quote.lead.name,
    site: siteAddress(quote.lead.address, quote.lead.suburb),
    scope: version.scope,
    terms: version.terms,
  };
  return {
    header,
    status,
    input: customerQuoteInput(quote),
    chosen,
    accepted: version.accepted && version.acceptedAt ? { name: version.accepted.name, at: formatWhen(version.acceptedAt) } : null,
    declined:
      version.declined && version.declinedAt
        ? { reason: DECLINE_REASONS[version.declined.reason], at: formatWhen(version.declinedAt) }
        : null,
  };
}

export type CustomerQuoteView = ReturnType<typeof customerQuoteView>;
