import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { ofCustomersLeads, type CustomerHistoryRow } from "~/features/customers/history-row";
import { serviceJobsTable } from "~/features/jobs/tables";
import { formatIsoDayShort, formatWhen, todayInAuckland } from "~/lib/clock";
import { invoiceNumber } from "./records.server";
import { INVOICE_KIND_LABELS, PAYMENT_METHOD_LABELS, statusToday, type InvoiceKind, type PaymentMethod, invoiceStatuses } from "./statuses";
import { invoicePaymentsTable, invoicesTable } from "./tables";

const i = invoicesTable;

/** The customer's invoices: of their requests or those requests' jobs, or made for them with no request. */
export function customersInvoices(db: Pick<Database, "select">, customerId: number) {
  return or(
    ofCustomersLeads(db, i.leadId, customerId),
    inArray(
      i.jobId,
      db
        .select({ id: serviceJobsTable.id })
        .from(serviceJobsTable)
        .where(ofCustomersLeads(db, serviceJobsTable.leadId, customerId)),
    ),
    and(isNull(i.leadId), isNull(i.jobId), eq(i.customerId, customerId)),
  );
}

/** The customer's invoices and credit notes, newest first, for their page. */
export async function invoicesForCustomer(db: Pick<Database, "select">, customerId: number): Promise<CustomerHistoryRow[]> {
  const today = todayInAuckland();
  const rows = await db
    .select({
      id: i.id,
      prefix: i.prefix,
      number: i.number,
      kind: i.kind,
      title: i.title,
      status: i.status,
      dueDate: i.dueDate,
      inclusiveCents: i.inclusiveCents,
      sentAt: i.sentAt,
      createdAt: i.createdAt,
    })
    .from(i)
    .where(customersInvoices(db, customerId))
    .orderBy(desc(i.id))
    .limit(100);
  return rows.map((r) => ({
    key: `i${r.id}`,
    href: `/admin/invoices/${r.id}`,
    label: invoiceNumber(r),
    about: `${INVOICE_KIND_LABELS[r.kind as InvoiceKind] ?? r.kind}: ${r.title}`,
    status: invoiceStatuses.labels[statusToday(r, today)],
    amountCents: r.inclusiveCents,
    when: r.sentAt ? `sent ${formatWhen(r.sentAt)}` : `made ${formatWhen(r.createdAt)}`,
  }));
}

/** The payments on the customer's invoices, latest first, for their page. */
export async function paymentsForCustomer(db: Pick<Database, "select">, customerId: number): Promise<CustomerHistoryRow[]> {
  const rows = await db
    .select({
      id: invoicePaymentsTable.id,
      invoiceId: i.id,
      prefix: i.prefix,
      number: i.number,
      amountCents: invoicePaymentsTable.amountCents,
      paidOn: invoicePaymentsTable.paidOn,
      method: invoicePaymentsTable.method,
      reference: invoicePaymentsTable.reference,
    })
    .from(invoicePaymentsTable)
    .innerJoin(i, eq(i.id, invoicePaymentsTable.invoiceId))
    .where(customersInvoices(db, customerId))
    .orderBy(desc(invoicePaymentsTable.paidOn), desc(invoicePaymentsTable.id))
    .limit(100);
  return rows.map((r) => ({
    key: `p${r.id}`,
    href: `/admin/invoices/${r.invoiceId}`,
    label: `On ${invoiceNumber(r)}`,
    about: [PAYMENT_METHOD_LABELS[r.method as PaymentMethod] ?? r.method, r.reference].filter(Boolean).join(", "),
    status: "Paid",
    amountCents: r.amountCents,
    when: formatIsoDayShort(r.paidOn),
  }));
}
