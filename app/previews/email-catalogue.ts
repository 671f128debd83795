import { siteAddress } from "~/lib/address";
import {
  applicantUpdateEmail,
  applicationConfirmationEmail,
  applicationNotificationEmail,
} from "~/features/applications/application-emails.server";
import { passwordResetEmail, staffInvitationEmail } from "~/features/auth/emails.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { leadConfirmationEmail, leadNotificationEmail } from "~/features/quote-requests/quote-emails.server";
import {
  quoteAcceptedReceipt,
  quoteFollowUpEmail,
  quoteNewsEmail,
  quoteSentEmail,
  type QuoteForEmail,
} from "~/features/quotes/quote-emails.server";
import { crewSignInEmail } from "~/features/crew/crew-emails.server";
import { customerPageEmail } from "~/features/hub/hub-emails.server";
import { visitCalendar } from "~/features/jobs/calendar.server";
import {
  customerVisitEmail,
  teamVisitEmail,
  tradieVisitChangedEmail,
  visitOfferEmail,
  type VisitForEmail,
} from "~/features/jobs/visit-emails.server";
import {
  invoiceReminderEmail,
  invoiceSentEmail,
  paymentReceiptEmail,
  type InvoiceForEmail,
} from "~/features/invoices/invoice-emails.server";
import { cardReceiptEmail, teamCardEmail } from "~/features/payments/payment-emails.server";
import { reviewRequestEmail } from "~/features/reviews/review-emails.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";

/**
 * Every email the product sends, built with sample data: `npm run emails:preview` renders
 * them to files to look at, and a test checks each renders whole. A new email goes here.
 */

const business = { ...DEFAULT_SETTINGS, notificationEmails: ["leads@harbourside.example.nz"] };
const site = "https://harbourside.example.nz";

const lead = {
  id: 1042,
  service: "Gutter Cleaning",
  preferredDate: "2026-12-03",
  preferredTime: "Morning (8am – 12pm)",
  name: "Aroha Ngata",
  email: "aroha@example.co.nz",
  phone: "021 555 0199",
  address: "14 Karaka Street",
  suburb: "Henderson",
  message: "Two-storey house; the back gutter overflows in heavy rain.\nGate code 4521.",
};

const application = {
  id: 77,
  fullName: "Rangi Parata",
  email: "rangi@example.co.nz",
  mobile: "+64215550199",
  businessName: "Parata Building",
  nzbn: null,
  trades: ["Carpentry"],
  areas: ["North Shore"],
  suburbs: ["Takapuna", "Albany"],
  yearsExperience: 12,
  licences: [{ kind: "lbp" as const, number: "BP123456" }],
  hasPublicLiability: true,
  about: "We build decks, fences and pergolas across the North Shore.",
};

const staffLink = (path: string) => ({
  to: "mere@harbourside.example.nz",
  name: "Mere Tawhiri",
  link: `${site}/admin/${path}?token=sample-token-for-the-preview`,
  businessName: business.businessName,
});

const quote: QuoteForEmail = {
  quoteId: 123,
  number: "Q-000123-2",
  customerName: lead.name,
  customerEmail: lead.email,
  leadId: lead.id,
  inclusiveCents: 184_950,
  depositCents: 36_990,
  validUntil: "2026-12-25",
};
const quoteLink = `${site}/q/7dH1pQv0qXgkM9c3bW2yZrT5uN8aLeFsJoKiGhYtRxA`;
const staffQuote = `${site}/admin/quotes/${quote.quoteId}`;

const visit: VisitForEmail = {
  visitId: 58,
  jobId: 31,
  leadId: lead.id,
  reference: "job J-000031",
  work: "Gutter cleaning",
  scope: "Clear and flush the gutters and downpipes, two storeys.",
  time: { day: "2026-12-08", timing: "window", startMinute: 8 * 60, endMinute: 10 * 60 },
  customer: { name: lead.name, email: lead.email, phone: lead.phone, address: lead.address, suburb: lead.suburb },
};
const tradie = {
  name: "Sam Patel",
  email: "sam.patel@example.co.nz",
  photoUrl: `${site}/api/photos/00000000-0000-4000-8000-000000000000/256.webp`,
};
const crewLinkSample = `${site}/crew/link/7dH1pQv0qXgkM9c3bW2yZrT5uN8aLeFsJoKiGhYtRxA?to=%2Fcrew%2Fvisits%2F58`;
const jobPage = `${site}/j/7dH1pQv0qXgkM9c3bW2yZrT5uN8aLeFsJoKiGhYtRxA`;
const customerPage = `${site}/c/7dH1pQv0qXgkM9c3bW2yZrT5uN8aLeFsJoKiGhYtRxA`;
const staffJob = `${site}/admin/jobs/${visit.jobId}`;
const calendar = (method: "REQUEST" | "CANCEL") =>
  visitCalendar(
    {
      visitId: visit.visitId,
      sequence: method === "CANCEL" ? 2 : 0,
      startsAt: new Date("2026-12-07T19:00:00Z"),
      endsAt: new Date("2026-12-07T21:00:00Z"),
      summary: `${business.businessName}: ${visit.work} (arrival window)`,
      description: "Tuesday 8 December 2026, arriving 8–10 am.",
      location: siteAddress(lead.address, lead.suburb),
      businessName: business.businessName,
      businessEmail: business.email,
      host: "harbourside.example.nz",
    },
    method,
  );

