import { defineListQuery, listFilters } from "~/lib/list-query";
import { invoiceStatuses } from "./statuses";

/**
 * The invoices list's filters, all in the URL so a view can be shared (docs/decisions/0112):
 * words (a number or the customer's name), status (overdue included), the issue-date range.
 * Isomorphic.
 */
export const invoiceListQuery = defineListQuery("/admin/invoices", 50, {
  q: listFilters.text(),
  status: listFilters.oneOf(invoiceStatuses.is),
  from: listFilters.day(),
  to: listFilters.day(),
});

export type InvoiceListQuery = ReturnType<typeof invoiceListQuery.read>;
