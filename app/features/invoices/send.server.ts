import { jobSignatures } from "~/features/jobs/signatures.server";
import { customerPageLinkFor, customerPageTextLinkForLead } from "~/features/customers/page-link.server";
import { eq } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import { customersTable } from "~/features/customers/tables";
import { leadsTable } from "~/features/leads/tables";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { channelsFor } from "~/features/texts/channels.server";
import { notifyTexts, queueTexts } from "~/features/texts/outbox.server";
import { shownNumber } from "~/features/texts/shown-number";
import type { Actor, StaffActor } from "~/lib/actor";
import { todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import type { Database, Transaction } from "~/platform/db/database";
import { invoiceFieldValues, invoiceForEmail, invoiceSentEmail } from "./invoice-emails.server";
import { currentWordings } from "~/features/message-templates/templates.server";
import { invoicePdf } from "./pdf.server";
import { printable, printedInvoice, type Printing } from "./views.server";
import { newInvoiceLinkFor } from "./links.server";
import { dueDateFor, termsOf } from "./payment-terms";
import { invoiceNumber, linesOf, lockInvoice, recordInvoiceEvent, type InvoiceRow } from "./records.server";
import { scheduleInvoiceReminders, stopInvoiceReminders } from "./reminders.server";
import { invoicesTable } from "./tables";
import { taxInvoiceProblems } from "./tax-invoice";

/* Sending, linking and voiding invoices (docs/decisions/0112). */

type Sending = Printing;

/**
 * Issues a draft (its date today, its due date the one staff chose or the payment terms'), or
 * sends an issued one again, in the caller's transaction: a new link, the email in the outbox,
 * and on first issue the overdue reminders. Refused while the invoice lacks what NZ law asks a
 * tax invoice to show.
 */
export async function issueInvoice(tx: Transaction, actor: Actor, invoice: InvoiceRow, settings: Sending, now = new Date()) {
  const number = invoiceNumber(invoice);
  if (invoice.status === "void") throw new DomainError(`${number} is void, so it cannot be sent.`);
  const lines = await linesOf(tx, invoice.id);
  const problems = taxInvoiceProblems(
    { inclusiveCents: invoice.inclusiveCents, buyer: invoice.buyer, pricedLines: lines.filter((l) => l.amountCents !== null).length },
    settings,
  );
  if (problems.length > 0) throw new DomainError(problems.join(" "));
  if (!invoice.buyer.email) throw new DomainError("Add the customer's email address before sending.", { field: "buyerEmail" });
  let sent = invoice;
  if (invoice.status === "draft") {
    const today = todayInAuckland(now);
    const dueDate = invoice.dueDate && invoice.dueDate >= today ? invoice.dueDate : dueDateFor(today, termsOf(settings.invoicing));
    [sent] = await tx
      .update(invoicesTable)
      .set({ status: "sent", issueDate: today, dueDate, sentAt: now, updatedAt: now })
      .where(eq(invoicesTable.id, invoice.id))
      .returning();
    if (invoice.kind !== "credit_note") await scheduleInvoiceReminders(tx, sent, settings.invoicing);
  }
  const link = await newInvoiceLinkFor(tx, invoice.id, now);
  // The PDF goes with the email as it is now, so what the customer was sent is what they keep.
  const pdf = await invoicePdf(printedInvoice(await printable(tx, sent), settings, await jobSignatures(tx, sent.jobId)));
  const attachment = { filename: `${number}.pdf`, contentType: "application/pdf", contentBase64: pdf.toString("base64") };
  // In the wording staff saved, as it stands now (docs/decisions/0190).
  const wordings = (await currentWordings(tx)).withCustomerPage(await customerPageLinkFor(tx, sent.customerId, sent.buyer.email, now));
  const forEmail = invoiceForEmail(sent, settings);
  await queueEmails(tx, [{ ...invoiceSentEmail(forEmail, settings, link, wordings), attachments: [attachment] }]);
  await recordInvoiceEvent(tx, actor, invoice.id, `${invoice.status === "draft" ? "Sent" : "Sent again"} to ${invoice.buyer.email}`);
  // The tax invoice always goes by email; a customer who chose text (or both) also gets its link by text (docs/decisions/0176).
  const textTo = invoice.kind === "credit_note" ? null : await invoiceTextTo(tx, invoice);
  if (textTo) {
    // One short link: the customer's own page, where the invoice is paid in place, when the number
    // is theirs; else the invoice's own page (docs/decisions/0233).
    const textLink =
      (invoice.leadId === null ? undefined : await customerPageTextLinkForLead(tx, invoice.leadId, now)) ??
      (await newInvoiceLinkFor(tx, invoice.id, now, true));
    await queueTexts(
      tx,
      [
        {
          kind: "invoice-sent",
          to: textTo,
          body: wordings.text("text-invoice-sent", invoiceFieldValues(forEmail, settings, textLink)),
          subjectType: invoice.jobId ? "job" : "lead",
          subjectId: invoice.jobId ?? invoice.leadId ?? undefined,
        },
      ],
      now,
    );
    await recordInvoiceEvent(tx, actor, invoice.id, `Link texted to ${shownNumber(textTo)}`);
  }
  return { link, number };
}

/** The customer's mobile, when they chose to be kept posted by text and can be. */
async function invoiceTextTo(tx: Pick<Database, "select">, invoice: InvoiceRow): Promise<string | null> {
  if (!invoice.leadId) return null;
  const [lead] = await tx
    .select({ phone: leadsTable.phone, email: leadsTable.email, preference: customersTable.contactPreference })
    .from(leadsTable)
    .leftJoin(customersTable, eq(customersTable.id, leadsTable.customerId))
    .where(eq(leadsTable.id, invoice.leadId));
  if (!lead) return null;
  const [channels] = await channelsFor(tx, [lead]);
  return channels.text;
}

/** Staff send a draft, or send an issued invoice again (a fresh link each time). */
export async function sendInvoice(db: Database, actor: StaffActor, id: number, settings: Sending, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    const sent = await issueInvoice(tx, actor, invoice, settings, now);
    await recordAudit(tx, { actor, action: "invoice.send", entityType: "invoice", entityId: id, after: { number: sent.number } });
    return sent;
  });
  notifyOutbox();
  notifyTexts();
  return result;
}

