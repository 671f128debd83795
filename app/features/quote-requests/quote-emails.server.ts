import { telHref } from "~/lib/phone";
import { emailLayout, escapeHtml } from "~/features/mail/layout";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatFull, formatIsoDay } from "~/lib/clock";
import type { QuoteRequest } from "./schema";

type LeadForEmail = QuoteRequest & { id: number };
type Business = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">;

/** A row of the summary table: label, value as HTML (already escaped) and as plain text. */
type Row = [label: string, html: string, text: string];

/** Header-safe: customer text in a subject stays on one line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function plain(label: string, value: string): Row {
  return [label, escapeHtml(value).replace(/\n/g, "<br>"), value];
}

function link(label: string, href: string, value: string): Row {
  return [label, `<a href="${escapeHtml(href)}" style="color:#0b5757;font-weight:bold">${escapeHtml(value)}</a>`, value];
}

function whenRow(lead: LeadForEmail): Row {
  return plain("Preferred time", `${formatIsoDay(lead.preferredDate)}, ${lead.preferredTime}`);
}

function tableHtml(rows: Row[]): string {
  const cells = rows
    .map(
      ([label, html]) =>
        `<tr><td style="padding:8px 12px 8px 0;color:#4a5a66;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:8px 0;vertical-align:top">${html}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0;border-top:1px solid #dbe7e7">${cells}</table>`;
}

function tableText(rows: Row[]): string {
  return rows.map(([label, , text]) => `${label}: ${text.includes("\n") ? `\n${text}` : text}`).join("\n");
}

function button(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:12px 20px;background:#0b5757;color:#ffffff;border-radius:8px;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`;
}

/** To the business: every detail, the phone number as a link, replies going to the customer. */
export function leadNotificationEmail(lead: LeadForEmail, business: Business, receivedAt: Date): OutgoingEmail {
  const rows: Row[] = [
    plain("Service", lead.service),
    whenRow(lead),
    plain("Name", lead.name),
    link("Phone", telHref(lead.phone), lead.phone),
    link("Email", `mailto:${lead.email}`, lead.email),
    plain("Address", lead.address),
    plain("Suburb", lead.suburb),
    plain("Message", lead.message),
  ];
  const received = formatFull(receivedAt);
  const intro = `${lead.name} would like a free quote for ${lead.service} in ${lead.suburb}.`;
  const html = emailLayout({
    title: "New quote request",
    preheader: intro,
    businessName: business.businessName,
    bodyHtml: [
      `<h1 style="margin:0 0 8px;font-size:22px">New quote request #${lead.id}</h1>`,
      `<p style="margin:0">${escapeHtml(intro)}</p>`,
      tableHtml(rows),
      `<p style="margin:0 0 8px">${button(telHref(lead.phone), `Call ${lead.name}`)}${button(`mailto:${lead.email}`, `Email ${lead.name}`)}</p>`,
      `<p style="margin:16px 0 0;color:#4a5a66;font-size:14px">Received ${escapeHtml(received)}. Reply to this email to answer ${escapeHtml(lead.name)} directly.</p>`,
    ].join(""),
  });
  const text = [
    `New quote request #${lead.id}`,
    "",
    intro,
    "",
    tableText(rows),
    "",
    `Received ${received}.`,
    `Reply to this email to answer ${lead.name} directly.`,
  ].join("\n");
  return {
    kind: "lead-notification",
    to: business.notificationEmails,
    replyTo: lead.email,
    subject: oneLine(`New quote request #${lead.id}: ${lead.service} in ${lead.suburb}`),
    html,
    text,
    subjectType: "lead",
    subjectId: lead.id,
  };
}

/** To the customer: what they asked for and what happens next, replies going to the business. */
export function leadConfirmationEmail(lead: LeadForEmail, business: Business): OutgoingEmail {
  const rows: Row[] = [
    plain("Service", lead.service),
    whenRow(lead),
    plain("Address", `${lead.address}, ${lead.suburb}`),
    plain("Phone", lead.phone),
    plain("Your message", lead.message),
  ];
  const next =
    "A member of our team will be in touch within one working day, usually much sooner, to talk through the job and arrange your free quote.";
  const html = emailLayout({
    title: "We have your quote request",
    preheader: `Thanks ${lead.name}, we have your request for ${lead.service}.`,
    businessName: business.businessName,
    bodyHtml: [
      `<p style="margin:0 0 12px">Kia ora ${escapeHtml(lead.name)},</p>`,
      `<p style="margin:0 0 12px">Thanks for asking ${escapeHtml(business.businessName)} for a free quote. We have your request (reference #${lead.id}).</p>`,
      `<p style="margin:0">${escapeHtml(next)}</p>`,
      tableHtml(rows),
      `<p style="margin:0 0 12px">If anything here is wrong, or the job is urgent, call us on ${link("", telHref(business.phone), business.phone)[1]} or reply to this email.</p>`,
      `<p style="margin:0">Ngā mihi,<br>The ${escapeHtml(business.businessName)} team</p>`,
    ].join(""),
  });
  const text = [
    `Kia ora ${lead.name},`,
    "",
    `Thanks for asking ${business.businessName} for a free quote. We have your request (reference #${lead.id}).`,
    next,
    "",
    tableText(rows),
    "",
    `If anything here is wrong, or the job is urgent, call us on ${business.phone} or reply to this email.`,
    "",
    "Ngā mihi,",
    `The ${business.businessName} team`,
  ].join("\n");
  return {
    kind: "lead-confirmation",
    to: [lead.email],
    replyTo: business.email,
    subject: `We have your quote request – ${business.businessName}`,
    html,
    text,
    subjectType: "lead",
    subjectId: lead.id,
  };
}
