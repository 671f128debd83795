/**
 * How any part of a page asks for the quote form (docs/decisions/0121). Public pages are not
 * one React tree (islands), so there is no context to share: a quote button carries
 * `data-quote-open` (and the service in `data-quote-service`) and the page's script listens
 * for clicks on it; code that opens the form itself (the hero search) sends the same request
 * as a window event. The form loads on the first sign of intent and opens at once.
 */
export const QUOTE_OPEN_EVENT = "quote:open";

/** The attributes that make any button open the quote form, with a service chosen when given. */
export function quoteOpenAttributes(service?: string) {
  return { "data-quote-open": "", "data-quote-service": service || undefined };
}

export function openQuote(service = "") {
  window.dispatchEvent(new CustomEvent<{ service: string }>(QUOTE_OPEN_EVENT, { detail: { service } }));
}
