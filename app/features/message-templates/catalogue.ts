import { fieldsIn, type MessageField } from "./fields";

/*
 * Every message to a customer whose wording staff may change (issue 43, item 2; docs/decisions/0190),
 * with its default in code. An email's editable part is its subject and its wording (the greeting
 * and what it says); the layout, its details table, its button and the sign-off stay as built, so
 * a link the email carries can never be edited away. A text's whole body is editable.
 */

export type MessageChannel = "email" | "text";

/** The record a message is about, whose newest one fills its preview (docs/decisions/0193). */
export type MessageRecord = "request" | "quote" | "visit" | "invoice" | "credit_note" | "payment" | "job";

export interface MessageTemplate {
  key: string;
  channel: MessageChannel;
  about: MessageRecord;
  /** What it is, as staff know it. */
  label: string;
  /** When it goes. */
  when: string;
  /** The fields this message can fill. */
  fields: readonly MessageField[];
  /** The default subject (emails only). */
  subject?: string;
  /** The default wording: an email's paragraphs (a blank line between two), or a text's body. */
  body: string;
}

const VISIT_TEXT_FIELDS = [
  "business_name",
  "business_phone",
  "first_name",
  "customer_name",
  "visit_day",
  "visit_window",
  "with_tradie",
  "tradie_first_name",
  "address",
  "link",
] as const satisfies readonly MessageField[];

const VISIT_EMAIL_FIELDS = [
  "business_name",
  "business_phone",
  "first_name",
  "customer_name",
  "reference",
  "visit_time",
  "who_is_coming",
  "tradie_first_name",
  "address",
] as const satisfies readonly MessageField[];

const OPT_OUT = " Reply STOP to opt out.";

