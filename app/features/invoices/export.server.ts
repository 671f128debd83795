import { and, asc, gte, inArray, lte, sql } from "drizzle-orm";
import { csvRow } from "~/lib/csv";
import type { IsoDay } from "~/lib/clock";
import type { AmountsAre } from "~/lib/money";
import type { Database } from "~/platform/db/database";
import { INVOICES_PER_FILE, MYOB_COLUMNS, myobRows, XERO_COLUMNS, xeroRows, type ExportInvoice } from "./accounting-export";
import { invoiceNumber } from "./records.server";
import { invoiceLinesTable, invoicesTable } from "./tables";

/*
 * The accounting export (docs/decisions/0113): the invoices and credit notes issued in a period
 * (never drafts or void ones), in files of at most 500 invoices as Xero asks, oldest first so
 * part 1 is always the same invoices.
 */
type ExportFormat = "xero" | "myob";

export interface ExportRequest {
  from: IsoDay;
  to: IsoDay;
  part: number;
  format: ExportFormat;
  basis: AmountsAre;
}

const i = invoicesTable;
const inPeriod = (from: IsoDay, to: IsoDay) =>
  and(gte(i.issueDate, from), lte(i.issueDate, to), inArray(i.status, ["sent", "part_paid", "paid"]));

/** How many invoices the period holds, and so how many files it takes. */
export async function exportSize(db: Database, from: IsoDay, to: IsoDay) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(i)
    .where(inPeriod(from, to));
  return { count, parts: Math.ceil(count / INVOICES_PER_FILE) };
}

/** One file of the export as CSV text, with its file name. */
export async function exportFile(db: Database, request: ExportRequest) {
  const invoices = await db
    .select()
    .from(i)
    .where(inPeriod(request.from, request.to))
    .orderBy(asc(i.issueDate), asc(i.id))
    .limit(INVOICES_PER_FILE)
    .offset((request.part - 1) * INVOICES_PER_FILE);
  const lines = invoices.length
    ? await db
        .select()
        .from(invoiceLinesTable)
        .where(
          inArray(
            invoiceLinesTable.invoiceId,
            invoices.map((inv) => inv.id),
          ),
        )
        .orderBy(asc(invoiceLinesTable.invoiceId), asc(invoiceLinesTable.position))
    : [];
  const byInvoice = new Map<number, typeof lines>();
  for (const line of lines) {
    const list = byInvoice.get(line.invoiceId);
    if (list) list.push(line);
    else byInvoice.set(line.invoiceId, [line]);
  }
  const rowsOf = request.format === "xero" ? xeroRows : myobRows;
  const out: string[] = [csvRow(request.format === "xero" ? XERO_COLUMNS : MYOB_COLUMNS)];
  for (const invoice of invoices) {
    const exportable: ExportInvoice = {
      ...invoice,
      number: invoiceNumber(invoice),
      issueDate: invoice.issueDate!,
      dueDate: invoice.dueDate ?? invoice.issueDate!,
      lines: byInvoice.get(invoice.id) ?? [],
    };
    for (const row of rowsOf(exportable, request.basis)) out.push(csvRow(row));
    // MYOB reads a blank line as the end of one sale.
    if (request.format === "myob") out.push("\r\n");
  }
  const suffix = request.part > 1 ? `-part-${request.part}` : "";
  return {
    csv: out.join(""),
    filename: `${request.format === "xero" ? "xero" : "myob"}-invoices-${request.from}-to-${request.to}${suffix}.csv`,
    count: invoices.length,
  };
}
