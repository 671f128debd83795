import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { announceContentChange } from "~/platform/content-changes";
import type { Database } from "~/platform/db/database";
import { resolveAccessToken } from "~/features/access-links/tokens.server";
import { documentNumber } from "~/features/documents/numbers";
import { leadsTable } from "~/features/leads/tables";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { notifyTexts } from "~/features/texts/outbox.server";
import { tradiesTable } from "~/features/tradies/tables";
import { photoUrl } from "~/features/uploads/photos";
import { DomainError } from "~/lib/domain-error";
import { tellTeam, type DispatchSettings } from "./dispatch.server";
import { setPhotoConsent } from "./photo-consent.server";
import { isVisitOpen } from "./statuses";
import { serviceJobsTable, visitsTable, visitTradiesTable } from "./tables";
import { visitTimeOf } from "./visit-times";
import { siteAddress } from "~/lib/address";

/*
 * The customer's job page, /j/{token} (docs/decisions/0110): the job (or the site visit) the
 * link opens, its visits with who is coming, and two answers: "that time suits" and "please
 * change it". Neither moves anything: staff read the request and reschedule. A GET reads only.
 */

export type JobLink = { kind: "job"; jobId: number } | { kind: "site-visit"; visitId: number };

/** What the customer reads about a tradie on a visit, by where the visit stands: never "coming" once it is over. */
function tradieNews(status: string, firstName: string): string {
  if (status === "on_the_way") return `${firstName} is on the way`;
  if (status === "started") return `${firstName} is there now`;
  if (status === "done") return `${firstName} did this visit`;
  if (status === "not_completed") return `${firstName} could not finish on this visit`;
  return `${firstName} is coming`;
}

/** A line under a visit that has ended, saying what happens next. */
function visitNews(status: string): string | null {
  if (status === "done") return "This visit is done. Thank you for having us.";
  if (status === "not_completed") return "We could not finish the work on this visit. We will be in touch to arrange the rest.";
  return null;
}

export async function findJobLink(db: Database, token: string): Promise<JobLink | null> {
  const job = await resolveAccessToken(db, "job", token);
  if (job) return { kind: "job", jobId: job.subjectId };
  const visit = await resolveAccessToken(db, "site-visit", token);
  return visit ? { kind: "site-visit", visitId: visit.subjectId } : null;
}

/** The lead a job link's job or site visit is for: whose page "Open your page" opens. */
export async function leadOfJobLink(db: Pick<Database, "select">, link: JobLink): Promise<number | null> {
  const [row] =
    link.kind === "job"
      ? await db.select({ leadId: serviceJobsTable.leadId }).from(serviceJobsTable).where(eq(serviceJobsTable.id, link.jobId))
      : await db.select({ leadId: visitsTable.leadId }).from(visitsTable).where(eq(visitsTable.id, link.visitId));
  return row?.leadId ?? null;
}

