import { asc, eq } from "drizzle-orm";
import { documentNumber, type DocumentKind } from "~/features/documents/numbers";
import { takeDocumentNumber } from "~/features/documents/numbers.server";
import type { Actor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import type { AmountsAre, GstRounding } from "~/lib/money";
import type { Database, Transaction } from "~/platform/db/database";
import { invoiceTotals, type InvoiceLine } from "./invoice-lines";
import type { InvoiceKind } from "./statuses";
import { invoiceEventsTable, invoiceLinesTable, invoicesTable, type InvoiceBuyer } from "./tables";

/* Reading and writing an invoice's rows (docs/decisions/0112), for the services of this feature. */

export const NO_INVOICE = "There is no invoice with that number.";

export type InvoiceRow = typeof invoicesTable.$inferSelect;

export const invoiceNumber = (invoice: Pick<InvoiceRow, "prefix" | "number">) =>
  documentNumber(invoice.prefix as DocumentKind, invoice.number);

/** The invoice, locked for a change, or a 404. */
export async function lockInvoice(tx: Transaction, id: number): Promise<InvoiceRow> {
  const [invoice] = await tx.select().from(invoicesTable).where(eq(invoicesTable.id, id)).for("update");
  if (!invoice) throw new DomainError(NO_INVOICE, { status: 404 });
  return invoice;
}

export async function linesOf(db: Pick<Database, "select">, invoiceId: number) {
  return db.select().from(invoiceLinesTable).where(eq(invoiceLinesTable.invoiceId, invoiceId)).orderBy(asc(invoiceLinesTable.position));
}

/** One line on an invoice's timeline, in the caller's transaction. */
export async function recordInvoiceEvent(tx: Pick<Database, "insert">, actor: Actor, invoiceId: number, detail: string) {
  await tx.insert(invoiceEventsTable).values({ invoiceId, actorName: actor.name, detail });
}

export interface NewInvoice {
  kind: InvoiceKind;
  buyer: InvoiceBuyer;
  reference: string;
  title: string;
  amountsAre: AmountsAre;
  gstRounding: GstRounding;
  lines: InvoiceLine[];
  leadId: number | null;
  customerId: number | null;
  jobId?: number | null;
  quoteVersionId?: number | null;
  creditsInvoiceId?: number | null;
}

/** Stores a new draft with its number (INV- or CN-) and lines, totals from the money module. */
export async function insertInvoice(tx: Transaction, actor: Actor, invoice: NewInvoice) {
  const prefix = invoice.kind === "credit_note" ? "CN" : "INV";
  const { value, number } = await takeDocumentNumber(tx, prefix);
  const totals = invoiceTotals(invoice.lines, invoice.amountsAre, invoice.gstRounding);
  const [row] = await tx
    .insert(invoicesTable)
    .values({
      prefix,
      number: value,
      kind: invoice.kind,
      creditsInvoiceId: invoice.creditsInvoiceId ?? null,
      leadId: invoice.leadId,
      customerId: invoice.customerId,
      jobId: invoice.jobId ?? null,
      quoteVersionId: invoice.quoteVersionId ?? null,
      buyer: invoice.buyer,
      reference: invoice.reference,
      title: invoice.title,
      amountsAre: invoice.amountsAre,
      gstRounding: invoice.gstRounding,
      exclusiveCents: totals.exclusive,
      gstCents: totals.gst,
      inclusiveCents: totals.inclusive,
      createdById: actor.id,
      createdByName: actor.name,
    })
    .returning();
  await writeLines(tx, row.id, invoice.lines);
  return { invoice: row, number };
}

async function writeLines(tx: Transaction, invoiceId: number, lines: readonly InvoiceLine[]) {
  if (lines.length === 0) return;
  await tx.insert(invoiceLinesTable).values(lines.map((line, position) => ({ ...line, invoiceId, position })));
}

/** Replaces a draft's lines and keeps its totals in step with them. */
export async function replaceLines(tx: Transaction, invoice: InvoiceRow, lines: readonly InvoiceLine[]) {
  const totals = invoiceTotals(lines, invoice.amountsAre, invoice.gstRounding);
  await tx.delete(invoiceLinesTable).where(eq(invoiceLinesTable.invoiceId, invoice.id));
  await writeLines(tx, invoice.id, lines);
  await tx
    .update(invoicesTable)
    .set({ exclusiveCents: totals.exclusive, gstCents: totals.gst, inclusiveCents: totals.inclusive, updatedAt: new Date() })
    .where(eq(invoicesTable.id, invoice.id));
}

/** A stored line as the pure line functions read it. */
export function asLine(row: typeof invoiceLinesTable.$inferSelect): InvoiceLine {
  return {
    kind: row.kind as InvoiceLine["kind"],
    description: row.description,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    amountCents: row.amountCents,
    accountCode: row.accountCode,
  };
}

export function refuseUnlessDraft(invoice: InvoiceRow) {
  if (invoice.status !== "draft")
    throw new DomainError(`${invoiceNumber(invoice)} has been sent, so its lines stay as sent: correct it with a credit note.`);
}
