import type { OutgoingEmail } from "~/features/mail/outbox.server";
import type { CalendarInvite } from "~/features/mail/tables";
import { EmailLayout, WordedEmailLayout } from "~/features/mail/email/layout";
import {
  ActionButton,
  ActionRow,
  DetailsTable,
  LinkFallback,
  Paragraph,
  Portrait,
  SignOff,
  Title,
  type Detail,
} from "~/features/mail/email/parts";
import { renderEmail } from "~/features/mail/email/render.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatWhen } from "~/lib/clock";
import { DEFAULT_WORDINGS, type Wordings } from "~/features/message-templates/wording";
import type { EmailKey } from "~/features/message-templates/catalogue";
import { describeVisitTime, type VisitTime } from "./visit-times";
import { visitFieldValues, type CustomerVisitNews } from "./visit-fields";
import { siteAddress } from "~/lib/address";

/*
 * The messages of a visit (issue 18, docs/decisions/0110): to the tradie, the offer and any
 * change; to the customer, the booking with its calendar file, moves, cancellations, the
 * reminder and "on the way"; to the team, an offer declined or left unanswered, and what the
 * customer asked from their job page.
 */

type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;

export interface VisitForEmail {
  visitId: number;
  jobId: number | null;
  leadId: number;
  /** "job J-000123" or "site visit". */
  reference: string;
  work: string;
  scope: string;
  time: VisitTime;
  customer: { name: string; email: string; phone: string; address: string; suburb: string };
}

