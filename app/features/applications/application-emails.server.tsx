import { EmailLayout } from "~/features/mail/email/layout";
import { ActionButton, ActionRow, DetailsTable, Paragraph, type Detail } from "~/features/mail/email/parts";
import { renderEmail } from "~/features/mail/email/render.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatMobile } from "~/features/tradies/contact";
import { LICENCE_INFO } from "~/features/tradies/licences";
import type { ApplicationInput } from "./schema";

type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;
type Saved = ApplicationInput & { id: number };

/** What an application email says; one component renders every one of them. */
interface Message {
  title: string;
  greeting?: string;
  paragraphs: string[];
  details?: Detail[];
  link?: { href: string; label: string };
  signOff?: string;
}

function ApplicationEmail({ message, businessName }: { message: Message; businessName: string }) {
  return (
    <EmailLayout title={message.title} preview={message.paragraphs[0] ?? message.title} businessName={businessName}>
      {message.greeting && <Paragraph>{message.greeting}</Paragraph>}
      {message.paragraphs.map((p) => (
        <Paragraph key={p}>{p}</Paragraph>
      ))}
      {message.details && <DetailsTable rows={message.details} />}
      {message.link && (
        <ActionRow>
          <ActionButton href={message.link.href}>{message.link.label}</ActionButton>
        </ActionRow>
      )}
      {message.signOff && <Paragraph>{message.signOff}</Paragraph>}
    </EmailLayout>
  );
}

const render = (message: Message, businessName: string) => renderEmail(<ApplicationEmail message={message} businessName={businessName} />);

function details(a: Saved): Detail[] {
  return [
    { label: "Name", value: a.fullName },
    { label: "Business", value: a.businessName },
    { label: "Email", value: a.email, href: `mailto:${a.email}` },
    { label: "Mobile", value: formatMobile(a.mobile) },
    { label: "NZBN", value: a.nzbn ?? "Not given" },
    { label: "Trades", value: a.trades.join(", ") },
    { label: "Areas", value: a.areas.join(", ") },
    { label: "Suburbs", value: a.suburbs.length ? a.suburbs.join(", ") : "The whole of each area" },
    { label: "Years of experience", value: String(a.yearsExperience) },
    {
      label: "Licences",
      value: a.licences.length ? a.licences.map((l) => `${LICENCE_INFO[l.kind].short} ${l.number}`).join(", ") : "None given",
    },
    { label: "Public liability insurance", value: a.hasPublicLiability ? "Yes" : "No" },
    { label: "About the business", value: a.about },
  ];
}

const signOff = (business: Business) => `Ngā mihi,\nThe ${business.businessName} team`;

/** To the business: every detail, a link to the application, replies going to the applicant. */
export function applicationNotificationEmail(a: Saved, business: Business, adminUrl: string): OutgoingEmail {
  const intro = `${a.fullName} (${a.businessName}) has applied to join as a tradie: ${a.trades.join(", ")} in ${a.areas.join(", ")}.`;
  const body = render(
    {
      title: "New tradie application",
      paragraphs: [intro],
      details: details(a),
      link: { href: adminUrl, label: "Review the application" },
    },
    business.businessName,
  );
  return {
    kind: "application-notification",
    to: business.notificationEmails,
    replyTo: a.email,
    subject: `New tradie application #${a.id}: ${a.fullName}, ${a.trades[0]}`.replace(/\s+/g, " "),
    ...body,
    subjectType: "application",
    subjectId: a.id,
  };
}

/** To the applicant: what they sent and what happens next, replies going to the business. */
export function applicationConfirmationEmail(a: Saved, business: Business): OutgoingEmail {
  const body = render(
    {
      title: "We have your application",
      greeting: `Kia ora ${a.fullName},`,
      paragraphs: [
        `Thanks for applying to join ${business.businessName} (reference #${a.id}).`,
        "Here is what happens next: we check your licences, insurance and references, and send you the Ministry of Justice form for the criminal record check you agreed to. That usually takes five to ten working days. Then we get in touch to meet you and talk about the work you want.",
        "This is what you sent us. If anything is wrong, reply to this email.",
      ],
      details: details(a),
      signOff: `Questions? Call us on ${business.phone} or reply to this email.\n\n${signOff(business)}`,
    },
    business.businessName,
  );
  return {
    kind: "application-confirmation",
    to: [a.email],
    replyTo: business.email,
    subject: `We have your application – ${business.businessName}`,
    ...body,
    subjectType: "application",
    subjectId: a.id,
  };
}

export type ApplicantUpdate = "information_requested" | "approved" | "rejected";

const UPDATE_COPY: Record<ApplicantUpdate, { subject: string; intro: string; label: string }> = {
  information_requested: {
    subject: "We need a little more information for your application",
    intro: "Thanks for your application. Before we can go further, we need a little more from you:",
    label: "What we need",
  },
  approved: {
    subject: "Welcome aboard: your application is approved",
    intro:
      "Good news: we have approved your application. We will be in touch shortly to set up your profile and talk about your first jobs.",
    label: "A note from the team",
  },
  rejected: {
    subject: "About your application",
    intro:
      "Thank you for applying. We have looked at your application carefully and are not able to offer you a place in our network at the moment.",
    label: "The reason",
  },
};

/** To the applicant, when staff ask for information, approve or reject, and choose to let them know. */
export function applicantUpdateEmail(
  a: { id: number; fullName: string; email: string },
  kind: ApplicantUpdate,
  note: string,
  business: Business,
): OutgoingEmail {
  const copy = UPDATE_COPY[kind];
  const body = render(
    {
      title: copy.subject,
      greeting: `Kia ora ${a.fullName},`,
      paragraphs: [copy.intro, ...(note ? [`${copy.label}:\n${note}`] : []), "Reply to this email if you have any questions."],
      signOff: signOff(business),
    },
    business.businessName,
  );
  return {
    kind: `application-${kind.replace("_", "-")}`,
    to: [a.email],
    replyTo: business.email,
    subject: `${copy.subject} – ${business.businessName}`,
    ...body,
    subjectType: "application",
    subjectId: a.id,
  };
}
