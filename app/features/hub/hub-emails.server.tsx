import { EmailLayout } from "~/features/mail/email/layout";
import { ActionButton, ActionRow, LinkFallback, Paragraph, SignOff } from "~/features/mail/email/parts";
import { renderEmail } from "~/features/mail/email/render.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";

/** To a customer who asked for it at /c: the link to their own page. Like a sign-in email, its words are not staff's to change. */
export function customerPageEmail(
  customer: { name: string; email: string },
  link: string,
  business: Pick<BusinessSettings, "businessName" | "email">,
): OutgoingEmail {
  const body = renderEmail(
    <EmailLayout
      title="Your page with us"
      preview={`Your quotes, visits and invoices with ${business.businessName}, in one place.`}
      businessName={business.businessName}
    >
      <Paragraph>{`Kia ora ${customer.name.trim().split(/\s+/)[0]},`}</Paragraph>
      <Paragraph>
        {`Here is the link to your own page with ${business.businessName}: your quotes, visits and invoices in one place. Keep it to yourself: anyone with it can see them. It works for six months, and you can ask for a new one at any time.`}
      </Paragraph>
      <ActionRow>
        <ActionButton href={link}>Open my page</ActionButton>
      </ActionRow>
      <LinkFallback href={link} />
      <Paragraph small>If you did not ask for this, ignore this email: nothing changes without the link.</Paragraph>
      <SignOff businessName={business.businessName} />
    </EmailLayout>,
  );
  return {
    kind: "hub-link",
    to: [customer.email],
    replyTo: business.email,
    subject: `Your page with ${business.businessName}`,
    ...body,
  };
}