export interface TradieForEmail {
  name: string;
  email: string | null;
  photoUrl: string | null;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const subject = (visit: VisitForEmail) =>
  visit.jobId ? { subjectType: "job", subjectId: visit.jobId } : { subjectType: "lead", subjectId: visit.leadId };

function whenRows(visit: VisitForEmail): Detail[] {
  return [
    { label: "When", value: describeVisitTime(visit.time) },
    { label: "Work", value: visit.work },
  ];
}

/** To a tradie: the work on offer, where (suburb only) and when, and the link to answer. No customer details until they accept. */
export function visitOfferEmail(
  visit: VisitForEmail,
  tradie: TradieForEmail & { email: string },
  link: string,
  answerBy: Date,
  business: Business,
): OutgoingEmail {
  const headline = `Work offered: ${visit.work} in ${visit.customer.suburb}`;
  const body = renderEmail(
    <EmailLayout
      title={headline}
      preview={`${describeVisitTime(visit.time)}. Answer by ${formatWhen(answerBy)}.`}
      businessName={business.businessName}
    >
      <Paragraph>{`Kia ora ${firstName(tradie.name)},`}</Paragraph>
      <Paragraph>{`We would like you on this ${visit.jobId ? "job" : "site visit"}. Open it to accept or decline; the customer's name, phone and address show once you accept.`}</Paragraph>
      <DetailsTable
        rows={[
          ...whenRows(visit),
          { label: "Suburb", value: visit.customer.suburb },
          ...(visit.scope ? [{ label: "Scope", value: visit.scope }] : []),
          { label: "Answer by", value: formatWhen(answerBy) },
        ]}
      />
      <ActionRow>
        <ActionButton href={link}>Open the offer</ActionButton>
      </ActionRow>
      <LinkFallback href={link} />
      <Paragraph
        small
      >{`If you do not answer by then, the office offers it to someone else. The link works once; ask for a new one at the portal's sign-in page.`}</Paragraph>
      <SignOff businessName={business.businessName} />
    </EmailLayout>,
  );
  return { kind: "visit-offer", to: [tradie.email], replyTo: business.email, subject: headline, ...body, ...subject(visit) };
}

/** To a tradie already on a visit: it moved, or it is off. */
export function tradieVisitChangedEmail(
  visit: VisitForEmail,
  tradie: TradieForEmail & { email: string },
  change: "moved" | "cancelled",
  business: Business,
): OutgoingEmail {
  const headline =
    change === "moved"
      ? `Visit moved: ${visit.work} in ${visit.customer.suburb}`
      : `Visit cancelled: ${visit.work} in ${visit.customer.suburb}`;
  const body = renderEmail(
    <EmailLayout title={headline} preview={headline} businessName={business.businessName}>
      <Paragraph>{`Kia ora ${firstName(tradie.name)},`}</Paragraph>
      <Paragraph>
        {change === "moved"
          ? "The visit below has a new time. It stays in your portal."
          : "The visit below is cancelled: please do not go."}
      </Paragraph>
      <DetailsTable rows={whenRows(visit)} />
      <SignOff businessName={business.businessName} />
    </EmailLayout>,
  );
  return { kind: `visit-${change}-tradie`, to: [tradie.email], replyTo: business.email, subject: headline, ...body, ...subject(visit) };
}

export type { CustomerVisitNews };

/** Each news's heading in the email; its subject and wording are the message template's (docs/decisions/0190). */
const CUSTOMER_TITLES: Record<CustomerVisitNews, string> = {
  booked: "Your visit is booked",
  moved: "Your visit has a new time",
  cancelled: "Your visit is cancelled",
  reminder: "Reminder: we are coming",
  "on-the-way": "We are on the way",
};

const EMAIL_KEYS = {
  booked: "email-visit-booked",
  moved: "email-visit-moved",
  cancelled: "email-visit-cancelled",
  reminder: "email-visit-reminder",
  "on-the-way": "email-visit-on-the-way",
} as const satisfies Record<CustomerVisitNews, EmailKey>;

/** To the customer: booked (with the calendar file), moved, cancelled, the reminder before, and "on the way". */
export function customerVisitEmail(
  news: CustomerVisitNews,
  visit: VisitForEmail,
  tradie: TradieForEmail | null,
  pageLink: string,
  business: Business,
  calendar?: CalendarInvite,
  wordings: Wordings = DEFAULT_WORDINGS,
): OutgoingEmail {
  const who = tradie ? firstName(tradie.name) : null;
  const wording = wordings.email(EMAIL_KEYS[news], visitFieldValues(news, visit, tradie?.name ?? null, business));
  const body = renderEmail(
    <WordedEmailLayout title={CUSTOMER_TITLES[news]} wording={wording} businessName={business.businessName}>
      {tradie && who && news !== "cancelled" ? <Portrait src={tradie.photoUrl} name={who} caption={`${who}, your tradie`} /> : null}
      <DetailsTable rows={[...whenRows(visit), { label: "Where", value: siteAddress(visit.customer.address, visit.customer.suburb) }]} />
      {news === "cancelled" ? null : (
        <>
          <ActionRow>
            <ActionButton href={pageLink}>{news === "on-the-way" ? "See your visit" : "Confirm or ask to change"}</ActionButton>
          </ActionRow>
          <LinkFallback href={pageLink} />
        </>
      )}
      <Paragraph small>{`Questions? Reply to this email or call us on ${business.phone}.`}</Paragraph>
      <SignOff businessName={business.businessName} />
    </WordedEmailLayout>,
  );
  return {
    kind: `visit-${news}`,
    to: [visit.customer.email],
    replyTo: business.email,
    subject: wording.subject,
    ...body,
    ...subject(visit),
    calendar,
  };
}

export type TeamVisitNews =
  | { what: "declined"; tradieName: string; reason: string }
  | { what: "expired"; tradieName: string }
  | { what: "confirmed" }
  | { what: "change-asked"; message: string }
  | { what: "not-completed"; tradieName: string; reason: string };

function teamHeadline(visit: VisitForEmail, news: TeamVisitNews): string {
  if (news.what === "declined") return `${news.tradieName} declined the ${visit.reference} for ${visit.customer.name}`;
  if (news.what === "expired") return `${news.tradieName} did not answer the offer of the ${visit.reference} for ${visit.customer.name}`;
  if (news.what === "confirmed") return `${visit.customer.name} confirmed their ${visit.reference}`;
  if (news.what === "not-completed") return `${news.tradieName} could not finish the ${visit.reference} for ${visit.customer.name}`;
  return `${visit.customer.name} asked to change their ${visit.reference}`;
}

/** To the team: an offer back to be given to someone else, or what the customer said from their job page. */
export function teamVisitEmail(visit: VisitForEmail, news: TeamVisitNews, staffUrl: string, business: Business): OutgoingEmail {
  const headline = teamHeadline(visit, news);
  const rows = whenRows(visit);
  if (news.what === "declined" && news.reason) rows.push({ label: "Reason", value: news.reason });
  if (news.what === "change-asked") rows.push({ label: "They said", value: news.message });
  if (news.what === "not-completed") rows.push({ label: "Why", value: news.reason });
  const body = renderEmail(
    <EmailLayout title={headline} preview={headline} businessName={business.businessName}>
      <Title>{headline}</Title>
      <DetailsTable rows={rows} />
      <ActionRow>
        <ActionButton href={staffUrl}>
          {news.what === "declined" || news.what === "expired"
            ? "Offer it to someone else"
            : news.what === "not-completed"
              ? "Book the return visit"
              : "Open it"}
        </ActionButton>
      </ActionRow>
      {news.what === "change-asked" ? (
        <Paragraph small>{`Reply to this email to answer ${visit.customer.name} directly. Nothing has moved yet.`}</Paragraph>
      ) : null}
    </EmailLayout>,
  );
  return {
    kind: `visit-team-${news.what}`,
    to: business.notificationEmails,
    replyTo: news.what === "change-asked" || news.what === "confirmed" ? visit.customer.email : business.email,
    subject: headline,
    ...body,
    ...subject(visit),
  };
}
