import { recordAudit } from "~/features/audit/audit.server";
import { notifyOutbox } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import type { Actor, StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { formatMoney, type Cents } from "~/lib/money";
import type { Database, Transaction } from "~/platform/db/database";
import { settleInvoice } from "./payments.server";
import { insertInvoice, invoiceNumber, lockInvoice, recordInvoiceEvent, type InvoiceRow } from "./records.server";
import { issueInvoice } from "./send.server";

/*
 * Credit notes (docs/decisions/0112): the way to correct an issued invoice, since its lines stay
 * as sent. A credit note has its own number (CN-000123), one line saying why, GST in the same
 * rounding, and is sent to the customer; the amount comes off what the invoice still asks for.
 * A credit for more than is still owing means a refund is due, shown on the invoice.
 */
type CreditSettings = Pick<BusinessSettings, "businessName" | "phone" | "email" | "postalAddress" | "gstNumber" | "invoicing">;

/**
 * Issues and sends a credit note against an issued invoice, in the caller's transaction with the
 * invoice locked: staff correcting it, or a card refund that gave money back (docs/decisions/0163).
 */
export async function issueCreditNote(
  tx: Transaction,
  actor: Actor,
  invoice: InvoiceRow,
  input: { amountCents: Cents; reason: string },
  settings: CreditSettings,
  now = new Date(),
) {
  const number = invoiceNumber(invoice);
  if (invoice.kind === "credit_note" || !["sent", "part_paid", "paid"].includes(invoice.status))
    throw new DomainError(`Only an issued invoice can be credited; ${number} is not one.`);
  const room = invoice.inclusiveCents - invoice.creditedCents;
  if (input.amountCents > room)
    throw new DomainError(`At most ${formatMoney(room)} of ${number} is left to credit.`, { field: "amount", status: 400 });
  const { invoice: note, number: noteNumber } = await insertInvoice(tx, actor, {
    kind: "credit_note",
    buyer: invoice.buyer,
    reference: number,
    title: `Credit against ${number}`,
    amountsAre: "inclusive",
    gstRounding: invoice.gstRounding,
    lines: [
      {
        kind: "item",
        description: input.reason,
        quantity: 1,
        unitPriceCents: input.amountCents,
        amountCents: input.amountCents,
        accountCode: settings.invoicing.salesAccount,
      },
    ],
    leadId: invoice.leadId,
    customerId: invoice.customerId,
    jobId: invoice.jobId,
    creditsInvoiceId: invoice.id,
  });
  await recordInvoiceEvent(tx, actor, note.id, `Issued against ${number}: ${input.reason}`);
  await issueInvoice(tx, actor, note, settings, now);
  const settled = await settleInvoice(tx, invoice, { creditedCents: invoice.creditedCents + input.amountCents }, now);
  await recordInvoiceEvent(tx, actor, invoice.id, `Credit note ${noteNumber} for ${formatMoney(input.amountCents)}: ${input.reason}`);
  return { id: note.id, number: noteNumber, invoice: settled };
}

export async function creditInvoice(
  db: Database,
  actor: StaffActor,
  id: number,
  input: { amountCents: Cents; reason: string },
  settings: CreditSettings,
  now = new Date(),
) {
  const result = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    const { id: noteId, number: noteNumber } = await issueCreditNote(tx, actor, invoice, input, settings, now);
    await recordAudit(tx, { actor, action: "invoice.credit", entityType: "invoice", entityId: id, after: { noteNumber, ...input } });
    return { id: noteId, number: noteNumber };
  });
  notifyOutbox();
  return result;
}
