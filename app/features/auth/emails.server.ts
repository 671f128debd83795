import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { emailLayout, escapeHtml } from "~/features/mail/layout";

interface LinkEmailInput {
  to: string;
  name: string;
  link: string;
  businessName: string;
  /** How long the link works, in words ("1 hour", "3 days"). */
  validFor: string;
}

function linkEmail(
  kind: string,
  input: LinkEmailInput,
  copy: { subject: string; intro: string; button: string; outro: string },
): OutgoingEmail {
  const greeting = `Kia ora ${input.name},`;
  const html = emailLayout({
    title: copy.subject,
    preheader: copy.intro,
    businessName: input.businessName,
    bodyHtml: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(copy.intro)}</p>`,
      `<p style="margin:28px 0"><a href="${escapeHtml(input.link)}" style="background:#0b5757;color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(copy.button)}</a></p>`,
      `<p>The link works once, within ${escapeHtml(input.validFor)}. If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(input.link)}</span></p>`,
      `<p>${escapeHtml(copy.outro)}</p>`,
    ].join("\n"),
  });
  const text = [
    greeting,
    "",
    copy.intro,
    "",
    `${copy.button}: ${input.link}`,
    "",
    `The link works once, within ${input.validFor}.`,
    "",
    copy.outro,
    "",
    `${input.businessName}`,
  ].join("\n");
  return { kind, to: [input.to], subject: copy.subject, html, text };
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
