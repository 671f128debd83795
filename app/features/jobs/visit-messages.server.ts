import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { publicUrl } from "~/platform/public-url.server";
import { issueAccessTokens } from "~/features/access-links/tokens.server";
import { documentNumber } from "~/features/documents/numbers";
import type { ContactPreference } from "~/features/customers/contact-preference";
import { customerPageTextLinksForLeads } from "~/features/customers/page-link.server";
import { customersTable } from "~/features/customers/tables";
import { leadsTable } from "~/features/leads/tables";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import type { Wordings } from "~/features/message-templates/wording";
import type { BusinessSettings } from "~/features/settings/schema";
import { tradiesTable } from "~/features/tradies/tables";
import { photoUrl } from "~/features/uploads/photos";
import { DomainError } from "~/lib/domain-error";
import { visitCalendar } from "./calendar.server";
import { serviceJobsTable, visitsTable, visitTradiesTable } from "./tables";
import { customerVisitEmail, type CustomerVisitNews, type VisitForEmail } from "./visit-emails.server";
import { describeVisitTime, visitTimeOf } from "./visit-times";
import { siteAddress } from "~/lib/address";

/*
 * What a visit's messages are made of (docs/decisions/0110): the visit, its customer and crew
 * read together, the customer's page link, and the customer's email with its calendar file.
 */

/** A customer's job page link lasts a year from the last message that carried it. */
const PAGE_LINK_DAYS = 365;

type CrewTuple = [number, string, string, string | null, boolean, string, string | null];

/**
 * Visits and what their messages say, in one query however many (a run of reminders sends
 * thousands: each query saved per visit is seconds on PGlite); `lock` holds the visits' rows to
 * the end of the transaction. By visit id; a visit that does not exist is missing.
 */
export async function visitsForMessages(tx: Pick<Database, "select">, visitIds: readonly number[], lock = false) {
  if (visitIds.length === 0) return new Map<number, never>();
  const query = tx
    .select({
      visit: visitsTable,
      lead: {
        name: leadsTable.name,
        email: leadsTable.email,
        phone: leadsTable.phone,
        address: leadsTable.address,
        suburb: leadsTable.suburb,
        service: leadsTable.service,
      },
      contactPreference: customersTable.contactPreference,
      jobNumber: serviceJobsTable.number,
      title: serviceJobsTable.title,
      scope: serviceJobsTable.scope,
      crew: sql<string>`(select coalesce(json_agg(json_build_array(t.id, t.name, t.email, t.photo_id, t.published, vt.offer, vt.offer_expires_at)
        order by vt.tradie_id), '[]')::text from ${visitTradiesTable} vt join ${tradiesTable} t on t.id = vt.tradie_id
        where vt.visit_id = ${visitsTable.id})`,
    })
    .from(visitsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, visitsTable.leadId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, visitsTable.jobId))
    .leftJoin(customersTable, eq(customersTable.id, leadsTable.customerId))
    .where(inArray(visitsTable.id, [...visitIds]))
    .orderBy(visitsTable.id);
  const rows = lock ? await query.for("update", { of: visitsTable }) : await query;
  return new Map(
    rows.map((row) => {
      const { visit, lead } = row;
      const crew = (JSON.parse(row.crew) as CrewTuple[]).map(([id, name, email, photoId, published, offer, offerExpiresAt]) => ({
        id,
        name,
        email,
        photoId,
        published,
        offer,
        offerExpiresAt: offerExpiresAt === null ? null : new Date(offerExpiresAt),
      }));
      const forEmail: VisitForEmail = {
        visitId: visit.id,
        jobId: visit.jobId,
        leadId: visit.leadId,
        reference: row.jobNumber ? `job ${documentNumber("J", row.jobNumber)}` : "site visit",
        work: row.title ?? lead.service,
        scope: row.scope ?? "",
        time: visitTimeOf(visit),
        customer: { name: lead.name, email: lead.email, phone: lead.phone, address: lead.address, suburb: lead.suburb },
      };
      const contactPreference = (row.contactPreference ?? "email") as ContactPreference;
      return [visit.id, { visit, email: forEmail, crew, contactPreference }] as const;
    }),
  );
}