/** A fresh link to an issued invoice, for staff to copy into a text message; links are kept only as hashes. */
export async function newInvoiceLink(db: Database, actor: StaffActor, id: number) {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    const number = invoiceNumber(invoice);
    if (invoice.status === "draft" || invoice.status === "void")
      throw new DomainError(`${number} has not been sent, so it has no link to copy.`);
    const link = await newInvoiceLinkFor(tx, id);
    await recordAudit(tx, { actor, action: "invoice.link", entityType: "invoice", entityId: id, after: { number } });
    return { link, number };
  });
}

/** Voids an invoice no money has moved on; its number stays used, and its reminders stop. */
export async function voidInvoice(db: Database, actor: StaffActor, id: number, reason: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    const number = invoiceNumber(invoice);
    if (invoice.status === "void") throw new DomainError(`${number} is already void.`);
    if (invoice.paidCents > 0 || invoice.creditedCents > 0)
      throw new DomainError(`${number} has payments or credits against it: remove the payments, or issue a credit note instead.`);
    if (invoice.kind === "credit_note") throw new DomainError("A credit note stays as issued: issue a new invoice to undo it.");
    await tx
      .update(invoicesTable)
      .set({ status: "void", voidedAt: now, voidReason: reason, updatedAt: now })
      .where(eq(invoicesTable.id, id));
    await stopInvoiceReminders(tx, id);
    await recordInvoiceEvent(tx, actor, id, `Voided: ${reason}`);
    await recordAudit(tx, {
      actor,
      action: "invoice.void",
      entityType: "invoice",
      entityId: id,
      before: { status: invoice.status },
      after: { reason },
    });
  });
}