/** What the page shows; null when the job or visit has gone (a privacy deletion). */
export async function customerJobView(db: Database, link: JobLink) {
  const visits = await db
    .select({ visit: visitsTable, lead: leadsTable, job: serviceJobsTable })
    .from(visitsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, visitsTable.leadId))
    .leftJoin(serviceJobsTable, eq(serviceJobsTable.id, visitsTable.jobId))
    .where(
      and(link.kind === "job" ? eq(visitsTable.jobId, link.jobId) : eq(visitsTable.id, link.visitId), ne(visitsTable.status, "cancelled")),
    )
    .orderBy(asc(visitsTable.startsAt));
  if (link.kind === "job" && visits.length === 0) {
    const [job] = await db
      .select({ job: serviceJobsTable, lead: leadsTable })
      .from(serviceJobsTable)
      .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
      .where(eq(serviceJobsTable.id, link.jobId));
    if (!job) return null;
    return {
      title: job.job.title,
      reference: documentNumber("J", job.job.number),
      customerName: job.lead.name,
      address: siteAddress(job.lead.address, job.lead.suburb),
      photoConsent: job.job.photoConsent,
      visits: [],
    };
  }
  if (visits.length === 0) return null;
  const crew = await db
    .select({
      visitId: visitTradiesTable.visitId,
      name: tradiesTable.name,
      photoId: tradiesTable.photoId,
      published: tradiesTable.published,
    })
    .from(visitTradiesTable)
    .innerJoin(tradiesTable, eq(tradiesTable.id, visitTradiesTable.tradieId))
    .where(
      and(
        inArray(
          visitTradiesTable.visitId,
          visits.map((v) => v.visit.id),
        ),
        eq(visitTradiesTable.offer, "accepted"),
      ),
    );
  const first = visits[0];
  return {
    title: first.job?.title ?? `Site visit: ${first.lead.service}`,
    reference: first.job ? documentNumber("J", first.job.number) : "Site visit",
    customerName: first.lead.name,
    address: siteAddress(first.lead.address, first.lead.suburb),
    /** Asked on a job's page only: a site visit has no work to show yet. */
    photoConsent: link.kind === "job" ? (first.job?.photoConsent ?? null) : undefined,
    visits: visits.map(({ visit }) => ({
      id: visit.id,
      time: visitTimeOf(visit),
      status: visit.status,
      open: isVisitOpen(visit.status),
      confirmed: visit.customerConfirmedAt !== null,
      news: visitNews(visit.status),
      tradies: crew
        .filter((c) => c.visitId === visit.id)
        .map((c) => {
          const firstName = c.name.split(" ")[0];
          return {
            firstName,
            says: tradieNews(visit.status, firstName),
            photo: c.photoId && c.published ? photoUrl(c.photoId, 128) : null,
          };
        }),
    })),
  };
}

export type CustomerJobView = NonNullable<Awaited<ReturnType<typeof customerJobView>>>;

/** The visit of this link, locked, while it can still be answered. */
async function openVisitOfLink(db: Pick<Database, "select">, link: JobLink, visitId: number) {
  const [visit] = await db
    .select()
    .from(visitsTable)
    .where(and(eq(visitsTable.id, visitId), link.kind === "job" ? eq(visitsTable.jobId, link.jobId) : eq(visitsTable.id, link.visitId)))
    .for("update");
  if (!visit) throw new DomainError("That visit is not part of this booking.", { status: 404 });
  if (!isVisitOpen(visit.status))
    throw new DomainError("This visit is under way or over, so it can no longer be changed here. Please call us.");
  return visit;
}

/** "That time suits": stamped once, the team told. */
export async function confirmVisitTime(db: Database, link: JobLink, visitId: number, customerName: string, settings: DispatchSettings) {
  await db.transaction(async (tx) => {
    const visit = await openVisitOfLink(tx, link, visitId);
    if (visit.customerConfirmedAt) return;
    await tx.update(visitsTable).set({ customerConfirmedAt: new Date() }).where(eq(visitsTable.id, visitId));
    await tellTeam(
      tx,
      { id: null, name: `${customerName} (customer)` },
      visitId,
      { what: "confirmed" },
      settings,
      "The customer confirmed the time",
    );
  });
  notifyOutbox();
  notifyTexts();
}

/** "Please change it": the request and their words reach the team; nothing moves by itself. */
export async function askToChangeVisit(
  db: Database,
  link: JobLink,
  visitId: number,
  customerName: string,
  message: string,
  settings: DispatchSettings,
) {
  await db.transaction(async (tx) => {
    await openVisitOfLink(tx, link, visitId);
    await tellTeam(
      tx,
      { id: null, name: `${customerName} (customer)` },
      visitId,
      { what: "change-asked", message },
      settings,
      `The customer asked to change the time: ${message}`,
    );
  });
  notifyOutbox();
  notifyTexts();
}

/** "May we show photos of the work on our website?": the customer's own answer, changeable at any time. */
export async function answerPhotoQuestion(db: Database, link: JobLink, customerName: string, given: boolean) {
  if (link.kind !== "job") throw new DomainError("Photos are asked about on a job's page.", { status: 404 });
  await db.transaction((tx) =>
    setPhotoConsent(tx, { id: null, name: `${customerName} (customer)` }, link.jobId, { given, by: customerName, how: "customer" }),
  );
  announceContentChange("projects");
}
