import { listHref, listPage } from "~/lib/list-search";
import { isIsoDay } from "~/lib/clock";
import { parseMoney, withinAmountLimit } from "~/lib/money";
import { type QuoteStatus, quoteStatuses } from "./statuses";

/**
 * The quotes list's filters, all in the URL so a view can be shared (docs/decisions/0103):
 * status, the day range it was sent in, the value range and who started it. Isomorphic.
 */
export interface QuoteListQuery {
  q: string;
  status: QuoteStatus | "";
  sentFrom: string;
  sentTo: string;
  /** Dollars as typed; the server reads them as cents. */
  minValue: string;
  maxValue: string;
  staff: string;
  page: number;
}

export const QUOTES_PER_PAGE = 50;

export function readQuoteListQuery(params: URLSearchParams): QuoteListQuery {
  const text = (name: string, max = 100) => (params.get(name) ?? "").trim().slice(0, max);
  const day = (name: string) => (isIsoDay(text(name, 10)) ? text(name, 10) : "");
  const money = (name: string) => {
    const cents = parseMoney(text(name, 20));
    return cents !== null && withinAmountLimit(cents) ? text(name, 20) : "";
  };
  const status = text("status");
  return {
    q: text("q"),
    status: quoteStatuses.is(status) && status !== "superseded" ? status : "",
    sentFrom: day("sentFrom"),
    sentTo: day("sentTo"),
    minValue: money("minValue"),
    maxValue: money("maxValue"),
    staff: text("staff", 64),
    page: listPage(params),
  };
}

export function quoteListHref(query: QuoteListQuery, change: Partial<QuoteListQuery> = {}): string {
  return listHref("/admin/quotes", query, change);
}
