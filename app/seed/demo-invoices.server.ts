import { and, eq, inArray } from "drizzle-orm";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { recordPayment } from "~/features/invoices/payments.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { invoicesTable } from "~/features/invoices/tables";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { serviceJobsTable } from "~/features/jobs/tables";
import { leadsTable } from "~/features/leads/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Database } from "../platform/db/database";
import { payDemoDepositByCard } from "./demo-payments.server";
import { DEMO_SETTINGS } from "./demo-settings.server";

const TEAM = { id: "demo-seed", name: "Harbourside team" };
const DAY_MS = 86_400_000;

type DemoLine = { description: string; quantity: number; unitPriceCents: number };

/** A job's invoice with these lines, sent this many days ago: its id. */
async function sentJobInvoice(db: Database, jobId: number, lines: readonly DemoLine[], daysAgo: number) {
  const { id } = await createJobInvoice(db, TEAM, jobId, DEMO_SETTINGS);
  for (const line of lines) await saveInvoiceLine(db, TEAM, id, line, DEMO_SETTINGS);
  await sendInvoice(db, TEAM, id, DEMO_SETTINGS, new Date(Date.now() - daysAgo * DAY_MS));
  return id;
}

/**
 * Demo invoices, made through the real services: the deposit on Aroha's accepted quote (invoiced
 * by the "quote.accepted" subscriber) paid by card, her job's invoice drafted with the deposit taken off,
 * Hemi's small job invoiced a month ago and now overdue, and Isla's job invoiced and paid.
 */
export async function seedDemoInvoices(db: Database) {
  const leads = await db
    .select({ id: leadsTable.id, email: leadsTable.email })
    .from(leadsTable)
    .where(inArray(leadsTable.email, ["aroha.ngata@example.co.nz", "hemi.parata@example.co.nz", "isla.brown@example.co.nz"]));
  const lead = (email: string) => leads.find((l) => l.email === email)?.id;
  const jobOf = async (leadId: number | undefined) =>
    leadId
      ? (await db.select({ id: serviceJobsTable.id }).from(serviceJobsTable).where(eq(serviceJobsTable.leadId, leadId)))[0]
      : undefined;
  const today = todayInAuckland();

  const [deposit] = await db
    .select({ id: invoicesTable.id, inclusiveCents: invoicesTable.inclusiveCents })
    .from(invoicesTable)
    .where(and(eq(invoicesTable.kind, "deposit"), eq(invoicesTable.status, "sent")));
  // Paid by card on Stripe's page once she accepted (demo-payments.server.ts).
  if (deposit) await payDemoDepositByCard(db, deposit.id, deposit.inclusiveCents);
  const arohaJob = await jobOf(lead("aroha.ngata@example.co.nz"));
  if (arohaJob) await createJobInvoice(db, TEAM, arohaJob.id, DEMO_SETTINGS);

  const hemiJob = await jobOf(lead("hemi.parata@example.co.nz"));
  if (hemiJob)
    await sentJobInvoice(
      db,
      hemiJob.id,
      [
        { description: "Electrician, 2 hours", quantity: 2, unitPriceCents: 10_925 },
        { description: "Weatherproof double power point", quantity: 1, unitPriceCents: 8_900 },
      ],
      30,
    );

  const isla = lead("isla.brown@example.co.nz");
  if (isla) {
    const { id: jobId } = await createJobFromLead(db, TEAM, isla, {
      title: "Lawn care",
      scope: "First two mows, front and back, with edges and clippings taken away.",
    });
    const id = await sentJobInvoice(db, jobId, [{ description: "Lawn mow, edges and clippings", quantity: 2, unitPriceCents: 9_000 }], 10);
    await recordPayment(
      db,
      TEAM,
      id,
      { amountCents: 18_000, paidOn: addDays(today, -3), method: "eftpos", reference: "", sendReceipt: false },
      DEMO_SETTINGS,
    );
  }
}

/**
 * Ben's downpipe, put back while the team looked at his gutters: invoiced five days ago and still
 * owing, so his own page (the hub) has a quote to answer, visits coming and an invoice to pay.
 * Seeded last, after the plans, so the invoice numbers before it stay as they were.
 */
export async function seedDemoOwingInvoice(db: Database) {
  const [ben] = await db
    .select({ id: leadsTable.id })
    .from(leadsTable)
    .where(and(eq(leadsTable.email, "ben.walker@example.co.nz"), eq(leadsTable.service, "Gutter Cleaning")));
  if (!ben) return;
  const { id: jobId } = await createJobFromLead(db, TEAM, ben.id, {
    title: "Downpipe repair",
    scope: "Reattach the front downpipe that came away in the storm.",
  });
  await sentJobInvoice(db, jobId, [{ description: "Downpipe reattached, new brackets", quantity: 1, unitPriceCents: 14_950 }], 5);
}
