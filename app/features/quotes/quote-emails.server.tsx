import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { EmailLayout, WordedEmailLayout } from "~/features/mail/email/layout";
import {
  ActionButton,
  CustomerPageLine,
  ActionRow,
  DetailsTable,
  LinkFallback,
  Paragraph,
  SignOff,
  TextLink,
  Title,
  WordingParagraphs,
  type Detail,
} from "~/features/mail/email/parts";
import { customerFieldValues, DEFAULT_WORDINGS, type FieldValues, type Wordings } from "~/features/message-templates/wording";
import { renderEmail } from "~/features/mail/email/render.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatIsoDay } from "~/lib/clock";
import { formatMoney } from "~/lib/money";
import { telHref } from "~/lib/phone";

/*
 * The emails of a quote's life (docs/decisions/0103): to the customer when it is sent and when
 * they accept it; to the team when the customer first opens it, accepts, declines or asks.
 */

/** A nudge some days after sending, or the reminder before the quote expires. */
export type FollowUpKind = "follow-up" | "expiry-reminder";

type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;

export interface QuoteForEmail {
  quoteId: number;
  number: string;
  customerName: string;
  customerEmail: string;
  leadId: number;
  inclusiveCents: number;
  depositCents: number;
  validUntil: string;
}

/** An email to the quote's customer, replies to the business, kept in the outbox under the quote. */
function toCustomer(
  kind: string,
  quote: QuoteForEmail,
  business: Business,
  subject: string,
  body: ReturnType<typeof renderEmail>,
): OutgoingEmail {
  return { kind, to: [quote.customerEmail], replyTo: business.email, subject, ...body, subjectType: "quote", subjectId: quote.quoteId };
}

