/**
 * The named fields a customer message may use (docs/decisions/0190), each with the words shown
 * beside the editor. A template writes one as `{first_name}`; sending puts the value in its place.
 */
export const MESSAGE_FIELDS = {
  business_name: "The business's name, as in Settings",
  business_phone: "The business's phone number",
  first_name: "The customer's first name",
  customer_name: "The customer's full name",
  link: "A short link to the customer's own page, with all their work (to a number they did not give us: the quote, invoice, visit or review form alone)",
  address: "The street address of the work",
  visit_day: "The visit's day, short: “Tue 8 Dec”",
  visit_window: "The visit's time: “9 am to 11 am”, or “arriving between 8 am and 10 am” for an arrival window",
  visit_time: "The visit's day and time in full: “Tuesday 8 December 2026, arriving 8–10 am”",
  tradie_first_name: "The first name of the tradie coming, or “your tradie” before one has accepted",
  with_tradie: "“ with Sam” when a tradie has accepted the visit, else nothing (it starts with its own space)",
  who_is_coming: "A sentence: “Sam is coming …” with the visit's time, or “We are coming …” before a tradie accepts",
  reference: "What the visit is for: “job J-000031”, or “site visit”",
  quote_number: "The quote's number: “Q-000123”",
  invoice_number: "The invoice's number: “INV-000045”",
  credit_note_number: "The credit note's number: “CN-000012”",
  request_number: "The quote request's reference: “#1042”",
  amount: "The amount, GST included: “$1,849.50”",
  due_date: "The day the invoice is due: “Friday 18 December 2026”",
  valid_until: "The last day the quote can be accepted: “Friday 25 December 2026”",
  balance: "What is still owing on the invoice: “$488.75”",
  balance_note: "A sentence: “$120.00 is still to pay.”, or “The invoice is now paid in full.”",
  payment_amount: "The payment received: “$368.75”",
  paid_on: "The day it was paid: “Monday 30 November 2026”",
  payment_method: "How it was paid, in lower case: “bank transfer”, “cash”",
  service: "The service the work is for: “Gutter Cleaning”",
} as const;

export type MessageField = keyof typeof MESSAGE_FIELDS;

/** A field as typed: a name in braces. Anything in braces that looks like a name is read as one. */
const FIELD = /\{([A-Za-z0-9_]+)\}/g;

/** The field names a piece of wording uses, in order of first use. */
export function fieldsIn(wording: string): string[] {
  return [...new Set(Array.from(wording.matchAll(FIELD), (match) => match[1]))];
}

/** The wording with each field's value in its place (values are plain text: HTML email escapes them when it renders). */
export function fillFields(wording: string, values: Partial<Record<MessageField, string>>): string {
  return wording.replace(FIELD, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name as MessageField] ?? "") : whole));
}
