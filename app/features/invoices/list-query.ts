import { listHref, listPage } from "~/lib/list-search";
import { isIsoDay } from "~/lib/clock";
import { type InvoiceStatus, invoiceStatuses } from "./statuses";

/**
 * The invoices list's filters, all in the URL so a view can be shared (docs/decisions/0112):
 * words (a number or the customer's name), status (overdue included), the issue-date range.
 * Isomorphic.
 */
export interface InvoiceListQuery {
  q: string;
  status: InvoiceStatus | "";
  from: string;
  to: string;
  page: number;
}

export const INVOICES_PER_PAGE = 50;

export function readInvoiceListQuery(params: URLSearchParams, q: string): InvoiceListQuery {
  const text = (name: string, max = 20) => (params.get(name) ?? "").trim().slice(0, max);
  const day = (name: string) => (isIsoDay(text(name, 10)) ? text(name, 10) : "");
  const status = text("status");
  return {
    q,
    status: invoiceStatuses.is(status) ? (status as InvoiceStatus) : "",
    from: day("from"),
    to: day("to"),
    page: listPage(params),
  };
}

export function invoiceListHref(query: InvoiceListQuery, change: Partial<InvoiceListQuery> = {}): string {
  return listHref("/admin/invoices", query, change);
}
