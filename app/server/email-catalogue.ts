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
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";

/**
 * Every email the product sends, built with sample data: `npm run emails:preview` renders
 * them to files to look at, and a test checks each renders whole. A new email goes here.
 */

const business = { ...DEFAULT_SETTINGS, notificationEmails: ["leads@harbourside.example.nz"] };
const site = "https://harbourside.example.nz";

const lead = {
  id: 1042,
  service: "Gutter cleaning",
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

export interface CatalogueEntry {
  /** Who gets it and when, for the preview's index. */
  when: string;
  build: () => OutgoingEmail;
}

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
    when: "Staff member, after asking to reset a password",
    build: () => passwordResetEmail({ ...staffLink("reset-password"), validFor: "1 hour" }),
  },
  {
    when: "A new staff member, invited by an admin",
    build: () => staffInvitationEmail({ ...staffLink("reset-password"), validFor: "3 days" }),
  },
];
