import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { depositInvoiceForVersion } from "~/features/invoices/invoices.server";
import { invoicesTable } from "~/features/invoices/tables";
import { depositOf } from "~/features/jobs/deposit.server";
import { jobEventsTable, serviceJobsTable } from "~/features/jobs/tables";
import { addVisit } from "~/features/jobs/visits.server";
import { depositPanel } from "~/features/payments/customer-pay.server";
import { quoteVersionsTable } from "~/features/quotes/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { addDays, todayInAuckland } from "~/lib/clock";
import { payByCard } from "../helpers/card-payments";
import { useFakeStripe } from "../helpers/fake-stripe-suite";
import { acceptedQuote, INVOICE_SETTINGS } from "../helpers/invoices";
import { drainJobs, newTradie, STAFF } from "../helpers/jobs";
import { refusal } from "../helpers/refusal";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Deposits at acceptance (issue 42, docs/decisions/0165): the customer accepts, then pays the
 * deposit by card at once, even before the "quote.accepted" subscribers have run (a tap made too
 * early); the job shows "deposit paid"; with the setting on, a visit waits for the deposit.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const WAITING: BusinessSettings = { ...INVOICE_SETTINGS, jobs: { ...INVOICE_SETTINGS.jobs, waitForDeposit: true } };
const fakeStripe = useFakeStripe();

const drain = () => drainJobs(db(), WAITING, () => fakeStripe.client);

const LINES = [
  { kind: "item" as const, description: "Deck oiling", quantity: 1, unitPriceCents: 120_000, amountsAre: "inclusive" as const },
];

async function acceptedWithDeposit(email: string, depositCents: number) {
  const { leadId, quoteId } = await acceptedQuote(db(), email, LINES, { kind: "amount", amountCents: depositCents });
  const [version] = await db().select().from(quoteVersionsTable).where(eq(quoteVersionsTable.quoteId, quoteId));
  return { leadId, version };
}

const visit = (tradieId: number) => ({
  day: addDays(todayInAuckland(), 5),
  timing: "fixed" as const,
  start: 9 * 60,
  end: 12 * 60,
  tradieIds: [tradieId],
  instructions: "",
});

describe("a deposit asked for at acceptance", () => {
  it("is invoiced once when the customer taps to pay before the subscribers run, paid by card, and shown on the job", async () => {
    const { version } = await acceptedWithDeposit("deposit.early@example.co.nz", 30_000);
    // The tap comes before the queued "quote.accepted" work: the deposit invoice is made and sent now.
    const invoice = (await depositInvoiceForVersion(db(), version.id, WAITING))!;
    expect(invoice).toMatchObject({ kind: "deposit", status: "sent", inclusiveCents: 30_000 });
    expect((await depositPanel(db(), version, WAITING, new URLSearchParams()))!).toMatchObject({ paid: false, balanceCents: 30_000 });
    await payByCard(db(), fakeStripe.client, fakeStripe.fake, invoice.id, 30_000, WAITING);
    await drain();
    // The subscriber found it made: still one deposit invoice; the job is made from the quote.
    const deposits = await db()
      .select()
      .from(invoicesTable)
      .where(and(eq(invoicesTable.quoteVersionId, version.id), eq(invoicesTable.kind, "deposit")));
    expect(deposits.map((d) => d.status)).toEqual(["paid"]);
    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.quoteVersionId, version.id));
    expect(await depositOf(db(), job)).toMatchObject({ state: "paid", cents: 30_000 });
    expect((await depositPanel(db(), version, WAITING, new URLSearchParams()))!).toMatchObject({ paid: true });
    // A visit may be booked: the deposit is in.
    const tradie = await newTradie(db(), "Deposit Tradie");
    expect((await addVisit(db(), STAFF, { jobId: job.id }, visit(tradie), WAITING)).id).toEqual(expect.any(Number));
  });

  it("notes a deposit paid after the job was made on the job's timeline, and a visit waits for it when the setting says so", async () => {
    const { version } = await acceptedWithDeposit("deposit.late@example.co.nz", 25_000);
    await drain();
    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.quoteVersionId, version.id));
    const [invoice] = await db()
      .select()
      .from(invoicesTable)
      .where(and(eq(invoicesTable.quoteVersionId, version.id), eq(invoicesTable.kind, "deposit")));
    expect(await depositOf(db(), job)).toMatchObject({ state: "waiting" });
    const tradie = await newTradie(db(), "Waiting Tradie");
    const refused = await refusal(addVisit(db(), STAFF, { jobId: job.id }, visit(tradie), WAITING));
    expect(refused.message).toMatch(/^Job J-\d{6} is waiting for its \$250\.00 deposit \(INV-\d{6}\)/);
    // Without the setting, the same visit is booked.
    const [{ id: otherJobVisit }] = [await addVisit(db(), STAFF, { jobId: job.id }, visit(tradie), INVOICE_SETTINGS)];
    expect(otherJobVisit).toEqual(expect.any(Number));

    await payByCard(db(), fakeStripe.client, fakeStripe.fake, invoice.id, 25_000, WAITING);
    expect(await depositOf(db(), job)).toMatchObject({ state: "paid" });
    const events = await db().select().from(jobEventsTable).where(eq(jobEventsTable.jobId, job.id));
    expect(events.map((e) => e.detail)).toContain(`Deposit paid: $250.00 by card (INV-${String(invoice.number).padStart(6, "0")})`);
  });
});
