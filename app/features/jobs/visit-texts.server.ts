import type { BusinessSettings } from "~/features/settings/schema";
import type { QueuedText } from "~/features/texts/outbox.server";
import type { TextKey } from "~/features/message-templates/catalogue";
import type { Wordings } from "~/features/message-templates/wording";
import { visitFieldValues, type CustomerVisitNews } from "./visit-fields";
import type { VisitMessages } from "./visit-messages.server";

/*
 * A visit's texts to its customer (issue 43, docs/decisions/0176): the booking with its day,
 * window and the tradie's first name, the reminder, "on my way", a move and a cancellation.
 * Each default starts with the business's name, is kept to plain GSM-7 characters (one segment where
 * it can: "9 am to 11 am", not an en dash), carries a short link to the customer's own page
 * (docs/decisions/0221) and says how to opt out, but "on my way"; staff may change the wording
 * (docs/decisions/0190).
 */

const TEXT_KEYS = {
  booked: "text-visit-booked",
  reminder: "text-visit-reminder",
  moved: "text-visit-moved",
  cancelled: "text-visit-cancelled",
  "on-the-way": "text-visit-on-the-way",
} as const satisfies Record<CustomerVisitNews, TextKey>;

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

/** The visit's text to queue, with its one link (visitTextLinks), filed under its job (or its lead, for a site visit). */
export function queuedVisitText(
  news: CustomerVisitNews,
  messages: Pick<VisitMessages, "email" | "crew" | "visit">,
  { to, link }: { to: string; link: string },
  settings: Pick<BusinessSettings, "businessName" | "phone">,
  wordings: Wordings,
): QueuedText {
  const { visit, email, crew } = messages;
  const coming = crew.find((t) => t.offer === "accepted");
  return {
    kind: TEXT_KINDS[news],
    to,
    body: wordings.text(TEXT_KEYS[news], { ...visitFieldValues(news, email, coming?.name ?? null, settings), link }),
    subjectType: visit.jobId ? "job" : "lead",
    subjectId: visit.jobId ?? visit.leadId,
    // "On my way" is the one text sent at night (docs/decisions/0172).
    anyHour: news === "on-the-way",
  };
}
