import { and, asc, desc, eq, isNull, or } from "drizzle-orm";
import { resolveAccessToken } from "~/features/access-links/tokens.server";
import { jobNumber } from "~/features/jobs/jobs.server";
import { jobSignatures, type SignOffSignature } from "~/features/jobs/signatures.server";
import { serviceJobsTable } from "~/features/jobs/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { SYSTEM_ACTOR } from "~/lib/actor";
import { todayInAuckland } from "~/lib/clock";
import type { Database } from "~/platform/db/database";
import { howToPay, invoiceHeader, invoiceRows, invoiceTotalRows, type PrintableInvoice } from "./invoice-document";
import { CARD_PROVIDER } from "./payments.server";
import { invoiceNumber, linesOf, recordInvoiceEvent, type InvoiceRow } from "./records.server";
import { balanceDue, statusToday } from "./statuses";
import { invoiceEventsTable, invoicePaymentsTable, invoicesTable } from "./tables";

/* What staff and customers see of an invoice (docs/decisions/0112). */

export type Printing = Pick<BusinessSettings, "businessName" | "phone" | "email" | "postalAddress" | "gstNumber" | "invoicing">;

export async function printable(db: Pick<Database, "select">, invoice: InvoiceRow): Promise<PrintableInvoice> {
  const lines = await linesOf(db, invoice.id);
  return { ...invoice, number: invoiceNumber(invoice), lines };
}

/** The document as printed (page, preview and PDF alike), with the job's drawn sign-offs (docs/decisions/0207). */
export function printedInvoice(invoice: PrintableInvoice, settings: Printing, signatures: SignOffSignature[] = []) {
  return {
    signatures,
    header: invoiceHeader(invoice, settings.gstNumber),
    seller: {
      businessName: settings.businessName,
      phone: settings.phone,
      email: settings.email,
      postalAddress: settings.postalAddress,
      gstNumber: settings.gstNumber,
    },
    rows: invoiceRows(invoice),
    totals: invoiceTotalRows(invoice),
    howToPay: howToPay(invoice, { ...settings.invoicing, phone: settings.phone, businessName: settings.businessName }),
    note: invoice.note,
  };
}

export type PrintedInvoice = ReturnType<typeof printedInvoice>;

/** Everything the staff invoice page shows. */
export async function loadStaffInvoice(db: Database, id: number, settings: Printing) {
  const [invoice] = await db.select().from(invoicesTable).where(eq(invoicesTable.id, id));
  if (!invoice) return null;
  const [doc, payments, events, credits, job, credited] = await Promise.all([
    printable(db, invoice),
    db
      .select()
      .from(invoicePaymentsTable)
      .where(eq(invoicePaymentsTable.invoiceId, id))
      .orderBy(asc(invoicePaymentsTable.paidOn), asc(invoicePaymentsTable.id)),
    db
      .select()
      .from(invoiceEventsTable)
      .where(eq(invoiceEventsTable.invoiceId, id))
      .orderBy(desc(invoiceEventsTable.createdAt), desc(invoiceEventsTable.id)),
    db.select().from(invoicesTable).where(eq(invoicesTable.creditsInvoiceId, id)).orderBy(asc(invoicesTable.id)),
    invoice.jobId
      ? db
          .select({ id: serviceJobsTable.id, number: serviceJobsTable.number })
          .from(serviceJobsTable)
          .where(eq(serviceJobsTable.id, invoice.jobId))
      : [],
    invoice.creditsInvoiceId ? db.select().from(invoicesTable).where(eq(invoicesTable.id, invoice.creditsInvoiceId)) : [],
  ]);
  return {
    id: invoice.id,
    number: doc.number,
    kind: invoice.kind,
    status: statusToday(invoice, todayInAuckland()),
    storedStatus: invoice.status,
    title: invoice.title,
    buyer: invoice.buyer,
    note: invoice.note,
    dueDate: invoice.dueDate,
    balanceCents: balanceDue(invoice),
    inclusiveCents: invoice.inclusiveCents,
    amountsAre: invoice.amountsAre,
    leadId: invoice.leadId,
    voidReason: invoice.voidReason,
    lines: doc.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      kind: l.kind,
    })),
    printed: printedInvoice(doc, settings, await jobSignatures(db, invoice.jobId)),
    payments: payments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      paidOn: p.paidOn,
      method: p.method,
      reference: p.reference,
      by: p.recordedByName,
      fromCardProvider: p.source === CARD_PROVIDER,
    })),
    events: events.map((e) => ({ id: e.id, at: e.createdAt, actor: e.actorName, detail: e.detail })),
    credits: credits.map((c) => ({ id: c.id, number: invoiceNumber(c), inclusiveCents: c.inclusiveCents })),
    job: job[0] ? { id: job[0].id, number: jobNumber(job[0]) } : null,
    creditsInvoice: credited[0] ? { id: credited[0].id, number: invoiceNumber(credited[0]) } : null,
  };
}

