import { WordedEmailLayout } from "~/features/mail/email/layout";
import {
  ActionButton,
  ActionRow,
  DetailsTable,
  LinkFallback,
  Paragraph,
  SignOff,
  TextLink,
  type Detail,
} from "~/features/mail/email/parts";
import { customerFieldValues, DEFAULT_WORDINGS, type FieldValues, type Wordings } from "~/features/message-templates/wording";
import { renderEmail } from "~/features/mail/email/render.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatIsoDay } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { telHref } from "~/lib/phone";
import { invoiceNumber, type InvoiceRow } from "./records.server";
import { balanceDue } from "./statuses";

/*
 * The emails of an invoice's life (docs/decisions/0112), all to the customer: the invoice or
 * credit note with its link, a reminder when it is overdue, and a receipt for a payment.
 */
type Business = Pick<BusinessSettings, "businessName" | "phone" | "email">;

export interface InvoiceForEmail {
  invoiceId: number;
  number: string;
  kind: string;
  customerName: string;
  customerEmail: string;
  inclusiveCents: number;
  balanceCents: number;
  dueDate: string | null;
  bankAccount: string;
}

export function invoiceForEmail(invoice: InvoiceRow, settings: Pick<BusinessSettings, "invoicing">): InvoiceForEmail {
  return {
    invoiceId: invoice.id,
    number: invoiceNumber(invoice),
    kind: invoice.kind,
    customerName: invoice.buyer.name,
    customerEmail: invoice.buyer.email,
    inclusiveCents: invoice.inclusiveCents,
    balanceCents: balanceDue(invoice),
    dueDate: invoice.dueDate,
    bankAccount: settings.invoicing.bankAccount,
  };
}

function summary(invoice: InvoiceForEmail): Detail[] {
  if (invoice.kind === "credit_note")
    return [
      { label: "Credit note", value: invoice.number },
      { label: "Credit (incl. GST)", value: formatMoney(invoice.inclusiveCents) },
    ];
  const rows: Detail[] = [
    { label: "Invoice", value: invoice.number },
    { label: "Total (incl. GST)", value: formatMoney(invoice.inclusiveCents) },
    { label: "Balance due", value: formatMoney(invoice.balanceCents) },
  ];
  if (invoice.dueDate) rows.push({ label: "Due", value: formatIsoDay(invoice.dueDate) });
  if (invoice.bankAccount) rows.push({ label: "Pay to", value: invoice.bankAccount }, { label: "Reference", value: invoice.number });
  return rows;
}

/** The named fields of an invoice's messages to its customer (docs/decisions/0190); `link` for the text. */
export function invoiceFieldValues(
  invoice: InvoiceForEmail,
  business: Pick<BusinessSettings, "businessName" | "phone">,
  link = "",
): FieldValues {
  return {
    ...customerFieldValues(invoice.customerName, business),
    invoice_number: invoice.number,
    amount: formatMoney(invoice.inclusiveCents),
    due_date: invoice.dueDate ? formatIsoDay(invoice.dueDate) : "on receipt",
    balance: formatMoney(invoice.balanceCents),
    link,
  };
}

/** A payment's fields in its receipt (docs/decisions/0190). */
export function paymentFieldValues(
  invoice: Pick<InvoiceForEmail, "balanceCents">,
  payment: { amountCents: number; paidOn: string; method: string },
): FieldValues {
  return {
    payment_amount: formatMoney(payment.amountCents),
    paid_on: formatIsoDay(payment.paidOn),
    payment_method: payment.method.toLowerCase(),
    balance_note: invoice.balanceCents > 0 ? `${formatMoney(invoice.balanceCents)} is still to pay.` : "The invoice is now paid in full.",
  };
}

function email(
  kind: string,
  invoice: InvoiceForEmail,
  business: Business,
  subject: string,
  body: ReturnType<typeof renderEmail>,
): OutgoingEmail {
  return {
    kind,
    to: [invoice.customerEmail],
    replyTo: business.email,
    subject,
    ...body,
    subjectType: "invoice",
    subjectId: invoice.invoiceId,
  };
}

function Contact({ business }: { business: Business }) {
  return (
    <Paragraph>
      Questions? Reply to this email or call us on <TextLink href={telHref(business.phone)}>{business.phone}</TextLink>.
    </Paragraph>
  );
}

/** The invoice (or credit note) with the link to its page and PDF. */
export function invoiceSentEmail(
  invoice: InvoiceForEmail,
  business: Business,
  link: string,
  wordings: Wordings = DEFAULT_WORDINGS,
): OutgoingEmail {
  const credit = invoice.kind === "credit_note";
  const what = credit ? `credit note ${invoice.number}` : `invoice ${invoice.number}`;
  // Each in the wording staff saved (docs/decisions/0190).
  const wording = credit
    ? wordings.email("email-credit-note-sent", { ...invoiceFieldValues(invoice, business), credit_note_number: invoice.number })
    : wordings.email("email-invoice-sent", invoiceFieldValues(invoice, business));
  const body = renderEmail(
    <WordedEmailLayout title={`Your ${what}`} wording={wording} businessName={business.businessName}>
      <DetailsTable rows={summary(invoice)} />
      <ActionRow>
        <ActionButton href={link}>{credit ? "View your credit note" : "View your invoice"}</ActionButton>
      </ActionRow>
      <LinkFallback href={link} />
      <Contact business={business} />
      <SignOff businessName={business.businessName} />
    </WordedEmailLayout>,
  );
  return email(credit ? "credit-note-sent" : "invoice-sent", invoice, business, wording.subject, body);
}

/** An overdue invoice, some days after its due date (settings), while anything is owed. */
export function invoiceReminderEmail(
  invoice: InvoiceForEmail,
  business: Business,
  link: string,
  wordings: Wordings = DEFAULT_WORDINGS,
): OutgoingEmail {
  const wording = wordings.email("email-invoice-reminder", invoiceFieldValues(invoice, business));
  const body = renderEmail(
    <WordedEmailLayout title={`Invoice ${invoice.number} is overdue`} wording={wording} businessName={business.businessName}>
      <DetailsTable rows={summary(invoice)} />
      <ActionRow>
        <ActionButton href={link}>View your invoice</ActionButton>
      </ActionRow>
      <LinkFallback href={link} />
      <Contact business={business} />
      <SignOff businessName={business.businessName} />
    </WordedEmailLayout>,
  );
  return email("invoice-reminder", invoice, business, wording.subject, body);
}

/** A receipt for money received. */
export function paymentReceiptEmail(
  invoice: InvoiceForEmail,
  business: Business,
  payment: { amountCents: number; paidOn: string; method: string },
  wordings: Wordings = DEFAULT_WORDINGS,
): OutgoingEmail {
  const wording = wordings.email("email-payment-receipt", {
    ...invoiceFieldValues(invoice, business),
    ...paymentFieldValues(invoice, payment),
  });
  const body = renderEmail(
    <WordedEmailLayout title={`Payment received for ${invoice.number}`} wording={wording} businessName={business.businessName}>
      <Contact business={business} />
      <SignOff businessName={business.businessName} />
    </WordedEmailLayout>,
  );
  return email("invoice-receipt", invoice, business, wording.subject, body);
}
