import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import { documentNumber } from "~/features/documents/numbers";
import { invoiceFieldValues, invoiceForEmail, paymentFieldValues } from "~/features/invoices/invoice-emails.server";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/features/invoices/statuses";
import { invoicePaymentsTable, invoicesTable } from "~/features/invoices/tables";
import { serviceJobsTable, visitsTable } from "~/features/jobs/tables";
import { visitFieldValues, type CustomerVisitNews } from "~/features/jobs/visit-fields";
import { visitsForMessages } from "~/features/jobs/visit-messages.server";
import { jobNumber } from "~/features/jobs/jobs.server";
import { leadsTable } from "~/features/leads/tables";
import type { MessageRecord, MessageTemplate } from "~/features/message-templates/catalogue";
import { customerFieldValues, type FieldValues } from "~/features/message-templates/wording";
import { quoteFieldValues, quoteForEmail } from "~/features/quotes/quote-emails.server";
import { quotesTable, quoteVersionsTable } from "~/features/quotes/tables";
import { reviewFieldValues } from "~/features/reviews/review-emails.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { addDays, todayInAuckland } from "~/lib/clock";
import { formatMoney } from "~/lib/money";

/*
 * The data a message template's preview is filled with (docs/decisions/0193): the newest real
 * record of its kind (the newest visit, sent quote, sent invoice, done job), else a sample. A
 * link is a made-up one of a real link's length (tokens are kept hashed), so a text's count is true:
 * to the customer's own page, as a text to their own number carries (docs/decisions/0221, 0233).
 */

export interface PreviewData {
  values: FieldValues;
  /** Where the values came from, for the words beside the preview. */
  from: string;
}

/** As long as a text's link token (128 bits): only texts carry `{link}`. */
const SAMPLE_TOKEN = "7dH1pQv0qXgkM9c3bW2yZr";
const pageLink = () => `${publicUrl()}/c/${SAMPLE_TOKEN}`;

const SAMPLE_CUSTOMER = { name: "Aroha Ngata", address: "14 Karaka Street" };

const VISIT_NEWS: Record<string, CustomerVisitNews> = {
  booked: "booked",
  reminder: "reminder",
  moved: "moved",
  cancelled: "cancelled",
  "on-the-way": "on-the-way",
};

type Settings = Pick<BusinessSettings, "businessName" | "phone" | "invoicing">;

async function visitPreview(db: Database, news: CustomerVisitNews, settings: Settings): Promise<PreviewData> {
  const [newest] = await db.select({ id: visitsTable.id }).from(visitsTable).orderBy(desc(visitsTable.id)).limit(1);
  const found = newest ? (await visitsForMessages(db, [newest.id])).get(newest.id) : undefined;
  if (found) {
    const coming = found.crew.find((t) => t.offer === "accepted");
    return {
      values: { ...visitFieldValues(news, found.email, coming?.name ?? null, settings), link: pageLink() },
      from: `The newest visit: ${found.email.customer.name}, ${found.email.reference}`,
    };
  }
  const time = { day: addDays(todayInAuckland(), 1), timing: "window" as const, startMinute: 8 * 60, endMinute: 10 * 60 };
  return {
    values: {
      ...visitFieldValues(news, { time, reference: "job J-000031", customer: SAMPLE_CUSTOMER }, "Sam Patel", settings),
      link: pageLink(),
    },
    from: "A sample visit (there are no visits yet)",
  };
}

async function quotePreview(db: Database, settings: Settings): Promise<PreviewData> {
  const [row] = await db
    .select({ quote: quotesTable, version: quoteVersionsTable, lead: { name: leadsTable.name, email: leadsTable.email } })
    .from(quoteVersionsTable)
    .innerJoin(quotesTable, eq(quotesTable.id, quoteVersionsTable.quoteId))
    .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
    .where(isNotNull(quoteVersionsTable.sentAt))
    .orderBy(desc(quoteVersionsTable.sentAt))
    .limit(1);
  if (row) {
    const quote = quoteForEmail(row.quote, row.version, documentNumber("Q", row.quote.number, row.version.version), row.lead);
    return {
      values: quoteFieldValues(quote, settings, pageLink()),
      from: `The newest quote sent: ${quote.number} to ${quote.customerName}`,
    };
  }
  const sample = {
    quoteId: 1,
    leadId: 1,
    number: "Q-000123",
    customerName: SAMPLE_CUSTOMER.name,
    customerEmail: "",
    inclusiveCents: 184_950,
    depositCents: 0,
    validUntil: "",
  };
  return { values: quoteFieldValues(sample, settings, pageLink()), from: "A sample quote (no quote has been sent yet)" };
}

const SAMPLE_INVOICE = {
  invoiceId: 1,
  number: "INV-000123",
  kind: "invoice",
  customerName: SAMPLE_CUSTOMER.name,
  customerEmail: "",
  inclusiveCents: 48_875,
  balanceCents: 48_875,
  dueDate: addDays(todayInAuckland(), 14),
  bankAccount: "",
};

