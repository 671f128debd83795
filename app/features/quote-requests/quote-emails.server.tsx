import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { EmailLayout } from "~/features/mail/email/layout";
import { ActionButton, ActionRow, DetailsTable, Paragraph, SignOff, TextLink, Title, type Detail } from "~/features/mail/email/parts";
import { renderEmail } from "~/features/mail/email/render.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatFull, formatIsoDay } from "~/lib/clock";
import { telHref } from "~/lib/phone";
import type { QuoteRequest } from "./schema";

type LeadForEmail = QuoteRequest & { id: number };
type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;

/** Header-safe: customer text in a subject stays on one line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

const when = (lead: LeadForEmail): Detail => ({
  label: "Preferred time",
  value: `${formatIsoDay(lead.preferredDate)}, ${lead.preferredTime}`,
});

/** To the business: every detail, a link to the lead, the phone number to tap, replies going to the customer. */
export function leadNotificationEmail(lead: LeadForEmail, business: Business, receivedAt: Date, leadUrl: string): OutgoingEmail {
  const intro = `${lead.name} would like a free quote for ${lead.service} in ${lead.suburb}.`;
  const body = renderEmail(
    <EmailLayout title="New quote request" preview={intro} businessName={business.businessName}>
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
      <Paragraph small>{`Received ${formatFull(receivedAt)}. Reply to this email to answer ${lead.name} directly.`}</Paragraph>
    </EmailLayout>,
  );
  return {
    kind: "lead-notification",
    to: business.notificationEmails,
    replyTo: lead.email,
    subject: oneLine(`New quote request #${lead.id}: ${lead.service} in ${lead.suburb}`),
    ...body,
    subjectType: "lead",
    subjectId: lead.id,
  };
}

/** To the customer: what they asked for and what happens next, replies going to the business. */
export function leadConfirmationEmail(lead: LeadForEmail, business: Business): OutgoingEmail {
  const body = renderEmail(
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
          { label: "Address", value: `${lead.address}, ${lead.suburb}` },
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
  );
  return {
    kind: "lead-confirmation",
    to: [lead.email],
    replyTo: business.email,
    subject: `We have your quote request – ${business.businessName}`,
    ...body,
    subjectType: "lead",
    subjectId: lead.id,
  };
}