export interface CatalogueEntry {
  /** Who gets it and when, for the preview's index. */
  when: string;
  build: () => OutgoingEmail;
}

const invoice: InvoiceForEmail = {
  invoiceId: 12,
  number: "INV-000123",
  kind: "invoice",
  customerName: "Aroha Ngata",
  customerEmail: "aroha.ngata@example.co.nz",
  inclusiveCents: 48_875,
  balanceCents: 48_875,
  dueDate: "2026-12-20",
  bankAccount: "12-3140-0123456-00",
};
const invoiceLink = `${site}/i/Zx8v1bQm2r4T7yKpL0aWcE3sNdF6gHjU9iOqXtYzB5C`;

export const EMAIL_CATALOGUE: CatalogueEntry[] = [
  {
    when: "Staff, when a quote request arrives",
    build: () => leadNotificationEmail(lead, business, new Date("2026-11-25T01:30:00Z"), `${site}/admin/leads/${lead.id}`),
  },
  { when: "The customer, when their quote request arrives", build: () => leadConfirmationEmail(lead, business) },
  {
    when: "Staff, when a tradie applies",
    build: () => applicationNotificationEmail(application, business, `${site}/admin/applications/${application.id}`),
  },
  { when: "The applicant, when their application arrives", build: () => applicationConfirmationEmail(application, business) },
  {
    when: "The applicant, when staff ask for more information",
    build: () => applicantUpdateEmail(application, "information_requested", "A photo of your public liability certificate.", business),
  },
  { when: "The applicant, when approved", build: () => applicantUpdateEmail(application, "approved", "Welcome to the team!", business) },
  {
    when: "The applicant, when declined",
    build: () => applicantUpdateEmail(application, "rejected", "We have enough carpenters on the North Shore for now.", business),
  },
  { when: "The customer, when staff send a quote", build: () => quoteSentEmail(quote, business, quoteLink) },
  { when: "The customer, a few days after a quote was sent", build: () => quoteFollowUpEmail(quote, business, quoteLink, "follow-up") },
  {
    when: "The customer, a few days before a quote expires",
    build: () => quoteFollowUpEmail(quote, business, quoteLink, "expiry-reminder"),
  },
  { when: "The customer, when they accept a quote", build: () => quoteAcceptedReceipt(quote, business, quoteLink) },
  { when: "The customer, when an invoice is sent", build: () => invoiceSentEmail(invoice, business, invoiceLink) },
  {
    when: "The customer, when a credit note is issued",
    build: () => invoiceSentEmail({ ...invoice, kind: "credit_note", number: "CN-000004", inclusiveCents: 5_000 }, business, invoiceLink),
  },
  {
    when: "The customer, a day after their job is done (and once more five days later)",
    build: () =>
      reviewRequestEmail(
        { jobId: 7, customerName: "Aroha Ngata", customerEmail: "aroha.ngata@example.co.nz", service: "Gutter Cleaning", reminder: false },
        { ...business, reviews: { requestDelayHours: 24, googleReviewUrl: "https://g.page/r/harbourside/review" } },
        `${site}/r/Zx8v1bQm2r4T7yKpL0aWcE3sNdF6gHjU9iOqXtYzB5C`,
      ),
  },
  { when: "The customer, some days after an invoice's due date", build: () => invoiceReminderEmail(invoice, business, invoiceLink) },
  {
    when: "The customer, when their card payment is recorded from Stripe (with a card surcharge)",
    build: () =>
      cardReceiptEmail(
        {
          invoiceId: 12,
          number: invoice.number,
          customerName: invoice.customerName,
          customerEmail: invoice.customerEmail,
          appliedCents: 20_000,
          balanceCents: invoice.inclusiveCents - 20_000,
          paidOn: "2026-11-30",
          surcharge: { number: "INV-000013", cents: 300, percent: 1.5 },
        },
        business,
      ),
  },
  {
    when: "Staff, when a customer pays by card",
    build: () =>
      teamCardEmail(
        {
          what: "paid",
          invoiceId: 12,
          number: invoice.number,
          customerName: invoice.customerName,
          headline: `${invoice.customerName} paid $203.00 by card on ${invoice.number}`,
          rows: [{ label: "Paid by card", value: "$203.00" }],
        },
        `${site}/admin/invoices/12`,
        business,
      ),
  },
  {
    when: "Staff, when a card payment is refunded in Stripe",
    build: () =>
      teamCardEmail(
        {
          what: "refunded",
          invoiceId: 12,
          number: invoice.number,
          customerName: invoice.customerName,
          headline: `$50.00 refunded by card on ${invoice.number}`,
          rows: [{ label: "Refunded", value: "$50.00" }],
        },
        `${site}/admin/invoices/12`,
        business,
      ),
  },
  {
    when: "Staff, when a card payment needs them (after a void, a dispute)",
    build: () =>
      teamCardEmail(
        {
          what: "attention",
          invoiceId: 12,
          number: invoice.number,
          customerName: invoice.customerName,
          headline: `A card payment on ${invoice.number} needs you`,
          rows: [{ label: "Held, to refund", value: "$203.00" }],
          todo: "The invoice was voided before the money came, so it is held, not on any invoice.",
        },
        `${site}/admin/invoices/12`,
        business,
      ),
  },
  {
    when: "The customer, when staff record a payment",
    build: () =>
      paymentReceiptEmail({ ...invoice, balanceCents: 18_875 }, business, {
        amountCents: 30_000,
        paidOn: "2026-12-02",
        method: "Bank transfer",
      }),
  },
  { when: "Staff, when the customer first opens a quote", build: () => quoteNewsEmail(quote, { what: "viewed" }, business, staffQuote) },
  {
    when: "Staff, when the customer accepts a quote",
    build: () => quoteNewsEmail(quote, { what: "accepted", name: lead.name }, business, staffQuote),
  },
  {
    when: "Staff, when the customer declines a quote",
    build: () => quoteNewsEmail(quote, { what: "declined", reason: "The timing: we are moving in March" }, business, staffQuote),
  },
  {
    when: "Staff, when the customer asks about a quote",
    build: () => quoteNewsEmail(quote, { what: "question", question: "Could you start after the school holidays?" }, business, staffQuote),
  },
  {
    when: "A tradie, when staff offer them a visit",
    build: () => visitOfferEmail(visit, tradie, crewLinkSample, new Date("2026-11-30T03:00:00Z"), business),
  },
  { when: "A tradie on a visit, when it moves", build: () => tradieVisitChangedEmail(visit, tradie, "moved", business) },
  {
    when: "A tradie on a visit, when it is cancelled or they are taken off it",
    build: () => tradieVisitChangedEmail(visit, tradie, "cancelled", business),
  },
  {
    when: "The customer, after asking at /c for the link to their own page",
    build: () => customerPageEmail({ name: lead.name, email: lead.email }, customerPage, business),
  },
  { when: "A tradie, after asking for a sign-in link", build: () => crewSignInEmail(tradie, crewLinkSample, 60, business) },
  {
    when: "The customer, when a tradie accepts their visit (with a calendar file)",
    build: () => customerVisitEmail("booked", visit, tradie, jobPage, business, calendar("REQUEST")),
  },
  {
    when: "The customer, when their visit moves (with the calendar update)",
    build: () => customerVisitEmail("moved", visit, tradie, jobPage, business, calendar("REQUEST")),
  },
  {
    when: "The customer, when their visit is cancelled (with the calendar cancellation)",
    build: () => customerVisitEmail("cancelled", visit, tradie, jobPage, business, calendar("CANCEL")),
  },
  { when: "The customer, the day before their visit", build: () => customerVisitEmail("reminder", visit, tradie, jobPage, business) },
  {
    when: "The customer, when the tradie taps “on my way”",
    build: () => customerVisitEmail("on-the-way", visit, tradie, jobPage, business),
  },
  {
    when: "Staff, when a tradie declines an offer",
    build: () => teamVisitEmail(visit, { what: "declined", tradieName: tradie.name, reason: "Away that week" }, staffJob, business),
  },
  {
    when: "Staff, when an offer runs out unanswered",
    build: () => teamVisitEmail(visit, { what: "expired", tradieName: tradie.name }, staffJob, business),
  },
  { when: "Staff, when the customer confirms the time", build: () => teamVisitEmail(visit, { what: "confirmed" }, staffJob, business) },
  {
    when: "Staff, when a tradie could not finish a visit",
    build: () =>
      teamVisitEmail(
        visit,
        { what: "not-completed", tradieName: tradie.name, reason: "No access: the gate was locked" },
        staffJob,
        business,
      ),
  },
  {
    when: "Staff, when the customer asks to change the time",
    build: () => teamVisitEmail(visit, { what: "change-asked", message: "Could you come in the afternoon instead?" }, staffJob, business),
  },
  {
    when: "Staff member, after asking to reset a password",
    build: () => passwordResetEmail({ ...staffLink("reset-password"), validFor: "1 hour" }),
  },
  {
    when: "A new staff member, invited by an admin",
    build: () => staffInvitationEmail({ ...staffLink("reset-password"), validFor: "3 days" }),
  },
];
