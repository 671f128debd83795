import { EmailLayout } from "~/features/mail/email/layout";
import { ActionButton, ActionRow, LinkFallback, Paragraph } from "~/features/mail/email/parts";
import { renderEmail } from "~/features/mail/email/render.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";

interface LinkEmailInput {
  to: string;
  name: string;
  link: string;
  businessName: string;
  /** How long the link works, in words ("1 hour", "3 days"). */
  validFor: string;
}

interface LinkEmailCopy {
  subject: string;
  intro: string;
  button: string;
  outro: string;
}

/** A staff account email whose point is one link that works once. */
function linkEmail(kind: string, input: LinkEmailInput, copy: LinkEmailCopy): OutgoingEmail {
  const body = renderEmail(
    <EmailLayout title={copy.subject} preview={copy.intro} businessName={input.businessName}>
      <Paragraph>{`Kia ora ${input.name},`}</Paragraph>
      <Paragraph>{copy.intro}</Paragraph>
      <ActionRow>
        <ActionButton href={input.link}>{copy.button}</ActionButton>
      </ActionRow>
      <LinkFallback href={input.link} />
      <Paragraph>{`The link works once, within ${input.validFor}.`}</Paragraph>
      <Paragraph>{copy.outro}</Paragraph>
    </EmailLayout>,
  );
  return { kind, to: [input.to], subject: copy.subject, ...body };
}

export function passwordResetEmail(input: LinkEmailInput): OutgoingEmail {
  return linkEmail("password-reset", input, {
    subject: `Reset your ${input.businessName} admin password`,
    intro: "Someone (hopefully you) asked to reset the password for your staff account. Choose a new password with the button below.",
    button: "Choose a new password",
    outro: "If you did not ask for this, you can ignore this email: your password stays as it is.",
  });
}

export function staffInvitationEmail(input: LinkEmailInput): OutgoingEmail {
  return linkEmail("staff-invitation", input, {
    subject: `You have been invited to the ${input.businessName} admin area`,
    intro: `An administrator has created a staff account for you at ${input.businessName}. Choose your password with the button below, then sign in with this email address.`,
    button: "Choose your password",
    outro: "If you were not expecting this, you can ignore this email.",
  });
}
