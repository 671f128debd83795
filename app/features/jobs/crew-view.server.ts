import { and, asc, desc, eq, gte, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { documentNumber } from "~/features/documents/numbers";
import { leadsTable } from "~/features/leads/tables";
import { printedQuote } from "~/features/quotes/quote-document";
import { aucklandInstant, type IsoDay } from "~/lib/clock";
import type { CrewMember } from "./crew-work.server";

import { jobEventsTable, serviceJobsTable, visitPhotosTable, visitsTable, visitTradiesTable } from "./tables";
import { visitTimeOf } from "./visit-times";

/*
 * What a tradie sees in the portal (docs/decisions/0111): their own visits only. An offer shows
 * the suburb, the time and the scope; the customer's name, phone, address and the instructions
 * (gate codes) show once they have accepted.
 */

const UPCOMING_SHOWN = 100;

/** Today's visits and those to come (offers and accepted ones), earliest first. */
export async function crewVisits(db: Database, tradie: CrewMember, today: IsoDay) {
  const rows = await db
    .select({
      id: visitsTable.id,
      day: visitsTable.day,
      timing: visitsTable.timing,
      startMinute: visitsTable.startMinute,
      endMinute: visitsTable.endMinute,
      status: visitsTable.status,
      offer: visitTradiesTable.offer,
      offerExpiresAt: visitTradiesTable.offerExpiresAt,
      suburb: leadsTable.suburb,
      work: serviceJobsTable.title,
      service: leadsTable.service,
      jobNumber: serviceJobsTable.number,
    })
    .from(visitTradiesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, visitTradiesTable.visitId))
    .innerJoin(leadsTable, eq(leadsTable.id, visitsTable.leadId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, visitsTable.jobId))
    .where(
      and(
        eq(visitTradiesTable.tradieId, tradie.id),
        // An offer is worth answering only while the visit is still to come.
        or(
          eq(visitTradiesTable.offer, "accepted"),
          and(eq(visitTradiesTable.offer, "offered"), inArray(visitsTable.status, ["scheduled", "confirmed"])),
        ),
        gte(visitTradiesTable.startsAt, aucklandInstant(today)),
        ne(visitsTable.status, "cancelled"),
      ),
    )
    .orderBy(asc(visitTradiesTable.startsAt))
    .limit(UPCOMING_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    time: visitTimeOf(r),
    status: r.status,
    offer: r.offer,
    offerExpiresAt: r.offerExpiresAt,
    suburb: r.suburb,
    work: r.work ?? `Site visit: ${r.service}`,
    label: r.jobNumber ? documentNumber("J", r.jobNumber) : "Site visit",
  }));
}

export type CrewVisitRow = Awaited<ReturnType<typeof crewVisits>>[number];

/** One visit's card: everything for an accepted visit, the outline of an offer; a 404 for a visit that is not theirs. */
export async function crewVisitCard(db: Database, tradie: CrewMember, visitId: number, showPrices: boolean) {
  const [row] = await db
    .select({ visit: visitsTable, seat: visitTradiesTable, lead: leadsTable, job: serviceJobsTable })
    .from(visitTradiesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, visitTradiesTable.visitId))
    .innerJoin(leadsTable, eq(leadsTable.id, visitsTable.leadId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, visitsTable.jobId))
    .where(
      and(
        eq(visitTradiesTable.visitId, visitId),
        eq(visitTradiesTable.tradieId, tradie.id),
        inArray(visitTradiesTable.offer, ["offered", "accepted"]),
      ),
    );
  if (!row) return null;
  const { visit, seat, lead, job } = row;
  const accepted = seat.offer === "accepted";
  const base = {
    id: visit.id,
    label: job ? documentNumber("J", job.number) : "Site visit",
    /** A visit to a job (whose photos the customer may let us show), not a site visit to quote. */
    forJob: job !== null,
    work: job?.title ?? `Site visit: ${lead.service}`,
    scope: job?.scope || lead.message,
    time: visitTimeOf(visit),
    status: visit.status,
    offer: seat.offer,
    offerExpiresAt: seat.offerExpiresAt,
    suburb: lead.suburb,
  };
  if (!accepted) return { ...base, customer: null, instructions: null, lines: [], notes: [], photos: [] };
  const printed = job?.pricing && job.lines.length ? printedQuote({ lines: job.lines, ...job.pricing }, []) : null;
  const [notes, photos] = await Promise.all([
    job
      ? db
          .select({ id: jobEventsTable.id, detail: jobEventsTable.detail, actor: jobEventsTable.actorName, at: jobEventsTable.createdAt })
          .from(jobEventsTable)
          .where(and(eq(jobEventsTable.jobId, job.id), eq(jobEventsTable.kind, "note")))
          .orderBy(desc(jobEventsTable.createdAt))
      : [],
    db
      .select({ id: visitPhotosTable.id, photoId: visitPhotosTable.photoId, kind: visitPhotosTable.kind })
      .from(visitPhotosTable)
      .where(job ? eq(visitPhotosTable.jobId, job.id) : eq(visitPhotosTable.visitId, visit.id))
      .orderBy(asc(visitPhotosTable.id)),
  ]);
  return {
    ...base,
    customer: { name: lead.name, phone: lead.phone, address: lead.address, suburb: lead.suburb },
    instructions: visit.instructions,
    jobNotes: job?.notes ?? "",
    lines: (printed?.rows ?? [])
      .filter((r) => r.kind !== "discount")
      .map((r) => ({ kind: r.kind, description: r.description, quantity: r.quantity, amount: showPrices ? r.amount : "" })),
    notes,
    photos,
  };
}

/** Whether a tradie may see a photo taken on a visit: on a job (or site visit) they have accepted. */
export async function crewMaySeePhoto(db: Database, tradie: CrewMember, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: visitPhotosTable.id })
    .from(visitPhotosTable)
    .innerJoin(
      visitsTable,
      sql`${visitsTable.id} = ${visitPhotosTable.visitId} or (${visitPhotosTable.jobId} is not null and ${visitsTable.jobId} = ${visitPhotosTable.jobId})`,
    )
    .innerJoin(
      visitTradiesTable,
      and(
        eq(visitTradiesTable.visitId, visitsTable.id),
        eq(visitTradiesTable.tradieId, tradie.id),
        eq(visitTradiesTable.offer, "accepted"),
      ),
    )
    .where(eq(visitPhotosTable.photoId, photoId))
    .limit(1);
  return row !== undefined;
}
