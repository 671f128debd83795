import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { CalendarInvite } from "~/features/mail/tables";

/*
 * A visit as a calendar event (docs/decisions/0110), made with ical-generator: one UID per
 * visit for life, so a booking, each move (a higher SEQUENCE) and a cancellation all land on
 * the same event in the customer's calendar. Times are UTC instants, which every calendar
 * shows in its own zone.
 */

export interface VisitEvent {
  visitId: number;
  /** The visit's sequence: 0 when booked, one more at every change of time. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string;
  businessName: string;
  businessEmail: string;
  /** The host the UID is made unique under (the public site's). */
  host: string;
}

export function visitCalendar(event: VisitEvent, method: CalendarInvite["method"]): CalendarInvite {
  const calendar = ical({ name: event.businessName, prodId: { company: event.businessName, product: "Visits", language: "EN" } });
  calendar.method(method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  calendar.createEvent({
    id: `visit-${event.visitId}@${event.host}`,
    sequence: event.sequence,
    start: event.startsAt,
    end: event.endsAt,
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: { name: event.businessName, email: event.businessEmail },
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method, filename: method === "CANCEL" ? "cancelled-visit.ics" : "visit.ics", content: calendar.toString() };
}
