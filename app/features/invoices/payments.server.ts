import { customerPageLinkFor } from "~/features/customers/page-link.server";
import { and, eq } from "drizzle-orm";
import { currentWordings } from "~/features/message-templates/templates.server";
import { serviceJobsTable } from "~/features/jobs/tables";
import { recordJobEvent } from "~/features/jobs/timeline.server";
import { recordAudit } from "~/features/audit/audit.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import type { Actor, StaffActor } from "~/lib/actor";
import { todayInAuckland, type IsoDay } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { formatMoney, type Cents } from "~/lib/money";
import type { Database, Transaction } from "~/platform/db/database";
import { invoiceForEmail, paymentReceiptEmail } from "./invoice-emails.server";
import { invoiceNumber, lockInvoice, recordInvoiceEvent, type InvoiceRow } from "./records.server";
import { scheduleInvoiceReminders, stopInvoiceReminders } from "./reminders.server";
import { balanceDue, isUnpaid, PAYMENT_METHOD_LABELS, statusAfterMoney, type PaymentMethod } from "./statuses";
import { invoicePaymentsTable, invoicesTable } from "./tables";

/*
 * Money received (docs/decisions/0112). `applyPayment` is the one way a payment reaches an
 * invoice: staff record bank transfers, cash, EFTPOS and card today; a payment provider's
 * confirmed webhook would call the same function with its own `source`, which is the seam where
 * online card payments go. Paying in full stops the reminders; removing a mistaken payment
 * brings them back.
 */
/** The source of payments Stripe's webhook records (docs/decisions/0160): only a refund in Stripe takes one back. */
export const CARD_PROVIDER = "stripe";

export interface IncomingPayment {
  amountCents: Cents;
  paidOn: IsoDay;
  method: PaymentMethod;
  reference: string;
  /** "staff", or the provider that reported the payment. */
  source: string;
}

/** Moves an invoice's paid total and status after money in or out, in the caller's transaction. */
export async function settleInvoice(
  tx: Transaction,
  invoice: InvoiceRow,
  change: { paidCents?: number; creditedCents?: number },
  now: Date,
) {
  const next = { ...invoice, ...change };
  const status = statusAfterMoney(next);
  const [settled] = await tx
    .update(invoicesTable)
    .set({ ...change, status, paidAt: status === "paid" ? (invoice.paidAt ?? now) : null, updatedAt: now })
    .where(eq(invoicesTable.id, invoice.id))
    .returning();
  if (status === "paid") await stopInvoiceReminders(tx, invoice.id);
  return settled;
}

export async function applyPayment(tx: Transaction, actor: Actor, invoice: InvoiceRow, payment: IncomingPayment, now = new Date()) {
  const number = invoiceNumber(invoice);
  if (!isUnpaid(invoice.status))
    throw new DomainError(`${number} is ${invoice.status === "paid" ? "already paid" : "not waiting for payment"}.`);
  const balance = balanceDue(invoice);
  if (payment.amountCents > balance)
    throw new DomainError(`That is more than the ${formatMoney(balance)} still owing on ${number}.`, { field: "amount", status: 400 });
  if (payment.paidOn > todayInAuckland(now))
    throw new DomainError("A payment cannot be dated in the future.", { field: "paidOn", status: 400 });
  await tx.insert(invoicePaymentsTable).values({
    invoiceId: invoice.id,
    ...payment,
    recordedById: actor.id,
    recordedByName: actor.name,
  });
  const settled = await settleInvoice(tx, invoice, { paidCents: invoice.paidCents + payment.amountCents }, now);
  const method = PAYMENT_METHOD_LABELS[payment.method];
  await recordInvoiceEvent(
    tx,
    actor,
    invoice.id,
    `${formatMoney(payment.amountCents)} received by ${method.toLowerCase()}${settled.status === "paid" ? ": paid in full" : ""}`,
  );
  if (invoice.kind === "deposit" && settled.status === "paid") await noteDepositPaidOnJob(tx, actor, invoice, method);
  return settled;
}

