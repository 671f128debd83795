import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { siteAddress } from "~/lib/address";
import { EmailLayout } from "~/features/mail/email/layout";
import { ActionButton, ActionRow, DetailsTable, Paragraph, SignOff, TextLink, Title, type Detail } from "~/features/mail/email/parts";
import { renderEmail } from "~/features/mail/email/render.server";
import { emailTemplate } from "~/features/mail/templates";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatClockText, formatFull, formatIsoDay } from "~/lib/clock";
import { telHref } from "~/lib/phone";
import { QUOTE_FIELDS, type QuoteRequest } from "./schema";

type LeadForEmail = QuoteRequest & { id: number };
type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;

/** Header-safe: customer text in a subject stays on one line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** The lead's number and the request's fields alone, whatever else the caller's object carries: they are kept in the outbox. */
const detailsOf = (lead: LeadForEmail): LeadForEmail =>
  ({ id: lead.id, ...Object.fromEntries(QUOTE_FIELDS.map((field) => [field, lead[field]])) }) as LeadForEmail;

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
}

export const leadConfirmationBody = emailTemplate("lead-confirmation", ({ lead, business }: ConfirmationProps) =>
  renderEmail(
    <EmailLayout
      title="We have your quote request"
      preview={`Thanks ${lead.name}, we have your request for ${lead.service}.`}
      businessName={business.businessName}
    >
      <Paragraph>{`Kia ora ${lead.name},`}</Paragraph>
      <Paragraph>{`Thanks for asking ${business.businessName} for a free quote. We have your request (reference #${lead.id}).`}</Paragraph>
      <Paragraph>
        A member of our team will be in touch within one working day, usually much sooner, to talk through the job and arrange your free
        quote.
      </Paragraph>
      <DetailsTable
        rows={[
          { label: "Service", value: lead.service },
          when(lead),
          { label: "Address", value: siteAddress(lead.address, lead.suburb) },
          { label: "Phone", value: lead.phone },
          { label: "Your message", value: lead.message },
        ]}
      />
      <Paragraph>
        If anything here is wrong, or the job is urgent, call us on <TextLink href={telHref(business.phone)}>{business.phone}</TextLink> or
        reply to this email.
      </Paragraph>
      <SignOff businessName={business.businessName} />
    </EmailLayout>,
  ),
);

/** To the customer: what they asked for and what happens next, replies going to the business. */
export function leadConfirmationEmail(lead: LeadForEmail, business: Business): OutgoingEmail {
  return {
    kind: "lead-confirmation",
    to: [lead.email],
    replyTo: business.email,
    subject: `We have your quote request – ${business.businessName}`,
    deferredBody: leadConfirmationBody.of({
      lead: detailsOf(lead),
      business: { businessName: business.businessName, phone: business.phone },
    }),
    subjectType: "lead",
    subjectId: lead.id,
  };
}
