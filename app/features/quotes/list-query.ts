import { defineListQuery, listFilters } from "~/lib/list-query";
import { type QuoteStatus, quoteStatuses } from "./statuses";

/**
 * The quotes list's filters, all in the URL so a view can be shared (docs/decisions/0103):
 * status, the day range it was sent in, the value range and who started it. Isomorphic.
 */
export const quoteListQuery = defineListQuery("/admin/quotes", 50, {
  q: listFilters.text(),
  // A superseded quote is listed under the quote that replaced it.
  status: listFilters.oneOf((value): value is QuoteStatus => quoteStatuses.is(value) && value !== "superseded"),
  sentFrom: listFilters.day(),
  sentTo: listFilters.day(),
  minValue: listFilters.dollars(),
  maxValue: listFilters.dollars(),
  staff: listFilters.text(64),
});

export type QuoteListQuery = ReturnType<typeof quoteListQuery.read>;
