import { asc, eq, inArray } from "drizzle-orm";
import { crewLink } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { serviceJobsTable } from "~/features/jobs/tables";
import { addVisit } from "~/features/jobs/visits.server";
import { leadsTable } from "~/features/leads/tables";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { tradiesTable } from "~/features/tradies/tables";
import { isBusinessDay } from "~/lib/business-days";
import { addDays, todayInAuckland } from "~/lib/clock";
import { logger } from "~/platform/logger.server";
import type { Database } from "../platform/db/database";
import type { RunQueuedWork } from "./run-queued-work";

const TEAM = { id: "demo-seed", name: "Harbourside team" };

function nextBusinessDay(after: string) {
  let day = addDays(after, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * Demo jobs and visits, made the way the business makes them: the demo quote's acceptance is
 * handled by the real "quote.accepted" subscriber (run here at once rather than by the runner a
 * moment later), its job is booked for the next working day; a small job without a quote waits
 * to be scheduled; and a site visit to quote is booked for a lead.
 */
export async function seedDemoJobs(db: Database, runQueuedWork: RunQueuedWork) {
  // The event fans out to its subscribers, then the subscriber makes the job.
  await runQueuedWork(db);
  const tradies = await db
    .select({ id: tradiesTable.id })
    .from(tradiesTable)
    .where(eq(tradiesTable.status, "active"))
    .orderBy(asc(tradiesTable.id));
  const leads = await db
    .select({ id: leadsTable.id, email: leadsTable.email })
    .from(leadsTable)
    .where(inArray(leadsTable.email, ["aroha.ngata@example.co.nz", "hemi.parata@example.co.nz", "chloe.liu@example.co.nz"]));
  const lead = (email: string) => leads.find((l) => l.email === email)?.id;
  const day = nextBusinessDay(todayInAuckland());
  const first = tradies[0]?.id;
  const settings = DEFAULT_SETTINGS;

  const aroha = lead("aroha.ngata@example.co.nz");
  const [arohaJob] = aroha
    ? await db.select({ id: serviceJobsTable.id }).from(serviceJobsTable).where(eq(serviceJobsTable.leadId, aroha))
    : [];
  if (arohaJob)
    await addVisit(
      db,
      TEAM,
      { jobId: arohaJob.id },
      {
        day,
        timing: "fixed",
        start: 9 * 60,
        end: 11 * 60,
        tradieIds: first ? [first] : [],
        instructions: "Water mains tap is under the front steps.",
      },
      settings,
    );
  const hemi = lead("hemi.parata@example.co.nz");
  if (hemi)
    await createJobFromLead(db, TEAM, hemi, {
      title: "Outdoor power point",
      scope: "Fit a weatherproof double power point on the new deck.",
    });
  // The demo's emails are captured, not sent: the first tradie's way into the portal is printed once instead.
  if (first) {
    const link = await db.transaction((tx) => crewLink(tx, first, "/crew", new Date(Date.now() + 7 * 86_400_000)));
    logger.info(
      `Demo tradie portal: open ${link} to see the visits as a tradie would (the link works once, for 7 days; an administrator makes another on the tradie's page).`,
    );
  }
  const chloe = lead("chloe.liu@example.co.nz");
  const second = tradies[1]?.id ?? first;
  if (chloe)
    await addVisit(
      db,
      TEAM,
      { leadId: chloe },
      {
        day,
        timing: "window",
        start: 13 * 60,
        end: 15 * 60,
        tradieIds: second ? [second] : [],
        instructions: "Measure the gutters for a quote.",
      },
      settings,
    );
}
