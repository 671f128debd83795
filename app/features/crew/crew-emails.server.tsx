import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { EmailLayout } from "~/features/mail/email/layout";
import { ActionButton, ActionRow, LinkFallback, Paragraph, SignOff } from "~/features/mail/email/parts";
import { renderEmail } from "~/features/mail/email/render.server";
import type { BusinessSettings } from "~/features/settings/schema";

/** To a tradie who asked for it: the link that signs them in to the portal. */
export function crewSignInEmail(
  tradie: { name: string; email: string },
  link: string,
  minutes: number,
  business: Pick<BusinessSettings, "businessName" | "email">,
): OutgoingEmail {
  const body = renderEmail(
    <EmailLayout
      title="Your sign-in link"
      preview={`Open your jobs with ${business.businessName}. The link works once, for ${minutes} minutes.`}
      businessName={business.businessName}
    >
      <Paragraph>{`Kia ora ${tradie.name.split(" ")[0]},`}</Paragraph>
      <Paragraph>{`Here is your link to your jobs. It works once, for the next ${minutes} minutes.`}</Paragraph>
      <ActionRow>
        <ActionButton href={link}>Open my jobs</ActionButton>
      </ActionRow>
      <LinkFallback href={link} />
      <Paragraph small>If you did not ask for this, ignore this email: nobody can sign in without the link.</Paragraph>
      <SignOff businessName={business.businessName} />
    </EmailLayout>,
  );
  return {
    kind: "crew-sign-in",
    to: [tradie.email],
    replyTo: business.email,
    subject: `Your sign-in link – ${business.businessName}`,
    ...body,
  };
}
