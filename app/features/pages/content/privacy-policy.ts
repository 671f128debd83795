import type { InfoPageContent } from "../schema";

const page: InfoPageContent = {
  path: "/privacy-policy",
  metaTitle: "Privacy Policy | Harbourside Property Maintenance",
  metaDescription:
    "How Harbourside Property Maintenance collects, uses, shares, stores and protects your personal information under the New Zealand Privacy Act 2020.",
  heading: "Privacy policy",
  intro:
    "We ask for your details so we can quote for and carry out work on your property. This policy explains, in plain language, what we collect, why, who sees it, how long we keep it, and your rights under the Privacy Act 2020.",
  sections: [
    {
      heading: "About this policy and who we are",
      paragraphs: [
        "Last updated: 21 November 2026.",
        'Harbourside Property Maintenance is an Auckland property maintenance and handyman business. We take requests from homeowners, landlords and property managers, and match each job with a vetted local tradie. In this policy, "we", "us" and "our" mean Harbourside Property Maintenance, and "you" means anyone whose personal information we hold, including customers, people applying to join our tradie network and their referees.',
        "We follow the Privacy Act 2020 and its information privacy principles. If we change this policy, we will update the date above and publish the new version on this page.",
      ],
    },
    {
      heading: "What we collect",
      paragraphs: [
        "We collect personal information directly from you, when you fill in one of our forms, phone us or email us. We only ask for what we need. If you would rather not give us a detail, tell us; we may still be able to help, although we cannot quote or book a job without a way to contact you and an address for the work.",
        "If you give us someone else's details, such as a tenant's phone number so we can arrange access, please make sure they know you are passing them on and why.",
      ],
      list: [
        "Quote requests: the service you need, your description of the job, your preferred date and time, your name, email address, phone number, property address and suburb",
        "Job records: the quote, the work carried out, photos of the job, invoices and payments, and any messages between us",
        "Tradie applications: your name and contact details, your trade, business details, the areas you cover, your licence or registration details, insurance details, references, and the result of a Ministry of Justice criminal record check that you have consented to",
        "Referees: the name and contact details an applicant gives us, and what you tell us about them; when we contact you, we will tell you that we hold your details and why",
        "Technical logs: our website keeps records of page requests, errors and performance so we can keep it running and secure; these logs do not contain personal information",
      ],
    },
    {
      heading: "Why we collect it and who receives it",
      paragraphs: [
        "We use your information to respond to your request, prepare your quote, book and carry out the work, invoice you, follow up afterwards and handle any questions or complaints. We use tradie applicants' information to decide whether they can join our network, and to keep checking that their licences and insurance stay current. We also keep records we are required to keep by law, such as tax records.",
        "We do not sell or rent your personal information, and we do not use it for advertising. We share it only with the people who need it to do the job, listed below, or where the law requires us to, for example if a court orders it.",
        "Our email provider may process and store messages on servers outside New Zealand. We only use providers that are required to protect personal information in ways comparable to the safeguards in the Privacy Act 2020.",
      ],
      list: [
        "Our staff, who handle your request, quote and booking",
        "The tradie assigned to your job, who receives only what they need to do it: your name, phone number, the property address and the job details",
        "Our email provider, which delivers the emails we send and receive",
      ],
    },
    {
      heading: "How long we keep it and how we keep it safe",
      paragraphs: [
        "We keep personal information only as long as we need it. Quote requests that do not go ahead are deleted within two years. Records of completed jobs, including invoices, are kept for seven years because New Zealand tax law requires businesses to keep them that long. Applications from tradies who do not join, or who withdraw, are deleted within twelve months; for tradies who do join, we keep their records while they work with us and for as long afterwards as we need for tax and any follow-up on their jobs. We record that a criminal record check was completed and its outcome, and we do not keep a copy of the record itself any longer than we need to make a decision.",
        "We protect your information with reasonable safeguards. Only staff who need it can see it, each with their own sign-in. Our website uses an encrypted connection, and our website does not take or store payment card details. Tradies are expected to keep customer details confidential and to use them only for the job they were given.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use two cookies of our own, and no others. Staff who sign in to the office area of the website get a strictly necessary sign-in cookie that keeps them signed in.",
        "Visitors get one functional cookie, hm_attribution, set by our own pages: it remembers how you first found us and how you last arrived (for example the name of an advertising campaign in the link you followed, or the website that linked to us), the page you landed on, and whether you were on a phone, tablet or computer. If you ask for a quote or apply to join, we keep that with your request so we know which of our advertising works. It holds no name or contact details, is never shared, and expires after 90 days.",
        "We do not use advertising cookies, third-party tracking or third-party analytics. No other company's scripts run on our website.",
      ],
    },
    {
      heading: "Your right to see and correct your information",
      paragraphs: [
        "Under information privacy principle 6, you have the right to ask for a copy of the personal information we hold about you. Under information privacy principle 7, you have the right to ask us to correct it if you think it is wrong. If we do not agree that a correction is needed, you can ask us to attach a statement of the correction you asked for to your information.",
        "To make a request, contact our privacy officer (see below). We may need to confirm your identity before we release anything. We will respond as soon as we reasonably can, and no later than 20 working days after we receive your request.",
      ],
    },
    {
      heading: "Privacy breaches",
      paragraphs: [
        "If personal information we hold is lost, accessed or disclosed without authority, we act straight away to contain the breach and reduce any harm.",
        "If a breach is likely to cause anyone serious harm, it is a notifiable privacy breach under the Privacy Act 2020. We will notify the Privacy Commissioner and the people affected as soon as practicable, tell them what happened, and explain what we are doing about it and what they can do to protect themselves.",
      ],
    },
    {
      heading: "Contact our privacy officer, and complaints",
      paragraphs: [
        'Our privacy officer handles access and correction requests, questions about this policy and privacy complaints. To reach them, email us at the address on our contact page and put "Privacy" in the subject line.',
        "If you are not satisfied with how we have handled a request or a complaint, you can complain to the Office of the Privacy Commissioner. You can find out how at privacy.org.nz.",
      ],
    },
  ],
};

export default page;