export type VisitMessages = NonNullable<ReturnType<Awaited<ReturnType<typeof visitsForMessages>>["get"]>>;
type Crew = VisitMessages["crew"];

/** One visit and what its messages say; 404 when there is none. */
export async function visitForMessages(tx: Pick<Database, "select">, visitId: number): Promise<VisitMessages> {
  const found = (await visitsForMessages(tx, [visitId])).get(visitId);
  if (!found) throw new DomainError("There is no visit with that number.", { status: 404 });
  return found;
}

/** A tradie as an email names them: their photo only when their profile is public (anyone may load it then). */
export function tradieForEmail(t: Crew[number]) {
  return { name: t.name, email: t.email, photoUrl: t.photoId && t.published ? `${publicUrl()}${photoUrl(t.photoId, 256)}` : null };
}

/** New links to the customers' pages for these visits, in one statement: each visit's job page, or the site visit's own (`forText`: short tokens). */
export async function customerPageLinks(
  tx: Pick<Database, "insert">,
  visits: readonly { id: number; jobId: number | null }[],
  now: Date,
  forText = false,
): Promise<string[]> {
  const expiresAt = new Date(now.getTime() + PAGE_LINK_DAYS * 86_400_000);
  const tokens = await issueAccessTokens(
    tx,
    visits.map((visit) =>
      visit.jobId
        ? { purpose: "job" as const, subjectId: visit.jobId, expiresAt, forText }
        : { purpose: "site-visit" as const, subjectId: visit.id, expiresAt, forText },
    ),
  );
  return tokens.map((token) => `${publicUrl()}/j/${token}`);
}

/**
 * The one link each visit's text carries (docs/decisions/0221): a short link to the customer's
 * own page where the number is theirs, else to the visit's own page, which any number on the
 * request may see.
 */
export async function visitTextLinks(
  tx: Pick<Database, "select" | "insert">,
  visits: readonly { id: number; jobId: number | null; leadId: number }[],
  now: Date,
): Promise<string[]> {
  const pages = await customerPageTextLinksForLeads(
    tx,
    visits.map((visit) => visit.leadId),
    now,
  );
  const others = visits.filter((_, i) => pages[i] === undefined);
  const own = await customerPageLinks(tx, others, now, true);
  let next = 0;
  return pages.map((page) => page ?? own[next++]);
}

/** The line on the visit's timeline for each message to the customer. */
export const TOLD_CUSTOMER: Record<CustomerVisitNews, string> = {
  booked: "Booking emailed to the customer, with a calendar file",
  moved: "New time emailed to the customer, with an updated calendar file",
  cancelled: "Cancellation emailed to the customer, with a calendar file that removes it",
  reminder: "Reminder emailed to the customer",
  "on-the-way": "“On the way” emailed to the customer",
};

/** The customer's email about their visit, with a calendar file when the booking is made, moved or cancelled. */
export function customerEmail(
  { visit, email, crew }: VisitMessages,
  news: CustomerVisitNews,
  link: string,
  settings: Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails">,
  wordings: Wordings,
): OutgoingEmail {
  const coming = crew.find((t) => t.offer === "accepted") ?? null;
  const calendar =
    news === "booked" || news === "moved" || news === "cancelled"
      ? visitCalendar(
          {
            visitId: visit.id,
            sequence: visit.sequence,
            startsAt: visit.startsAt,
            endsAt: visit.endsAt,
            summary: `${settings.businessName}: ${email.work}${visit.timing === "window" ? " (arrival window)" : ""}`,
            description: `${describeVisitTime(email.time)}.${coming ? ` Your tradie: ${coming.name.split(" ")[0]}.` : ""} Questions: ${settings.phone}.`,
            location: siteAddress(email.customer.address, email.customer.suburb),
            businessName: settings.businessName,
            businessEmail: settings.email,
            host: new URL(publicUrl()).hostname,
          },
          news === "cancelled" ? "CANCEL" : "REQUEST",
        )
      : undefined;
  return customerVisitEmail(news, email, coming ? tradieForEmail(coming) : null, link, settings, calendar, wordings);
}
