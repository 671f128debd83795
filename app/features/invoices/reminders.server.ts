import { customerPageLinkFor } from "~/features/customers/page-link.server";
import { and, eq, inArray, sql } from "drizzle-orm";
import { currentWordings } from "~/features/message-templates/templates.server";
import { addDays, aucklandInstant, todayInAuckland } from "~/lib/clock";
import { nextSendingTime } from "~/lib/business-days";
import { SYSTEM_ACTOR } from "~/lib/actor";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import type { Database, Transaction } from "~/platform/db/database";
import { dueBy } from "~/platform/db/due";
import { cancelJobs, enqueueJobs } from "~/platform/jobs/queue.server";
import { jobsTable } from "~/platform/jobs/tables";
import type { JobContext } from "~/platform/jobs/runner.server";
import { invoiceForEmail, invoiceReminderEmail } from "./invoice-emails.server";
import { newInvoiceLinkFor } from "./links.server";
import { invoiceNumber, lockInvoice, recordInvoiceEvent, type InvoiceRow } from "./records.server";
import { statusToday } from "./statuses";

/*
 * Overdue reminders (docs/decisions/0112): jobs queued when an invoice is issued, some days after
 * its due date (settings), at 9 am Auckland or the next sending time (never at night or on a
 * public holiday). Each runs once on any instance and marks itself done in the transaction that
 * queues its email; paying, crediting in full or voiding the invoice cancels the rest.
 */
export const INVOICE_REMINDER_JOB = "invoice.reminder";
const SUBJECT = "invoice";

export async function scheduleInvoiceReminders(
  tx: Pick<Transaction, "insert" | "update">,
  invoice: Pick<InvoiceRow, "id" | "dueDate">,
  invoicing: Pick<BusinessSettings["invoicing"], "reminderDays">,
) {
  if (!invoice.dueDate) return;
  const dueDate = invoice.dueDate;
  await enqueueJobs(
    tx,
    invoicing.reminderDays.map((days) => ({
      kind: INVOICE_REMINDER_JOB,
      runAt: nextSendingTime(aucklandInstant(addDays(dueDate, days), "09:00")),
      payload: { invoiceId: invoice.id, days },
      dedupeKey: `invoice-reminder:${invoice.id}:${days}`,
      subject: { type: SUBJECT, id: invoice.id },
    })),
  );
}

export async function stopInvoiceReminders(tx: Pick<Transaction, "insert" | "update">, invoiceId: number) {
  await cancelJobs(tx, { type: SUBJECT, id: invoiceId }, [INVOICE_REMINDER_JOB]);
}

/**
 * Whether a later reminder of the same invoice is due as well: an invoice issued late, or an
 * instance down for days, leaves several due at once, and the customer gets the latest of them
 * only (the demo's overdue invoice had sent two in the same second).
 */
async function laterReminderDue(tx: Pick<Transaction, "select">, invoiceId: number, days: number, now: Date): Promise<boolean> {
  const [later] = await tx
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(
      and(
        eq(jobsTable.kind, INVOICE_REMINDER_JOB),
        eq(jobsTable.subjectType, SUBJECT),
        eq(jobsTable.subjectId, invoiceId),
        inArray(jobsTable.status, ["pending", "running", "done"]),
        dueBy(jobsTable.runAt, now),
        sql`(${jobsTable.payload}->>'days')::integer > ${days}`,
      ),
    )
    .limit(1);
  return later !== undefined;
}

/**
 * Sends one reminder if the invoice is still overdue when it runs and no later reminder of it is
 * due too; otherwise it quietly does nothing.
 */
export async function runInvoiceReminder(db: Database, job: JobContext, settings: BusinessSettings, now = new Date()) {
  const invoiceId = Number(job.payload.invoiceId);
  const days = Number(job.payload.days);
  const sent = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId).catch(() => null);
    const overdue = invoice !== null && statusToday(invoice, todayInAuckland(now)) === "overdue" && invoice.buyer.email !== "";
    const send = overdue && !(await laterReminderDue(tx, invoice.id, days, now));
    if (send) {
      const link = await newInvoiceLinkFor(tx, invoice.id, now);
      const wordings = (await currentWordings(tx)).withCustomerPage(
        await customerPageLinkFor(tx, invoice.customerId, invoice.buyer.email, now),
      );
      await queueEmails(tx, [invoiceReminderEmail(invoiceForEmail(invoice, settings), settings, link, wordings)]);
      await recordInvoiceEvent(tx, SYSTEM_ACTOR, invoice.id, `Overdue reminder sent (${days} days after the due date)`);
    }
    await job.complete(tx);
    return send ? invoiceNumber(invoice) : null;
  });
  if (sent) notifyOutbox();
  return sent;
}
