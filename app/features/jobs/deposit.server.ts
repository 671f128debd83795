import { and, eq, inArray } from "drizzle-orm";
import { documentNumber, type DocumentKind } from "~/features/documents/numbers";
import { invoicesTable } from "~/features/invoices/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { DomainError } from "~/lib/domain-error";
import { formatMoney } from "~/lib/money";
import type { Database } from "~/platform/db/database";
import { jobNumber, type JobRow } from "./jobs.server";

/*
 * A job's deposit (docs/decisions/0165): asked for when its quote was accepted, invoiced by the
 * invoices feature, paid by card or by bank transfer. Read here from the deposit invoices of the
 * job's quote (their table is the schema layer), so it is always as the invoices say. With the
 * "book visits only once the deposit is paid" setting, a visit waits for it.
 */
export type DepositState = "paid" | "waiting" | "not-asked";

/** Sent or part paid: asked for and not yet paid. */
const ASKED = ["sent", "part_paid"];

export async function depositOf(db: Pick<Database, "select">, job: Pick<JobRow, "quoteVersionId" | "depositCents">) {
  if (job.depositCents <= 0 || job.quoteVersionId === null) return null;
  const invoices = await db
    .select({ id: invoicesTable.id, prefix: invoicesTable.prefix, number: invoicesTable.number, status: invoicesTable.status })
    .from(invoicesTable)
    .where(
      and(
        eq(invoicesTable.quoteVersionId, job.quoteVersionId),
        eq(invoicesTable.kind, "deposit"),
        inArray(invoicesTable.status, ["sent", "part_paid", "paid"]),
      ),
    );
  const [invoice] = invoices;
  const state: DepositState = !invoice
    ? "not-asked"
    : invoice.status === "paid"
      ? "paid"
      : ASKED.includes(invoice.status)
        ? "waiting"
        : "not-asked";
  return {
    cents: job.depositCents,
    state,
    invoice: invoice ? { id: invoice.id, number: documentNumber(invoice.prefix as DocumentKind, invoice.number) } : null,
  };
}

/** Refuses a visit for a job still waiting for its deposit, when the business waits for deposits. */
export async function refuseWhileDepositOwed(db: Pick<Database, "select">, job: JobRow, settings: Pick<BusinessSettings, "jobs">) {
  if (!settings.jobs.waitForDeposit) return;
  const deposit = await depositOf(db, job);
  if (deposit?.state !== "waiting") return;
  throw new DomainError(
    `Job ${jobNumber(job)} is waiting for its ${formatMoney(deposit.cents)} deposit (${deposit.invoice!.number}): book it once the deposit is paid, or record a payment made another way on the invoice.`,
  );
}