/** The newest invoice of a kind that was sent: a credit note's preview is never filled from an invoice, nor the other way. */
const newestSent = (db: Database, credit: boolean) =>
  db
    .select()
    .from(invoicesTable)
    .where(and(isNotNull(invoicesTable.sentAt), credit ? eq(invoicesTable.kind, "credit_note") : ne(invoicesTable.kind, "credit_note")))
    .orderBy(desc(invoicesTable.sentAt))
    .limit(1);

async function invoicePreview(db: Database, settings: Settings): Promise<PreviewData> {
  const [row] = await newestSent(db, false);
  if (row) {
    const invoice = invoiceForEmail(row, settings);
    return {
      values: invoiceFieldValues(invoice, settings, pageLink()),
      from: `The newest invoice sent: ${invoice.number} to ${invoice.customerName}`,
    };
  }
  return { values: invoiceFieldValues(SAMPLE_INVOICE, settings, pageLink()), from: "A sample invoice (no invoice has been sent yet)" };
}

async function creditNotePreview(db: Database, settings: Settings): Promise<PreviewData> {
  const [row] = await newestSent(db, true);
  const note = row
    ? invoiceForEmail(row, settings)
    : { ...SAMPLE_INVOICE, kind: "credit_note", number: "CN-000012", inclusiveCents: 5_000, balanceCents: 0 };
  return {
    values: { ...invoiceFieldValues(note, settings), credit_note_number: note.number },
    from: row
      ? `The newest credit note sent: ${note.number} to ${note.customerName}`
      : "A sample credit note (no credit note has been sent yet)",
  };
}

async function requestPreview(db: Database, settings: Settings): Promise<PreviewData> {
  const [row] = await db
    .select({ id: leadsTable.id, name: leadsTable.name, service: leadsTable.service })
    .from(leadsTable)
    .where(ne(leadsTable.email, ""))
    .orderBy(desc(leadsTable.id))
    .limit(1);
  const request = row ?? { id: 1042, name: SAMPLE_CUSTOMER.name, service: "Gutter Cleaning" };
  return {
    values: { ...customerFieldValues(request.name, settings), request_number: `#${request.id}`, service: request.service },
    from: row ? `The newest request: #${row.id} from ${row.name}` : "A sample request (no request has come in yet)",
  };
}

async function reviewPreview(db: Database, settings: Settings): Promise<PreviewData> {
  const [row] = await db
    .select({ job: serviceJobsTable, name: leadsTable.name, service: leadsTable.service })
    .from(serviceJobsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
    .where(isNotNull(serviceJobsTable.doneAt))
    .orderBy(desc(serviceJobsTable.doneAt))
    .limit(1);
  if (row)
    return {
      values: reviewFieldValues({ customerName: row.name, service: row.service }, settings, pageLink()),
      from: `The newest job done: ${jobNumber(row.job)} for ${row.name}`,
    };
  return {
    values: reviewFieldValues({ customerName: SAMPLE_CUSTOMER.name, service: "Gutter Cleaning" }, settings, pageLink()),
    from: "A sample job (no job is done yet)",
  };
}

/** The newest payment recorded on an invoice, with its invoice: for the receipts. */
async function paymentPreview(db: Database, settings: Settings): Promise<PreviewData> {
  const [row] = await db
    .select({ payment: invoicePaymentsTable, invoice: invoicesTable })
    .from(invoicePaymentsTable)
    .innerJoin(invoicesTable, eq(invoicesTable.id, invoicePaymentsTable.invoiceId))
    .orderBy(desc(invoicePaymentsTable.id))
    .limit(1);
  if (row) {
    const invoice = invoiceForEmail(row.invoice, settings);
    const method = PAYMENT_METHOD_LABELS[row.payment.method as PaymentMethod] ?? row.payment.method;
    return {
      values: { ...invoiceFieldValues(invoice, settings), ...paymentFieldValues(invoice, { ...row.payment, method }) },
      from: `The newest payment: ${formatMoney(row.payment.amountCents)} on ${invoice.number} from ${invoice.customerName}`,
    };
  }
  const { values } = await invoicePreview(db, settings);
  const sample = { amountCents: 48_875, paidOn: todayInAuckland(), method: "Bank transfer" };
  return {
    values: { ...values, ...paymentFieldValues({ balanceCents: 0 }, sample) },
    from: "A sample payment (no payment has been recorded yet)",
  };
}

const PREVIEWS: Record<Exclude<MessageRecord, "visit">, (db: Database, settings: Settings) => Promise<PreviewData>> = {
  request: requestPreview,
  quote: quotePreview,
  invoice: invoicePreview,
  credit_note: creditNotePreview,
  payment: paymentPreview,
  job: reviewPreview,
};

/** The values to fill this message's preview with, and where they came from. */
export function previewData(db: Database, template: MessageTemplate, settings: Settings): Promise<PreviewData> {
  if (template.about !== "visit") return PREVIEWS[template.about](db, settings);
  const news = VISIT_NEWS[/visit-(.+)$/.exec(template.key)?.[1] ?? ""] ?? "booked";
  return visitPreview(db, news, settings);
}
