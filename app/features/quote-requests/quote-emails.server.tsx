import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { siteAddress } from "~/lib/address";
import { EmailLayout, WordedEmailLayout } from "~/features/mail/email/layout";
import { customerFieldValues, DEFAULT_WORDINGS, type FieldValues, type Wordings } from "~/features/message-templates/wording";
import { ActionButton, ActionRow, DetailsTable, Paragraph, SignOff, TextLink, Title, type Detail } from "~/features/mail/email/parts";
import { renderEmail } from "~/features/mail/email/render.server";
import { emailTemplate } from "~/features/mail/templates";
import { customerPageLinkForLead } from "~/features/customers/page-link.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatClockText, formatFull, formatIsoDay } from "~/lib/clock";
import { telHref } from "~/lib/phone";
import { QUOTE_FIELDS, type QuoteRequest } from "./schema";
import { VISIT_FREQUENCY_LABELS, type VisitFrequency } from "~/features/catalogue/regular-visits";

type LeadForEmail = QuoteRequest & { id: number; visitsEvery?: VisitFrequency | null };
/** The confirmation's message template: its wording is read in the transaction that queues it. */
export const CONFIRMATION = "email-quote-request-received";

type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;

/** Header-safe: customer text in a subject stays on one line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** The lead's number and the request's fields alone, whatever else the caller's object carries: they are kept in the outbox. */
const detailsOf = (lead: LeadForEmail): LeadForEmail =>
  ({
    id: lead.id,
    ...Object.fromEntries(QUOTE_FIELDS.map((field) => [field, lead[field]])),
    ...(lead.visitsEvery ? { visitsEvery: lead.visitsEvery } : {}),
  }) as LeadForEmail;

/** "Regular visits", when asked for: a row of the details (docs/decisions/0203). */
const regularly = (lead: LeadForEmail): Detail[] =>
  lead.visitsEvery ? [{ label: "Regular visits", value: VISIT_FREQUENCY_LABELS[lead.visitsEvery] }] : [];

const when = (lead: LeadForEmail): Detail => ({
  label: "Preferred time",
  value: `${formatIsoDay(lead.preferredDate)}, ${formatClockText(lead.preferredTime)}`,
});

/*
 * A quote request's two emails are queued with their details and rendered when they are sent, so
 * that a burst of requests is answered without rendering (docs/decisions/0131). The props go
 * through JSON: dates as ISO strings.
 */

interface NotificationProps {
  lead: LeadForEmail;
  businessName: string;
  receivedAt: string;
  leadUrl: string;
}

export const leadNotificationBody = emailTemplate("lead-notification", ({ lead, businessName, receivedAt, leadUrl }: NotificationProps) => {
  const intro = `${lead.name} would like a free quote for ${lead.service} in ${lead.suburb}.`;
  return renderEmail(
    <EmailLayout title="New quote request" preview={intro} businessName={businessName}>
      <Title>New quote request #{lead.id}</Title>
      <Paragraph>{intro}</Paragraph>
      <DetailsTable
        rows={[
          { label: "Service", value: lead.service },
          ...regularly(lead),
          when(lead),
          { label: "Name", value: lead.name },
          { label: "Phone", value: lead.phone, href: telHref(lead.phone) },
          { label: "Email", value: lead.email, href: `mailto:${lead.email}` },
          { label: "Address", value: lead.address },
          { label: "Suburb", value: lead.suburb },
          { label: "Message", value: lead.message },
        ]}
      />
      <ActionRow>
        <ActionButton href={leadUrl}>{`Open lead #${lead.id}`}</ActionButton>
      </ActionRow>
      <ActionRow hideInText>
        <ActionButton href={telHref(lead.phone)}>{`Call ${lead.name}`}</ActionButton>
        <ActionButton href={`mailto:${lead.email}`}>{`Email ${lead.name}`}</ActionButton>
      </ActionRow>
      <Paragraph small>{`Received ${formatFull(new Date(receivedAt))}. Reply to this email to answer ${lead.name} directly.`}</Paragraph>
    </EmailLayout>,
  );
});

/** To the business: every detail, a link to the lead, the phone number to tap, replies going to the customer. */
export function leadNotificationEmail(lead: LeadForEmail, business: Business, receivedAt: Date, leadUrl: string): OutgoingEmail {
  return {
    kind: "lead-notification",
    to: business.notificationEmails,
    replyTo: lead.email,
    subject: oneLine(`New quote request #${lead.id}: ${lead.service} in ${lead.suburb}`),
    deferredBody: leadNotificationBody.of({
      lead: detailsOf(lead),
      businessName: business.businessName,
      receivedAt: receivedAt.toISOString(),
      leadUrl,
    }),
    subjectType: "lead",
    subjectId: lead.id,
  };
}

interface ConfirmationProps {
  lead: LeadForEmail;
  business: Pick<Business, "businessName" | "phone">;
  /** The wording staff saved, filled when it was queued (docs/decisions/0186); absent from emails queued before it could be edited. */
  wording?: string;
  /** The link to the customer's own page, made as the email is sent (docs/decisions/0220), when the address is theirs. */
  customerPage?: string;
}

/** The named fields of the confirmation (docs/decisions/0190). */
function confirmationFieldValues(lead: LeadForEmail, business: Pick<Business, "businessName" | "phone">): FieldValues {
  return { ...customerFieldValues(lead.name, business), request_number: `#${lead.id}`, service: lead.service };
}

export const leadConfirmationBody = emailTemplate(
  "lead-confirmation",
  ({ lead, business, wording, customerPage }: ConfirmationProps) =>
    renderEmail(
      <WordedEmailLayout
        title="We have your quote request"
        wording={{ body: wording ?? DEFAULT_WORDINGS.email(CONFIRMATION, confirmationFieldValues(lead, business)).body, customerPage }}
        businessName={business.businessName}
      >
        <DetailsTable
          rows={[
            { label: "Service", value: lead.service },
            ...regularly(lead),
            when(lead),
            { label: "Address", value: siteAddress(lead.address, lead.suburb) },
            { label: "Phone", value: lead.phone },
            { label: "Your message", value: lead.message },
          ]}
        />
        <Paragraph>
          If anything here is wrong, or the job is urgent, call us on <TextLink href={telHref(business.phone)}>{business.phone}</TextLink>{" "}
          or reply to this email.
        </Paragraph>
        <SignOff businessName={business.businessName} />
      </WordedEmailLayout>,
    ),
  // Made by the mail worker, not the submission: the quote form's round trips stay as measured (docs/decisions/0124).
  async (props, db) => ({ ...props, customerPage: await customerPageLinkForLead(db, props.lead.id) }),
);

/** To the customer: what they asked for and what happens next, in the wording staff saved, replies going to the business. */
export function leadConfirmationEmail(lead: LeadForEmail, business: Business, wordings: Wordings = DEFAULT_WORDINGS): OutgoingEmail {
  const shown = { businessName: business.businessName, phone: business.phone };
  const wording = wordings.email(CONFIRMATION, confirmationFieldValues(lead, shown));
  return {
    kind: "lead-confirmation",
    to: [lead.email],
    replyTo: business.email,
    subject: oneLine(wording.subject),
    deferredBody: leadConfirmationBody.of({ lead: detailsOf(lead), business: shown, wording: wording.body }),
    subjectType: "lead",
    subjectId: lead.id,
  };
}
