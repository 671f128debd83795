import { EmailLayout } from "~/features/mail/email/layout";
import { ActionButton, ActionRow, LinkFallback, Paragraph, SignOff, TextLink } from "~/features/mail/email/parts";
import { renderEmail } from "~/features/mail/email/render.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";

/*
 * The review request and its one reminder (docs/decisions/0114). Commercial under the
 * Unsolicited Electronic Messages Act 2007: it says who sent it and carries a working way to
 * stop (the same page, "No more emails about this"), honoured at once.
 */
type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "reviews">;

export interface ReviewRequestForEmail {
  jobId: number;
  customerName: string;
  customerEmail: string;
  service: string;
  reminder: boolean;
}

export function reviewRequestEmail(request: ReviewRequestForEmail, business: Business, link: string): OutgoingEmail {
  const first = request.customerName.trim().split(/\s+/)[0] ?? "";
  const lead = request.reminder
    ? `A few days ago we asked how your ${request.service.toLowerCase()} went. If you have a minute, we would still love to hear, good or bad.`
    : `Thanks for having us for your ${request.service.toLowerCase()}. How did we do? Your review helps other Aucklanders choose, and tells us what to keep doing and what to fix.`;
  const body = renderEmail(
    <EmailLayout title="How did we do?" preview={lead} businessName={business.businessName}>
      <Paragraph>{`Kia ora ${first},`}</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <ActionRow>
        <ActionButton href={link}>Write a review</ActionButton>
      </ActionRow>
      <LinkFallback href={link} />
      {business.reviews.googleReviewUrl ? (
        <Paragraph>
          You are also welcome to review us on <TextLink href={business.reviews.googleReviewUrl}>Google</TextLink>.
        </Paragraph>
      ) : null}
      <SignOff businessName={business.businessName} />
      <Paragraph small>
        {`${business.businessName}, ${business.phone}, ${business.email}. You are getting this because we did work for you. Rather not hear from us about reviews? Open the link above and choose "No more emails about this".`}
      </Paragraph>
    </EmailLayout>,
  );
  return {
    kind: request.reminder ? "review-reminder" : "review-request",
    to: [request.customerEmail],
    replyTo: business.email,
    subject: request.reminder ? `A reminder: how did your ${request.service.toLowerCase()} go?` : `How did we do, ${first}?`,
    ...body,
    subjectType: "job",
    subjectId: request.jobId,
  };
}
