import { WordedEmailLayout } from "~/features/mail/email/layout";
import { ActionButton, ActionRow, LinkFallback, Paragraph, SignOff, TextLink } from "~/features/mail/email/parts";
import { customerFieldValues, DEFAULT_WORDINGS, type FieldValues, type Wordings } from "~/features/message-templates/wording";
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

/** The named fields of a review request to the customer (docs/decisions/0190); `link` for the text. */
export function reviewFieldValues(
  request: Pick<ReviewRequestForEmail, "customerName" | "service">,
  business: Pick<BusinessSettings, "businessName" | "phone">,
  link = "",
): FieldValues {
  return {
    ...customerFieldValues(request.customerName, business),
    service: request.service.toLowerCase(),
    link,
  };
}

export function reviewRequestEmail(
  request: ReviewRequestForEmail,
  business: Business,
  link: string,
  wordings: Wordings = DEFAULT_WORDINGS,
): OutgoingEmail {
  const wording = wordings.email(request.reminder ? "email-review-reminder" : "email-review-request", reviewFieldValues(request, business));
  const body = renderEmail(
    <WordedEmailLayout title="How did we do?" wording={wording} businessName={business.businessName}>
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
    </WordedEmailLayout>,
  );
  return {
    kind: request.reminder ? "review-reminder" : "review-request",
    to: [request.customerEmail],
    replyTo: business.email,
    subject: wording.subject,
    ...body,
    subjectType: "job",
    subjectId: request.jobId,
  };
}