export const MESSAGE_TEMPLATES = [
  {
    key: "email-quote-request-received",
    channel: "email",
    about: "request",
    label: "Quote request received",
    when: "When a quote request arrives from the website, or staff enter one for a customer with an email address.",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "request_number", "service"],
    subject: "We have your quote request – {business_name}",
    body: "Kia ora {customer_name},\n\nThanks for asking {business_name} for a free quote. We have your request (reference {request_number}).\n\nA member of our team will be in touch within one working day, usually much sooner, to talk through the job and arrange your free quote.",
  },
  {
    key: "email-quote-sent",
    channel: "email",
    about: "quote",
    label: "Quote sent",
    when: "When staff send a quote, to a customer who chose email.",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "quote_number", "amount"],
    subject: "Your quote {quote_number} from {business_name}",
    body: "Kia ora {customer_name},\n\nThanks for the chance to quote. Your quote {quote_number} is ready: you can read it, choose any optional items, download a PDF and accept it online.",
  },
  {
    key: "text-quote-sent",
    channel: "text",
    about: "quote",
    label: "Quote sent",
    when: "When staff send a quote, to a customer who chose text.",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "quote_number", "amount", "link"],
    body: `{business_name}: your quote {quote_number} is ready to view and accept: {link}${OPT_OUT}`,
  },
  {
    key: "email-quote-follow-up",
    channel: "email",
    about: "quote",
    label: "Quote follow-up",
    when: "Some days after a quote was sent, while it waits for an answer (if follow-ups are on for it).",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "quote_number", "amount", "valid_until"],
    subject: "Following up on your quote {quote_number} – {business_name}",
    body: "Kia ora {customer_name},\n\nWe sent you quote {quote_number} a few days ago and wanted to check it has everything you need. If anything is unclear, or you would like something changed, just ask.",
  },
  {
    key: "email-quote-expiry-reminder",
    channel: "email",
    about: "quote",
    label: "Quote about to expire",
    when: "A few days before an unanswered quote expires (if follow-ups are on for it).",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "quote_number", "amount", "valid_until"],
    subject: "Your quote {quote_number} expires soon – {business_name}",
    body: "Kia ora {customer_name},\n\nJust a reminder that your quote {quote_number} is valid until {valid_until}. If you would like to go ahead, you can accept it online before then.",
  },
  {
    key: "email-quote-accepted",
    channel: "email",
    about: "quote",
    label: "Quote accepted (receipt)",
    when: "When the customer accepts a quote online.",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "quote_number", "amount", "valid_until"],
    subject: "Quote {quote_number} accepted – {business_name}",
    body: "Kia ora {customer_name},\n\nThank you for accepting quote {quote_number}. We will be in touch shortly to book the work in.",
  },
  {
    key: "email-visit-booked",
    channel: "email",
    about: "visit",
    label: "Visit booked",
    when: "When a visit is booked, with its calendar file.",
    fields: VISIT_EMAIL_FIELDS,
    subject: "Your visit is booked – {business_name}",
    body: "Kia ora {customer_name},\n\nYour {reference} is booked. {who_is_coming} The calendar file attached adds it to your calendar.",
  },
  {
    key: "text-visit-booked",
    channel: "text",
    about: "visit",
    label: "Visit booked",
    when: "When a visit is booked.",
    fields: VISIT_TEXT_FIELDS,
    body: `{business_name}: your visit is booked for {visit_day}, {visit_window}{with_tradie}. See it online: {link} Questions? Reply here or call {business_phone}.${OPT_OUT}`,
  },
  {
    key: "email-visit-reminder",
    channel: "email",
    about: "visit",
    label: "Visit reminder",
    when: "The day before a visit.",
    fields: VISIT_EMAIL_FIELDS,
    subject: "Reminder: we are coming – {business_name}",
    body: "Kia ora {customer_name},\n\nA reminder that we are coming {visit_time}. {who_is_coming}",
  },
  {
    key: "text-visit-reminder",
    channel: "text",
    about: "visit",
    label: "Visit reminder",
    when: "The day before a visit.",
    fields: VISIT_TEXT_FIELDS,
    body: `{business_name}: a reminder of your visit {visit_day}, {visit_window}{with_tradie}. See it online: {link} Reply here or call {business_phone} if that no longer suits.${OPT_OUT}`,
  },
  {
    key: "email-visit-moved",
    channel: "email",
    about: "visit",
    label: "Visit changed",
    when: "When a booked visit moves to another time, with an updated calendar file.",
    fields: VISIT_EMAIL_FIELDS,
    subject: "Your visit has a new time – {business_name}",
    body: "Kia ora {customer_name},\n\nYour {reference} has a new time. {who_is_coming} The calendar file attached updates your calendar.",
  },
  {
    key: "text-visit-moved",
    channel: "text",
    about: "visit",
    label: "Visit changed",
    when: "When a booked visit moves to another time.",
    fields: VISIT_TEXT_FIELDS,
    body: `{business_name}: your visit has moved to {visit_day}, {visit_window}{with_tradie}. See it online: {link} Reply here or call {business_phone} if that does not suit.${OPT_OUT}`,
  },
  {
    key: "email-visit-cancelled",
    channel: "email",
    about: "visit",
    label: "Visit cancelled",
    when: "When a booked visit is cancelled, with a calendar file that removes it.",
    fields: VISIT_EMAIL_FIELDS,
    subject: "Your visit is cancelled – {business_name}",
    body: "Kia ora {customer_name},\n\nYour {reference} on {visit_time} is cancelled. The calendar file attached takes it out of your calendar. We will be in touch to rebook if needed.",
  },
  {
    key: "text-visit-cancelled",
    channel: "text",
    about: "visit",
    label: "Visit cancelled",
    when: "When a booked visit is cancelled.",
    fields: VISIT_TEXT_FIELDS,
    body: `{business_name}: your visit on {visit_day} is cancelled. Call {business_phone} or reply here to book another time. Your page: {link}${OPT_OUT}`,
  },
  {
    key: "email-visit-on-the-way",
    channel: "email",
    about: "visit",
    label: "On my way",
    when: "When the tradie taps “On my way” in the portal.",
    fields: VISIT_EMAIL_FIELDS,
    subject: "We are on the way – {business_name}",
    body: "Kia ora {customer_name},\n\n{who_is_coming}",
  },
  {
    key: "text-visit-on-the-way",
    channel: "text",
    about: "visit",
    label: "On my way",
    when: "When the tradie taps “On my way” in the portal; sent at any hour.",
    fields: VISIT_TEXT_FIELDS,
    body: "{business_name}: {tradie_first_name} is on the way to {address} now. See it online: {link}",
  },
  {
    key: "email-invoice-sent",
    channel: "email",
    about: "invoice",
    label: "Invoice sent",
    when: "When staff send an invoice (the PDF goes with it).",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "invoice_number", "amount", "due_date"],
    subject: "Your invoice {invoice_number} from {business_name}",
    body: "Kia ora {customer_name},\n\nThanks for choosing us. Your invoice {invoice_number} is attached as a PDF; you can also read it and see how to pay from the link below.",
  },
  {
    key: "text-invoice-sent",
    channel: "text",
    about: "invoice",
    label: "Invoice sent",
    when: "When staff send an invoice, as well as the email, to a customer who chose text.",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "invoice_number", "amount", "link"],
    body: `{business_name}: invoice {invoice_number} for {amount} is ready to view and pay: {link}${OPT_OUT}`,
  },
  {
    key: "email-credit-note-sent",
    channel: "email",
    about: "credit_note",
    label: "Credit note sent",
    when: "When staff send a credit note (the PDF goes with it).",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "credit_note_number", "amount"],
    subject: "Your credit note {credit_note_number} from {business_name}",
    body: "Kia ora {customer_name},\n\nWe have issued credit note {credit_note_number} for {amount}. It is attached as a PDF, and you can read it from the link below.",
  },
  {
    key: "email-invoice-reminder",
    channel: "email",
    about: "invoice",
    label: "Invoice overdue",
    when: "Some days after an invoice's due date while anything is owed (the days are in Settings).",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "invoice_number", "amount", "balance", "due_date"],
    subject: "Reminder: invoice {invoice_number} is overdue",
    body: "Kia ora {customer_name},\n\nOur records show {balance} still owing on invoice {invoice_number}, which was due on {due_date}. If you have paid in the last few days, thank you, and please ignore this email.",
  },
  {
    key: "email-payment-receipt",
    channel: "email",
    about: "payment",
    label: "Payment receipt",
    when: "When staff record a payment on an invoice (bank transfer, cash).",
    fields: [
      "business_name",
      "business_phone",
      "first_name",
      "customer_name",
      "invoice_number",
      "payment_amount",
      "paid_on",
      "payment_method",
      "balance_note",
    ],
    subject: "Receipt: payment for invoice {invoice_number}",
    body: "Kia ora {customer_name},\n\nThank you: we received {payment_amount} by {payment_method} on {paid_on} for invoice {invoice_number}.\n\n{balance_note}",
  },
  {
    key: "email-card-receipt",
    channel: "email",
    about: "payment",
    label: "Card payment receipt",
    when: "When a card payment comes in from Stripe (the surcharge's tax invoice follows in the details).",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "invoice_number", "payment_amount", "paid_on"],
    subject: "Receipt: card payment for invoice {invoice_number}",
    body: "Kia ora {customer_name},\n\nThank you: we received {payment_amount} by card on {paid_on} for invoice {invoice_number}.",
  },
  {
    key: "email-review-request",
    channel: "email",
    about: "job",
    label: "Review request",
    when: "After a job is done (the delay is in Settings).",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "service"],
    subject: "How did we do, {first_name}?",
    body: "Kia ora {first_name},\n\nThanks for having us for your {service}. How did we do? Your review helps other Aucklanders choose, and tells us what to keep doing and what to fix.",
  },
  {
    key: "email-review-reminder",
    channel: "email",
    about: "job",
    label: "Review reminder",
    when: "Some days after the review request, once, if the customer has not answered.",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "service"],
    subject: "A reminder: how did your {service} go?",
    body: "Kia ora {first_name},\n\nA few days ago we asked how your {service} went. If you have a minute, we would still love to hear, good or bad.",
  },
  {
    key: "text-review-request",
    channel: "text",
    about: "job",
    label: "Review request",
    when: "After a job is done, to a customer who chose text.",
    fields: ["business_name", "business_phone", "first_name", "customer_name", "service", "link"],
    body: `{business_name}: thanks for having us, {first_name}. How did we do? A minute's review helps a small business: {link}${OPT_OUT}`,
  },
] as const satisfies readonly MessageTemplate[];

export type EmailKey = Extract<(typeof MESSAGE_TEMPLATES)[number], { channel: "email" }>["key"];
export type TextKey = Extract<(typeof MESSAGE_TEMPLATES)[number], { channel: "text" }>["key"];

const BY_KEY = new Map<string, MessageTemplate>(MESSAGE_TEMPLATES.map((t) => [t.key, t]));

export function messageTemplate(key: string): MessageTemplate | undefined {
  return BY_KEY.get(key);
}

/**
 * The fields a saved wording must keep: the customer's link wherever the default has it, and in
 * a text the business's name (the Unsolicited Electronic Messages Act wants the sender named).
 */
export function requiredFields(template: MessageTemplate): MessageField[] {
  const required: MessageField[] = fieldsIn(template.body).includes("link") ? ["link"] : [];
  if (template.channel === "text") required.unshift("business_name");
  return required;
}
