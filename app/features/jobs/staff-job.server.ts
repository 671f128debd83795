import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { documentNumber } from "~/features/documents/numbers";
import { leadsTable } from "~/features/leads/tables";
import { printedQuote } from "~/features/quotes/quote-document";
import { quotesTable, quoteVersionsTable } from "~/features/quotes/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { tradiesTable } from "~/features/tradies/tables";
import { jobNumber } from "./jobs.server";
import { isVisitOpen } from "./statuses";
import { jobEventsTable, serviceJobsTable, visitsTable, visitTradiesTable } from "./tables";
import { scheduledForJob } from "./scheduled.server";
import { depositOf } from "./deposit.server";
import { warningsForVisit } from "./visits.server";
import { visitTimeOf } from "./visit-times";

/** The visits of a job or of a lead (its site visits), oldest first, each with its tradies and, while open, its warnings. */
async function visitsOf(db: Database, where: { jobId: number } | { leadId: number }, settings: Pick<BusinessSettings, "openingHours">) {
  const visits = await db
    .select()
    .from(visitsTable)
    .where("jobId" in where ? eq(visitsTable.jobId, where.jobId) : eq(visitsTable.leadId, where.leadId))
    .orderBy(asc(visitsTable.startsAt), asc(visitsTable.id));
  const shown = "jobId" in where ? visits : visits.filter((v) => v.jobId === null);
  if (shown.length === 0) return [];
  const crew = await db
    .select({ visitId: visitTradiesTable.visitId, id: tradiesTable.id, name: tradiesTable.name, offer: visitTradiesTable.offer })
    .from(visitTradiesTable)
    .innerJoin(tradiesTable, eq(tradiesTable.id, visitTradiesTable.tradieId))
    .where(
      inArray(
        visitTradiesTable.visitId,
        shown.map((v) => v.id),
      ),
    )
    .orderBy(asc(tradiesTable.name));
  return Promise.all(
    shown.map(async (v) => ({
      id: v.id,
      time: visitTimeOf(v),
      status: v.status,
      instructions: v.instructions,
      tradies: crew.filter((c) => c.visitId === v.id).map(({ id, name, offer }) => ({ id, name, offer })),
      warnings: isVisitOpen(v.status) ? await warningsForVisit(db, v.id, settings) : [],
    })),
  );
}

/** Everything the staff job page shows: the job, its customer and site, the accepted work, its visits and its timeline. */
export async function loadStaffJob(db: Database, id: number, settings: Pick<BusinessSettings, "openingHours">) {
  const [row] = await db
    .select({ job: serviceJobsTable, lead: leadsTable, quoteNumber: quotesTable.number, quoteVersion: quoteVersionsTable.version })
    .from(serviceJobsTable)
    .innerJoin(leadsTable, eq(leadsTable.id, serviceJobsTable.leadId))
    .leftJoin(quotesTable, eq(quotesTable.id, serviceJobsTable.quoteId))
    .leftJoin(quoteVersionsTable, eq(quoteVersionsTable.id, serviceJobsTable.quoteVersionId))
    .where(eq(serviceJobsTable.id, id));
  if (!row) return null;
  const { job, lead } = row;
  const [visits, events, tradies, scheduled, deposit] = await Promise.all([
    visitsOf(db, { jobId: id }, settings),
    db.select().from(jobEventsTable).where(eq(jobEventsTable.jobId, id)).orderBy(desc(jobEventsTable.createdAt), desc(jobEventsTable.id)),
    activeTradieChoices(db),
    scheduledForJob(db, id),
    depositOf(db, job),
  ]);
  return {
    scheduled,
    deposit,
    id: job.id,
    quoteVersionId: job.quoteVersionId,
    number: jobNumber(job),
    title: job.title,
    scope: job.scope,
    notes: job.notes,
    status: job.status,
    photoConsent: job.photoConsent ?? null,
    reviewed: job.reviewedAt ? { at: job.reviewedAt, by: job.reviewedByName ?? "" } : null,
    valueCents: job.valueCents,
    depositCents: job.depositCents,
    quote: job.quoteId && row.quoteNumber ? { id: job.quoteId, number: documentNumber("Q", row.quoteNumber, row.quoteVersion ?? 1) } : null,
    printed: job.pricing && job.lines.length ? printedQuote({ lines: job.lines, ...job.pricing }, []) : null,
    customer: { leadId: lead.id, name: lead.name, phone: lead.phone, email: lead.email, address: lead.address, suburb: lead.suburb },
    visits,
    events: events.map((e) => ({ id: e.id, at: e.createdAt, actor: e.actorName, detail: e.detail })),
    tradies,
  };
}

export type StaffJob = NonNullable<Awaited<ReturnType<typeof loadStaffJob>>>;

/** The tradies who may be sent on a visit: active ones, by name. */
function activeTradieChoices(db: Database) {
  return db
    .select({ id: tradiesTable.id, name: tradiesTable.name })
    .from(tradiesTable)
    .where(eq(tradiesTable.status, "active"))
    .orderBy(asc(tradiesTable.name));
}

/** A lead's jobs, newest first, for its page. */
async function jobsForLead(db: Pick<Database, "select">, leadId: number) {
  const rows = await db
    .select({ id: serviceJobsTable.id, number: serviceJobsTable.number, title: serviceJobsTable.title, status: serviceJobsTable.status })
    .from(serviceJobsTable)
    .where(eq(serviceJobsTable.leadId, leadId))
    .orderBy(desc(serviceJobsTable.id));
  return rows.map((r) => ({ ...r, label: jobNumber(r) }));
}

/** What a lead's page shows of its jobs and site visits. */
export async function leadWork(db: Database, leadId: number, settings: Pick<BusinessSettings, "openingHours">) {
  const [jobs, siteVisits, tradies] = await Promise.all([
    jobsForLead(db, leadId),
    visitsOf(db, { leadId }, settings),
    activeTradieChoices(db),
  ]);
  return {
    jobs,
    siteVisits,
    tradies,
  };
}

export type LeadWork = Awaited<ReturnType<typeof leadWork>>;
