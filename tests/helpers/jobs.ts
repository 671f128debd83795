import { eq } from "drizzle-orm";
import { completeVisit } from "~/features/jobs/crew-work.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { addVisit } from "~/features/jobs/visits.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { addDays, todayInAuckland } from "~/lib/clock";
import { insertLead } from "~/features/leads/leads.server";
import { leadsTable } from "~/features/leads/tables";
import type { ContactPreference } from "~/features/customers/contact-preference";
import { setContactPreference } from "~/features/customers/contact-preference.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { tradiesTable } from "~/features/tradies/tables";
import type { Database } from "~/platform/db/database";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { jobHandlers } from "~/server/jobs.server";
import pino from "pino";
import type Stripe from "stripe";

/** Settings for job tests: the team's notifications go to one address. */
export const JOB_SETTINGS = { ...DEFAULT_SETTINGS, notificationEmails: ["office@example.co.nz"] };
export const STAFF = { id: "staff-1", name: "Mia Manager" };

/** A lead as a quote request stores it, for tests that need a customer and a site. */
export async function newLead(db: Database, email: string, name = "Aroha Customer", phone = "021 555 0188") {
  const lead = await db.transaction((tx) =>
    insertLead(
      tx,
      {
        service: "Gutter Cleaning",
        preferredDate: "2026-12-10",
        preferredTime: "10:00 AM",
        name,
        email,
        phone,
        address: "7 Kauri Road",
        suburb: "Albany",
        message: "Gutters overflow.",
      },
      { key: null, requestHash: "" },
    ),
  );
  return lead!.id;
}

/** A lead whose customer chose how we keep them posted (docs/decisions/0176): email, text or both. */
export async function leadWhoChose(db: Database, who: { email: string; phone: string; name: string }, preference: ContactPreference) {
  const leadId = await newLead(db, who.email, who.name, who.phone);
  const [lead] = await db.select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, leadId));
  await setContactPreference(db, lead.customerId!, preference);
  return leadId;
}

/** An active tradie with an email address (offers go there). */
export async function newTradie(
  db: Database,
  name: string,
  email: string | null = `${name.split(" ")[0].toLowerCase()}@tradies.example.co.nz`,
) {
  const [row] = await db
    .insert(tradiesTable)
    .values({ name, email, trades: ["Plumbing"], areas: ["North Shore"], bio: "Test tradie", yearsExperience: 5, status: "active" })
    .returning({ id: tradiesTable.id });
  return row.id;
}

export async function setTradieStatus(db: Database, id: number, status: string) {
  await db.update(tradiesTable).set({ status }).where(eq(tradiesTable.id, id));
}

/** Books a visit on the job with a new tradie, who accepts it and signs it off: the job is done. Returns the tradie's id. */
export async function finishJob(db: Database, jobId: number, email: string, settings: BusinessSettings = JOB_SETTINGS) {
  const tradie = await newTradie(db, `Tradie ${email}`, email);
  const { id: visitId } = await addVisit(
    db,
    STAFF,
    { jobId },
    { day: addDays(todayInAuckland(), 3), timing: "fixed", start: 9 * 60, end: 11 * 60, tradieIds: [tradie], instructions: "" },
    settings,
  );
  const crew = { id: tradie, name: "Tradie" };
  await answerOffer(db, crew, visitId, { accept: true }, settings);
  // Three days ahead (so its reminder and invoice dates are in the future): the tradie says it is early.
  await completeVisit(db, crew, visitId, { name: "Aroha Customer" }, settings, { early: true });
  return tradie;
}

/** Runs every due background job (events included) on this database with these settings, until none is left. */
export async function drainJobs(db: Database, settings: BusinessSettings, stripe: () => Stripe | null = () => null) {
  const runner = startJobRunner({
    db,
    logger: pino({ level: "silent" }),
    poll: false,
    handlers: jobHandlers(
      () => db,
      async () => settings,
      stripe,
    ),
  });
  while ((await runner.runOnce()) > 0);
  await runner.stop();
}
