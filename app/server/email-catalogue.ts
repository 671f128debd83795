import {
  applicantUpdateEmail,
  applicationConfirmationEmail,
  applicationNotificationEmail,
} from "~/features/applications/application-emails.server";
import { passwordResetEmail, staffInvitationEmail } from "~/features/auth/emails.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { leadConfirmationEmail, leadNotificationEmail } from "~/features/quote-requests/quote-emails.server";
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
  {
    when: "Staff member, after asking to reset a password",
    build: () => passwordResetEmail({ ...staffLink("reset-password"), validFor: "1 hour" }),
  },
  {
    when: "A new staff member, invited by an admin",
    build: () => staffInvitationEmail({ ...staffLink("reset-password"), validFor: "3 days" }),
  },
];
