import { centsToDecimal, gstInInclusive, gstOnExclusive, type AmountsAre, type Cents } from "~/lib/money";
import type { InvoiceLineKind } from "./invoice-lines";
import type { InvoiceBuyer } from "./tables";

/*
 * Invoices as rows an accountant imports without a paid connector (docs/decisions/0113): Xero's
 * sales-invoice import (Sales › Invoices › Import) and MYOB AccountRight's service-sale import.
 * Pure. Each file is in one basis (Xero asks at import whether amounts include tax); a line
 * whose invoice was written the other way is converted, and each line carries its tax amount,
 * adjusted by the rounding cents on its largest line, so every invoice's total and GST in the
 * file are exactly the invoice's.
 */
export const XERO_COLUMNS = [
  "*ContactName",
  "EmailAddress",
  "POAddressLine1",
  "POAddressLine2",
  "POAddressLine3",
  "POAddressLine4",
  "POCity",
  "PORegion",
  "POPostalCode",
  "POCountry",
  "*InvoiceNumber",
  "Reference",
  "*InvoiceDate",
  "*DueDate",
  "Total",
  "InventoryItemCode",
  "*Description",
  "*Quantity",
  "*UnitAmount",
  "Discount",
  "*AccountCode",
  "*TaxType",
  "TaxAmount",
  "TrackingName1",
  "TrackingOption1",
  "TrackingName2",
  "TrackingOption2",
  "Currency",
  "BrandingTheme",
] as const;

export const MYOB_COLUMNS = [
  "Co./Last Name",
  "Addr 1 - Line 1",
  "Addr 1 - Line 2",
  "Inclusive",
  "Invoice #",
  "Date",
  "Customer PO",
  "Description",
  "Account #",
  "Amount",
  "Inc-Tax Amount",
  "Tax Code",
  "GST Amount",
] as const;

/** Xero's name for New Zealand's standard rate on sales. */
export const XERO_TAX_TYPE = "15% GST on Income";
const MYOB_TAX_CODE = "GST";
/** Xero takes at most 500 invoices in one file. */
export const INVOICES_PER_FILE = 500;

export interface ExportInvoice {
  number: string;
  kind: string;
  buyer: InvoiceBuyer;
  reference: string;
  issueDate: string;
  dueDate: string;
  amountsAre: AmountsAre;
  gstCents: Cents;
  inclusiveCents: Cents;
  lines: {
    kind: InvoiceLineKind | string;
    description: string;
    quantity: number | null;
    unitPriceCents: Cents | null;
    amountCents: Cents | null;
    accountCode: string;
  }[];
}

interface ExportLine {
  description: string;
  quantity: number;
  unitAmountCents: Cents;
  amountCents: Cents;
  taxCents: Cents;
  accountCode: string;
}

/**
 * An amount as a number cell: 12345 → 123.45. Numbers, unlike text, pass the CSV module's
 * formula guard unchanged, so a credit's "-123.45" is never written as text.
 */
export const money = (cents: Cents) => Number(centsToDecimal(cents));

/** 2026-11-26 → 26/11/2026, as both importers read dates. */
export function dayMonthYear(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
}

function largestIndex(amounts: Cents[]): number {
  let index = 0;
  amounts.forEach((amount, i) => {
    if (Math.abs(amount) > Math.abs(amounts[index])) index = i;
  });
  return index;
}

/** An invoice's priced lines in the file's basis, with their tax; a credit note's lines are negative. */
export function exportLines(invoice: ExportInvoice, basis: AmountsAre): ExportLine[] {
  const priced = invoice.lines.filter((l) => l.amountCents !== null && l.amountCents !== 0);
  if (priced.length === 0) return [];
  const amounts = priced.map((l) => l.amountCents!);
  const taxes = amounts.map((a) => (invoice.amountsAre === "inclusive" ? gstInInclusive(a) : gstOnExclusive(a)));
  const rounding = invoice.gstCents - taxes.reduce((sum, t) => sum + t, 0);
  taxes[largestIndex(amounts)] += rounding;
  const sign = invoice.kind === "credit_note" ? -1 : 1;
  return priced.map((line, i) => {
    const sameBasis = invoice.amountsAre === basis;
    const amount = sameBasis ? amounts[i] : basis === "inclusive" ? amounts[i] + taxes[i] : amounts[i] - taxes[i];
    const keepsQuantity = sameBasis && line.quantity !== null && line.unitPriceCents !== null;
    return {
      description: line.description,
      quantity: keepsQuantity ? line.quantity! : 1,
      unitAmountCents: sign * (keepsQuantity ? line.unitPriceCents! : amount),
      amountCents: sign * amount,
      taxCents: sign * taxes[i],
      accountCode: line.accountCode,
    };
  });
}

/** One Xero row per priced line; rows sharing an invoice number make one invoice. */
export function xeroRows(invoice: ExportInvoice, basis: AmountsAre): (string | number)[][] {
  return exportLines(invoice, basis).map((line) => [
    invoice.buyer.name,
    invoice.buyer.email,
    invoice.buyer.address,
    invoice.buyer.suburb,
    "",
    "",
    "Auckland",
    "",
    "",
    "New Zealand",
    invoice.number,
    invoice.reference,
    dayMonthYear(invoice.issueDate),
    dayMonthYear(invoice.dueDate),
    "",
    "",
    line.description,
    line.quantity,
    money(line.unitAmountCents),
    "",
    line.accountCode,
    XERO_TAX_TYPE,
    money(line.taxCents),
    "",
    "",
    "",
    "",
    "NZD",
    "",
  ]);
}

/** MYOB's service-sale rows: one per line, each carrying both the tax-exclusive and tax-inclusive amounts. */
export function myobRows(invoice: ExportInvoice, basis: AmountsAre): (string | number)[][] {
  return exportLines(invoice, basis).map((line) => {
    const exclusive = basis === "exclusive" ? line.amountCents : line.amountCents - line.taxCents;
    return [
      invoice.buyer.name,
      invoice.buyer.address,
      invoice.buyer.suburb,
      basis === "inclusive" ? "X" : "",
      invoice.number,
      dayMonthYear(invoice.issueDate),
      invoice.reference,
      line.description,
      line.accountCode,
      money(exclusive),
      money(exclusive + line.taxCents),
      MYOB_TAX_CODE,
      money(line.taxCents),
    ];
  });
}
