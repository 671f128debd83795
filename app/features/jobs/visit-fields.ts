import { customerFieldValues, type FieldValues } from "~/features/message-templates/wording";
import type { BusinessSettings } from "~/features/settings/schema";
import { formatClock, formatIsoDayShort } from "~/lib/clock";
import { describeVisitTime, type VisitTime } from "./visit-times";

/** What a visit's message to its customer is about. */
export type CustomerVisitNews = "booked" | "moved" | "cancelled" | "reminder" | "on-the-way";

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The named fields of a visit's messages to its customer (docs/decisions/0190), for its email
 * and its text alike: the day and window, who is coming (the tradie who accepted, by first name).
 */
export function visitFieldValues(
  news: CustomerVisitNews,
  visit: { time: VisitTime; reference: string; customer: { name: string; address: string } },
  tradieName: string | null,
  business: Pick<BusinessSettings, "businessName" | "phone">,
): FieldValues {
  const who = tradieName ? firstName(tradieName) : null;
  const [start, end] = [formatClock(visit.time.startMinute), formatClock(visit.time.endMinute)];
  const when = describeVisitTime(visit.time);
  return {
    ...customerFieldValues(visit.customer.name, business),
    reference: visit.reference,
    address: visit.customer.address,
    visit_day: formatIsoDayShort(visit.time.day),
    visit_window: visit.time.timing === "window" ? `arriving between ${start} and ${end}` : `${start} to ${end}`,
    visit_time: when,
    tradie_first_name: who ?? "your tradie",
    with_tradie: who ? ` with ${who}` : "",
    who_is_coming:
      news === "on-the-way"
        ? `${who ?? "Your tradie"} is on the way to ${visit.customer.address} now.`
        : who
          ? `${who} is coming ${when}.`
          : `We are coming ${when}.`,
  };
}
