import { addBusinessDays } from "~/lib/business-days";
import { formatIsoDay, todayInAuckland } from "~/lib/clock";
import { parseRecordId } from "~/lib/record-id";
import type { SentRecord } from "~/lib/thank-you";

export interface ThankYouContent {
  heading: string;
  intro: string;
  /** The page's meta description: what was received and when we answer. */
  description: string;
  reference: string | null;
  steps: Array<{ title: string; text: string }>;
}

/**
 * What the page's query says was sent, or null. Here rather than beside the path: the forms
 * that build the path load in the browser without the record-id reader (and its router import).
 */
export function readSentRecord(search: URLSearchParams): SentRecord | null {
  const kind = search.get("sent");
  const reference = parseRecordId(search.get("ref"));
  if ((kind !== "quote" && kind !== "application") || reference === undefined) return null;
  return { kind, reference };
}

/** The thank-you when the page does not know what was sent (the spec's plain /thank-you). */
const GENERAL: ThankYouContent = {
  heading: "Thank you – we have your request",
  intro: "We have sent a confirmation to your email. A member of our team will be in touch within one working day, usually much sooner.",
  description: "Thanks for getting in touch. We have received your request and will be in touch within one working day.",
  reference: null,
  steps: [],
};

/**
 * What the page says after a quote request or a tradie application (docs/decisions/0084):
 * the reference to quote, what happens next, and by when, counted in Auckland working days
 * (weekends and public holidays skipped).
 */
export function thankYouContent(sent: SentRecord | null, now = new Date()): ThankYouContent {
  if (!sent) return GENERAL;
  const today = todayInAuckland(now);
  const reference = `#${sent.reference}`;
  if (sent.kind === "quote") {
    const by = formatIsoDay(addBusinessDays(today, 1));
    return {
      heading: "Thank you – we have your quote request",
      intro: `Your reference is ${reference}. Quote it if you call or email us about this job.`,
      description: GENERAL.description,
      reference,
      steps: [
        { title: "Check your email", text: `We have emailed you a confirmation of your request, with the reference ${reference}.` },
        {
          title: "We get in touch",
          text: `A member of our team will call or email you by ${by}, usually much sooner, to talk through the job and arrange a visit if one is needed.`,
        },
        { title: "You get a free quote", text: "We send you a written, fixed-price quote. There is no obligation to go ahead." },
      ],
    };
  }
  const replyBy = formatIsoDay(addBusinessDays(today, 2));
  return {
    heading: "Thank you – we have your application",
    intro: `Your application reference is ${reference}. Quote it if you call or email us about it.`,
    description: "Thanks for applying to join our team. We read every application and reply within two working days.",
    reference,
    steps: [
      { title: "Check your email", text: `We have emailed you a copy of what you sent, with the reference ${reference}.` },
      { title: "We reply", text: `We read every application and reply by ${replyBy}.` },
      {
        title: "Checks, then we meet",
        text: "We check your licences, insurance and references and send you the Ministry of Justice form for the criminal record check. That usually takes five to ten working days; then we meet to talk about the work you want.",
      },
    ],
  };
}