/** What the quote emails say of a version. */
export function quoteForEmail(
  quote: { id: number; leadId: number },
  version: { inclusiveCents: number; depositCents: number; validUntil: string },
  number: string,
  lead: { name: string; email: string },
): QuoteForEmail {
  return {
    quoteId: quote.id,
    number,
    customerName: lead.name,
    customerEmail: lead.email,
    leadId: quote.leadId,
    inclusiveCents: version.inclusiveCents,
    depositCents: version.depositCents,
    validUntil: version.validUntil,
  };
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** The named fields of a quote's messages to its customer (docs/decisions/0190); `link` for the text. */
export function quoteFieldValues(quote: QuoteForEmail, business: Pick<BusinessSettings, "businessName" | "phone">, link = ""): FieldValues {
  return {
    ...customerFieldValues(quote.customerName, business),
    quote_number: quote.number,
    amount: formatMoney(quote.inclusiveCents),
    valid_until: quote.validUntil ? formatIsoDay(quote.validUntil) : "",
    link,
  };
}

function summary(quote: QuoteForEmail): Detail[] {
  const rows: Detail[] = [
    { label: "Quote", value: quote.number },
    { label: "Total (incl. GST)", value: formatMoney(quote.inclusiveCents) },
  ];
  if (quote.depositCents > 0) rows.push({ label: "Deposit", value: formatMoney(quote.depositCents) });
  rows.push({ label: "Valid until", value: formatIsoDay(quote.validUntil) });
  return rows;
}

/** To the customer: the summary and the link to their quote page. */
export function quoteSentEmail(
  quote: QuoteForEmail,
  business: Business,
  link: string,
  wordings: Wordings = DEFAULT_WORDINGS,
): OutgoingEmail {
  const wording = wordings.email("email-quote-sent", quoteFieldValues(quote, business));
  const body = renderEmail(
    <EmailLayout
      title={`Your quote ${quote.number}`}
      preview={`Your quote from ${business.businessName}: ${formatMoney(quote.inclusiveCents)} including GST.`}
      businessName={business.businessName}
    >
      <WordingParagraphs text={wording.body} />
      <DetailsTable rows={summary(quote)} />
      <ActionRow>
        <ActionButton href={link}>View your quote</ActionButton>
      </ActionRow>
      <LinkFallback href={link} />
      <Paragraph>
        Questions? Ask them on the quote page, reply to this email or call us on{" "}
        <TextLink href={telHref(business.phone)}>{business.phone}</TextLink>.
      </Paragraph>
      <SignOff businessName={business.businessName} />
      {wording.customerPage ? <CustomerPageLine href={wording.customerPage} /> : null}
    </EmailLayout>,
  );
  return toCustomer("quote-sent", quote, business, wording.subject, body);
}

/** To the customer, automatically, while a quote waits for an answer: a nudge, or a reminder that it is about to expire. */
export function quoteFollowUpEmail(
  quote: QuoteForEmail,
  business: Business,
  link: string,
  reminder: FollowUpKind,
  wordings: Wordings = DEFAULT_WORDINGS,
): OutgoingEmail {
  const wording = wordings.email(`email-quote-${reminder}`, quoteFieldValues(quote, business));
  const body = renderEmail(
    <WordedEmailLayout title={`Your quote ${quote.number}`} wording={wording} businessName={business.businessName}>
      <DetailsTable rows={summary(quote)} />
      <ActionRow>
        <ActionButton href={link}>View your quote</ActionButton>
      </ActionRow>
      <LinkFallback href={link} />
      <Paragraph small>{`Already decided? Accept or decline on the quote page and these reminders stop.`}</Paragraph>
      <SignOff businessName={business.businessName} />
    </WordedEmailLayout>,
  );
  return toCustomer(`quote-${reminder}`, quote, business, wording.subject, body);
}

/** To the customer once they accept: what they accepted and what happens next. */
export function quoteAcceptedReceipt(
  quote: QuoteForEmail,
  business: Business,
  link: string,
  wordings: Wordings = DEFAULT_WORDINGS,
): OutgoingEmail {
  const wording = wordings.email("email-quote-accepted", quoteFieldValues(quote, business));
  const body = renderEmail(
    <WordedEmailLayout title={`Quote ${quote.number} accepted`} wording={wording} businessName={business.businessName}>
      <DetailsTable rows={summary(quote).filter((row) => row.label !== "Valid until")} />
      <Paragraph>
        You can read what you accepted at any time: <TextLink href={link}>your quote</TextLink>.
      </Paragraph>
      <SignOff businessName={business.businessName} />
    </WordedEmailLayout>,
  );
  return toCustomer("quote-accepted-receipt", quote, business, wording.subject, body);
}

export type QuoteNews =
  { what: "viewed" } | { what: "accepted"; name: string } | { what: "declined"; reason: string } | { what: "question"; question: string };

const HEADLINES: Record<QuoteNews["what"], (q: QuoteForEmail) => string> = {
  viewed: (q) => `${q.customerName} opened quote ${q.number}`,
  accepted: (q) => `${q.customerName} accepted quote ${q.number}`,
  declined: (q) => `${q.customerName} declined quote ${q.number}`,
  question: (q) => `${q.customerName} has a question about quote ${q.number}`,
};

/** To the team: what the customer did, with a link to the quote; replies go to the customer. */
export function quoteNewsEmail(quote: QuoteForEmail, news: QuoteNews, business: Business, staffUrl: string): OutgoingEmail {
  const headline = HEADLINES[news.what](quote);
  const rows = summary(quote);
  if (news.what === "accepted") rows.push({ label: "Accepted by", value: news.name });
  if (news.what === "declined") rows.push({ label: "Reason", value: news.reason });
  if (news.what === "question") rows.push({ label: "Question", value: news.question });
  const body = renderEmail(
    <EmailLayout title={headline} preview={headline} businessName={business.businessName}>
      <Title>{headline}</Title>
      <DetailsTable rows={rows} />
      <ActionRow>
        <ActionButton href={staffUrl}>{`Open quote ${quote.number}`}</ActionButton>
      </ActionRow>
      {news.what === "question" && <Paragraph small>{`Reply to this email to answer ${quote.customerName} directly.`}</Paragraph>}
    </EmailLayout>,
  );
  return {
    kind: `quote-${news.what}`,
    to: business.notificationEmails,
    replyTo: quote.customerEmail,
    subject: oneLine(headline),
    ...body,
    subjectType: "quote",
    subjectId: quote.quoteId,
  };
}
