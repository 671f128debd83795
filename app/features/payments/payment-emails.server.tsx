import { EmailLayout, WordedEmailLayout } from "~/features/mail/email/layout";
import { ActionButton, ActionRow, DetailsTable, Paragraph, SignOff, TextLink, Title, type Detail } from "~/features/mail/email/parts";
import { customerFieldValues, DEFAULT_WORDINGS, type Wordings } from "~/features/message-templates/wording";
import { renderEmail } from "~/features/mail/email/render.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatIsoDay } from "~/lib/clock";
import { formatMoney, gstInInclusive } from "~/lib/money";
import { telHref } from "~/lib/phone";

/*
 * The emails of a card payment (docs/decisions/0160): the customer's receipt, with the card
 * surcharge's own tax invoice in it, and the team's notice of money in, money back, or a payment
 * that needs them.
 */
type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;

export interface CardReceipt {
  invoiceId: number;
  number: string;
  customerName: string;
  customerEmail: string;
  /** What went on the invoice, and what is still owing after it. */
  appliedCents: number;
  balanceCents: number;
  paidOn: string;
  surcharge: { number: string; cents: number; percent: number } | null;
}

/** The customer's receipt for money their card paid on an invoice. */
export function cardReceiptEmail(receipt: CardReceipt, business: Business, wordings: Wordings = DEFAULT_WORDINGS): OutgoingEmail {
  const total = receipt.appliedCents + (receipt.surcharge?.cents ?? 0);
  const wording = wordings.email("email-card-receipt", {
    ...customerFieldValues(receipt.customerName, business),
    invoice_number: receipt.number,
    payment_amount: formatMoney(total),
    paid_on: formatIsoDay(receipt.paidOn),
  });
  const rows: Detail[] = [
    { label: "Invoice", value: receipt.number },
    { label: "Paid on the invoice", value: formatMoney(receipt.appliedCents) },
  ];
  if (receipt.surcharge)
    rows.push(
      { label: `Card surcharge (${receipt.surcharge.percent}%)`, value: formatMoney(receipt.surcharge.cents) },
      {
        label: "Surcharge tax invoice",
        value: `${receipt.surcharge.number}, incl. GST of ${formatMoney(gstInInclusive(receipt.surcharge.cents))}`,
      },
    );
  rows.push(
    { label: "Charged to your card", value: formatMoney(total) },
    { label: "Still to pay", value: formatMoney(Math.max(0, receipt.balanceCents)) },
  );
  const body = renderEmail(
    <WordedEmailLayout title={`Receipt for ${receipt.number}`} wording={wording} businessName={business.businessName}>
      <DetailsTable rows={rows} />
      <Paragraph>
        {receipt.balanceCents > 0 ? "The rest can be paid from the invoice's link at any time." : "The invoice is now paid in full."}
      </Paragraph>
      <Paragraph>
        Questions? Reply to this email or call us on <TextLink href={telHref(business.phone)}>{business.phone}</TextLink>.
      </Paragraph>
      <SignOff businessName={business.businessName} />
    </WordedEmailLayout>,
  );
  return {
    kind: "card-receipt",
    to: [receipt.customerEmail],
    replyTo: business.email,
    subject: wording.subject,
    ...body,
    subjectType: "invoice",
    subjectId: receipt.invoiceId,
  };
}

/** What the team hears: money in, money back, or something to act on (a payment after a void, a dispute). */
export interface TeamCardNews {
  what: "paid" | "refunded" | "attention";
  invoiceId: number;
  number: string;
  customerName: string;
  headline: string;
  rows: Detail[];
  /** What staff should do, for news that needs them. */
  todo?: string;
}

export function teamCardEmail(news: TeamCardNews, staffUrl: string, business: Business): OutgoingEmail {
  const body = renderEmail(
    <EmailLayout title={news.headline} preview={news.headline} businessName={business.businessName}>
      <Title>{news.headline}</Title>
      <DetailsTable rows={[{ label: "Invoice", value: news.number }, { label: "Customer", value: news.customerName }, ...news.rows]} />
      {news.todo ? <Paragraph>{news.todo}</Paragraph> : null}
      <ActionRow>
        <ActionButton href={staffUrl}>Open the invoice</ActionButton>
      </ActionRow>
    </EmailLayout>,
  );
  return {
    kind: `card-team-${news.what}`,
    to: business.notificationEmails,
    replyTo: business.email,
    subject: news.headline,
    ...body,
    subjectType: "invoice",
    subjectId: news.invoiceId,
  };
}