export type StaffInvoice = NonNullable<Awaited<ReturnType<typeof loadStaffInvoice>>>;

/** A job's invoices for its page: its own and the deposit invoices of the quote it came from. */
export async function invoicesForJob(db: Database, job: { id: number; quoteVersionId: number | null }) {
  const rows = await db
    .select()
    .from(invoicesTable)
    .where(
      job.quoteVersionId === null
        ? eq(invoicesTable.jobId, job.id)
        : or(eq(invoicesTable.jobId, job.id), eq(invoicesTable.quoteVersionId, job.quoteVersionId)),
    )
    .orderBy(asc(invoicesTable.id));
  const today = todayInAuckland();
  return rows.map((r) => ({
    id: r.id,
    number: invoiceNumber(r),
    kind: r.kind,
    status: statusToday(r, today),
    inclusiveCents: r.inclusiveCents,
    balanceCents: balanceDue(r),
  }));
}

/**
 * The invoice a customer's link opens, or null: anything unknown, expired, or a draft or void
 * invoice. A voided invoice answers like a link that never was (docs/security.md): its amounts
 * and the bank account are not for anyone holding an old link, and there is nothing to pay.
 */
export async function findInvoiceByLink(db: Database, token: string) {
  const link = await resolveAccessToken(db, "invoice", token);
  if (!link) return null;
  const [invoice] = await db.select().from(invoicesTable).where(eq(invoicesTable.id, link.subjectId));
  if (!invoice || invoice.status === "draft" || invoice.status === "void") return null;
  return invoice;
}

/** The customer's page: the printed invoice, its status today and its payments. */
export async function customerInvoiceView(db: Database, invoice: InvoiceRow, settings: Printing) {
  const doc = await printable(db, invoice);
  const payments = await db
    .select()
    .from(invoicePaymentsTable)
    .where(eq(invoicePaymentsTable.invoiceId, invoice.id))
    .orderBy(asc(invoicePaymentsTable.paidOn));
  return {
    number: doc.number,
    kind: invoice.kind,
    status: statusToday(invoice, todayInAuckland()),
    balanceCents: balanceDue(invoice),
    dueDate: invoice.dueDate,
    printed: printedInvoice(doc, settings, await jobSignatures(db, invoice.jobId)),
    payments: payments.map((p) => ({ amountCents: p.amountCents, paidOn: p.paidOn, method: p.method })),
  };
}

export type CustomerInvoiceView = Awaited<ReturnType<typeof customerInvoiceView>>;

/** The one change a GET of the link makes: the first open is noted on the invoice's timeline. */
export async function markInvoiceViewed(db: Database, invoice: InvoiceRow, now = new Date()) {
  if (invoice.viewedAt) return;
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .update(invoicesTable)
      .set({ viewedAt: now })
      .where(and(eq(invoicesTable.id, invoice.id), isNull(invoicesTable.viewedAt)))
      .returning({ id: invoicesTable.id });
    if (opened) await recordInvoiceEvent(tx, SYSTEM_ACTOR, invoice.id, "Opened by the customer");
  });
}
