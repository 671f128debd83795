import type { BusinessSettings } from "~/features/settings/schema";
import type { QueuedText } from "~/features/texts/outbox.server";
import { formatClock, formatIsoDayShort } from "~/lib/clock";
import type { CustomerVisitNews } from "./visit-emails.server";
import type { VisitMessages } from "./visit-messages.server";

/*
 * A visit's texts to its customer (issue 43, docs/decisions/0176): the booking with its day,
 * window and the tradie's first name, the reminder, "on my way", a move and a cancellation.
 * Each starts with the business's name, is kept to plain GSM-7 characters (one segment where it
 * can: "9 am to 11 am", not an en dash) and says how to opt out, but "on my way".
 */

/** "Tue 1 Dec, 9 am to 11 am" or "Tue 1 Dec, arriving between 8 am and 10 am". */
function visitWhen(time: VisitMessages["email"]["time"]): string {
  const [start, end] = [formatClock(time.startMinute), formatClock(time.endMinute)];
  const day = formatIsoDayShort(time.day);
  return time.timing === "window" ? `${day}, arriving between ${start} and ${end}` : `${day}, ${start} to ${end}`;
}

const OPT_OUT = " Reply STOP to opt out.";

/** The text for this news, in the business's name. */
function visitText(
  news: CustomerVisitNews,
  { email, crew }: Pick<VisitMessages, "email" | "crew">,
  settings: Pick<BusinessSettings, "businessName" | "phone">,
): string {
  const coming = crew.find((t) => t.offer === "accepted");
  const first = coming?.name.split(" ")[0];
  const withWhom = first ? ` with ${first}` : "";
  const when = visitWhen(email.time);
  const business = settings.businessName;
  switch (news) {
    case "booked":
      return `${business}: your visit is booked for ${when}${withWhom}. Questions? Reply here or call ${settings.phone}.${OPT_OUT}`;
    case "reminder":
      return `${business}: a reminder of your visit ${when}${withWhom}. Reply here or call ${settings.phone} if that no longer suits.${OPT_OUT}`;
    case "moved":
      return `${business}: your visit has moved to ${when}${withWhom}. Reply here or call ${settings.phone} if that does not suit.${OPT_OUT}`;
    case "cancelled":
      return `${business}: your visit on ${formatIsoDayShort(email.time.day)} is cancelled. Call ${settings.phone} or reply here to book another time.${OPT_OUT}`;
    case "on-the-way":
      return `${business}: ${first ?? "your tradie"} is on the way to ${email.customer.address} now.`;
  }
}

const TEXT_KINDS: Record<CustomerVisitNews, string> = {
  booked: "visit-booked",
  reminder: "visit-reminder",
  moved: "visit-changed",
  cancelled: "visit-cancelled",
  "on-the-way": "on-my-way",
};

/** The line on the visit's timeline for each text to the customer. */
export const TEXTED_CUSTOMER: Record<CustomerVisitNews, string> = {
  booked: "Booking texted to the customer",
  moved: "New time texted to the customer",
  cancelled: "Cancellation texted to the customer",
  reminder: "Reminder texted to the customer",
  "on-the-way": "“On the way” texted to the customer",
};

/** The visit's text to queue, filed under its job (or its lead, for a site visit). */
export function queuedVisitText(
  news: CustomerVisitNews,
  messages: Pick<VisitMessages, "email" | "crew" | "visit">,
  to: string,
  settings: Pick<BusinessSettings, "businessName" | "phone">,
): QueuedText {
  const { visit } = messages;
  return {
    kind: TEXT_KINDS[news],
    to,
    body: visitText(news, messages, settings),
    subjectType: visit.jobId ? "job" : "lead",
    subjectId: visit.jobId ?? visit.leadId,
    // "On my way" is the one text sent at night (docs/decisions/0172).
    anyHour: news === "on-the-way",
  };
}