/** A paid deposit shows on the job it books (docs/decisions/0165), once the job is made. */
async function noteDepositPaidOnJob(tx: Transaction, actor: Actor, invoice: InvoiceRow, method: string) {
  if (invoice.quoteVersionId === null) return;
  const [job] = await tx
    .select({ id: serviceJobsTable.id })
    .from(serviceJobsTable)
    .where(eq(serviceJobsTable.quoteVersionId, invoice.quoteVersionId));
  if (job)
    await recordJobEvent(tx, actor, job.id, {
      kind: "deposit",
      detail: `Deposit paid: ${formatMoney(invoice.inclusiveCents)} by ${method.toLowerCase()} (${invoiceNumber(invoice)})`,
    });
}

/**
 * Money given back on an invoice (a card refund, a dispute the bank decided for the customer):
 * a payment line of its own, negative, in the caller's transaction with the invoice locked. The
 * invoice owes again what was given back, unless a credit note takes it off too.
 */
export async function takeBackPayment(
  tx: Transaction,
  actor: Actor,
  invoice: InvoiceRow,
  payment: Omit<IncomingPayment, "amountCents"> & { amountCents: Cents; detail: string },
  now = new Date(),
) {
  if (payment.amountCents <= 0 || payment.amountCents > invoice.paidCents)
    throw new RangeError(`Cannot take back ${payment.amountCents} of ${invoice.paidCents} paid on invoice ${invoice.id}`);
  const { detail, ...row } = payment;
  await tx.insert(invoicePaymentsTable).values({
    invoiceId: invoice.id,
    ...row,
    amountCents: -payment.amountCents,
    recordedById: actor.id,
    recordedByName: actor.name,
  });
  const settled = await settleInvoice(tx, invoice, { paidCents: invoice.paidCents - payment.amountCents }, now);
  await recordInvoiceEvent(tx, actor, invoice.id, detail);
  return settled;
}

/** Staff record a payment, and (by default) email the customer a receipt. */
export async function recordPayment(
  db: Database,
  actor: StaffActor,
  id: number,
  input: Omit<IncomingPayment, "source"> & { sendReceipt: boolean },
  settings: Pick<BusinessSettings, "businessName" | "phone" | "email" | "invoicing">,
  now = new Date(),
) {
  const { sendReceipt, ...payment } = input;
  const settled = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    const after = await applyPayment(tx, actor, invoice, { ...payment, source: "staff" }, now);
    if (sendReceipt && after.buyer.email)
      await queueEmails(tx, [
        paymentReceiptEmail(
          invoiceForEmail(after, settings),
          settings,
          { ...payment, method: PAYMENT_METHOD_LABELS[payment.method] },
          (await currentWordings(tx)).withCustomerPage(await customerPageLinkFor(tx, after.customerId, after.buyer.email, now)),
        ),
      ]);
    await recordAudit(tx, { actor, action: "invoice.payment", entityType: "invoice", entityId: id, after: payment });
    return after;
  });
  if (sendReceipt) notifyOutbox();
  return settled;
}

/** Takes back a payment recorded by mistake; an invoice owing again gets its reminders back. */
export async function removePayment(
  db: Database,
  actor: StaffActor,
  id: number,
  paymentId: number,
  settings: Pick<BusinessSettings, "invoicing">,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    const which = and(eq(invoicePaymentsTable.id, paymentId), eq(invoicePaymentsTable.invoiceId, id));
    const [found] = await tx.select({ source: invoicePaymentsTable.source }).from(invoicePaymentsTable).where(which);
    // A card payment is Stripe's record: taking it off here would leave the card charged.
    if (found?.source === CARD_PROVIDER)
      throw new DomainError("A card payment is recorded from Stripe: refund it in Stripe's dashboard, and the refund is recorded here.");
    const [payment] = await tx.delete(invoicePaymentsTable).where(which).returning();
    if (!payment) throw new DomainError("That payment is no longer on the invoice.", { status: 404 });
    const settled = await settleInvoice(tx, invoice, { paidCents: invoice.paidCents - payment.amountCents }, now);
    if (isUnpaid(settled.status)) await scheduleInvoiceReminders(tx, settled, settings.invoicing);
    await recordInvoiceEvent(tx, actor, id, `Payment of ${formatMoney(payment.amountCents)} on ${payment.paidOn} removed`);
    await recordAudit(tx, { actor, action: "invoice.payment-remove", entityType: "invoice", entityId: id, before: payment });
  });
}
