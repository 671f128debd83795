import { dayMonthYear, money as moneyCell } from "~/features/invoices/accounting-export";
import { exportSchemaOf } from "~/features/invoices/invoice-schema";
import type { Cents } from "~/lib/money";

/*
 * Card money in the books without typing (docs/decisions/0164). Pure. Stripe is a bank account
 * of its own in the books, the clearing account (a setting): card payments go in at their full
 * amount against the invoices they paid, Stripe's fees, refunds and disputes come out of it, and
 * each payout is a transfer from it to the business's bank account, so it comes back to nil as
 * Xero's own Stripe feed does.
 *
 * - Xero: the clearing account's statement lines, in Xero's bank statement import (Accounting ›
 *   Bank accounts › the clearing account › Import a statement), each payment line referenced
 *   with the invoice number so Xero suggests the match.
 * - MYOB AccountRight: the customer payments (Receive Payments import), deposited to the
 *   clearing account and applied to their invoices; and Stripe's fees and payouts as Spend Money
 *   from the clearing account (docs/decisions/0177). MYOB reads a blank line as the end of a record.
 */
export const XERO_STATEMENT_COLUMNS = ["*Date", "*Amount", "Payee", "Description", "Reference"] as const;
export const MYOB_PAYMENT_COLUMNS = [
  "Co./Last Name",
  "Deposit Account #",
  "Receipt Date",
  "Invoice #",
  "Amount Applied",
  "Memo",
  "Payment Method",
] as const;

/** The card money export's choices: a period and one of its three files. */
export const cardExportSchema = exportSchemaOf(["xero", "myob", "myob-spend"]);

/** AccountRight's Spend Money import (New Zealand): one allocation line per record. */
export const MYOB_SPEND_MONEY_COLUMNS = [
  "Cheque Account",
  "Cheque #",
  "Date",
  "Inclusive",
  "Co./Last Name",
  "Memo",
  "Allocation Account #",
  "Amount",
  "GST Code",
] as const;
/**
 * Stripe's fees and a payout carry no GST a business can claim from the export: Stripe's fee is
 * one figure, and a payout is a transfer between the business's own accounts.
 */
const MYOB_NO_GST = "N-T";

interface ClearingPayment {
  paidOn: string;
  customer: string;
  invoiceNumber: string;
  appliedCents: Cents;
  surcharge: { invoiceNumber: string; cents: Cents } | null;
  /** Money not put on any invoice (it came after a void, or was more than owed), waiting to be refunded. */
  heldCents: Cents;
  feeCents: Cents | null;
  paymentIntentId: string;
}

interface ClearingRefund {
  refundedOn: string;
  customer: string;
  invoiceNumber: string;
  creditNoteNumber: string | null;
  amountCents: Cents;
  refundId: string;
}

interface ClearingDispute {
  openedOn: string;
  customer: string;
  invoiceNumber: string;
  withdrawnCents: Cents;
  feeCents: Cents;
  disputeId: string;
}

interface ClearingPayout {
  arrivalDate: string;
  amountCents: Cents;
  payoutId: string;
}

export interface ClearingMoney {
  payments: readonly ClearingPayment[];
  refunds: readonly ClearingRefund[];
  disputes: readonly ClearingDispute[];
  payouts: readonly ClearingPayout[];
}

type StatementLine = [string, Cents, string, string, string];

/** The clearing account's statement for a period, oldest first: every line is money in or out of Stripe's balance. */
export function statementLines(money: ClearingMoney): StatementLine[] {
  const lines: StatementLine[] = [];
  for (const p of money.payments) {
    if (p.appliedCents > 0) lines.push([p.paidOn, p.appliedCents, p.customer, `Card payment on ${p.invoiceNumber}`, p.invoiceNumber]);
    if (p.surcharge)
      lines.push([p.paidOn, p.surcharge.cents, p.customer, `Card surcharge ${p.surcharge.invoiceNumber}`, p.surcharge.invoiceNumber]);
    if (p.heldCents > 0)
      lines.push([p.paidOn, p.heldCents, p.customer, `Card payment held for ${p.invoiceNumber}, to refund`, p.paymentIntentId]);
    if (p.feeCents) lines.push([p.paidOn, -p.feeCents, "Stripe", `Stripe fee on ${p.invoiceNumber}`, p.paymentIntentId]);
  }
  for (const r of money.refunds)
    lines.push([r.refundedOn, -r.amountCents, r.customer, `Card refund on ${r.invoiceNumber}`, r.creditNoteNumber ?? r.invoiceNumber]);
  for (const d of money.disputes) {
    if (d.withdrawnCents !== 0) lines.push([d.openedOn, -d.withdrawnCents, d.customer, `Card dispute on ${d.invoiceNumber}`, d.disputeId]);
    if (d.feeCents) lines.push([d.openedOn, -d.feeCents, "Stripe", `Stripe dispute fee on ${d.invoiceNumber}`, d.disputeId]);
  }
  for (const p of money.payouts) lines.push([p.arrivalDate, -p.amountCents, "Stripe", "Payout to the bank account", p.payoutId]);
  return lines.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

export function xeroStatementRows(money: ClearingMoney): (string | number)[][] {
  return statementLines(money).map(([day, cents, payee, description, reference]) => [
    dayMonthYear(day),
    moneyCell(cents),
    payee,
    description,
    reference,
  ]);
}

type Row = (string | number)[];

/** The card payments as MYOB's customer payments: one record per invoice paid, deposited to the clearing account. */
export function myobPaymentRecords(money: ClearingMoney, clearingAccount: string): Row[][] {
  return money.payments.flatMap((p) => {
    const row = (invoiceNumber: string, cents: Cents) => [
      p.customer,
      clearingAccount,
      dayMonthYear(p.paidOn),
      invoiceNumber,
      moneyCell(cents),
      `Card payment ${p.paymentIntentId}`,
      "Credit Card",
    ];
    const records = p.appliedCents > 0 ? [[row(p.invoiceNumber, p.appliedCents)]] : [];
    if (p.surcharge) records.push([row(p.surcharge.invoiceNumber, p.surcharge.cents)]);
    return records;
  });
}

export interface MyobAccounts {
  /** Where card money waits for its payout (the clearing account). */
  clearingAccount: string;
  /** Where Stripe's fees go. */
  feesAccount: string;
  /** The bank account payouts arrive in. */
  bankAccount: string;
}

/**
 * What leaves the clearing account other than refunds, as MYOB's Spend Money: Stripe's fee on
 * each payment and dispute to the fees account, and each payout to the bank account. Refunds and
 * disputed amounts are not here: MYOB settles a credit note's refund with Pay Refund, which it
 * does not import, so /admin/payments lists them to settle there (docs/decisions/0177).
 */
export function myobSpendMoneyRecords(money: ClearingMoney, accounts: MyobAccounts): Row[][] {
  const record = (day: string, payee: string, memo: string, allocation: string, cents: Cents): Row[] => [
    [accounts.clearingAccount, "", dayMonthYear(day), "X", payee, memo, allocation, moneyCell(cents), MYOB_NO_GST],
  ];
  const dated: Array<[string, Row[]]> = [];
  for (const p of money.payments)
    if (p.feeCents)
      dated.push([
        p.paidOn,
        record(p.paidOn, "Stripe", `Stripe fee on ${p.invoiceNumber} (${p.paymentIntentId})`, accounts.feesAccount, p.feeCents),
      ]);
  for (const d of money.disputes)
    if (d.feeCents)
      dated.push([
        d.openedOn,
        record(d.openedOn, "Stripe", `Stripe dispute fee on ${d.invoiceNumber} (${d.disputeId})`, accounts.feesAccount, d.feeCents),
      ]);
  for (const p of money.payouts)
    dated.push([p.arrivalDate, record(p.arrivalDate, "Stripe", `Stripe payout ${p.payoutId}`, accounts.bankAccount, p.amountCents)]);
  return dated.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, rows]) => rows);
}

/** A MYOB import's lines: each record's rows, then the blank line that ends it. */
export function myobLines(columns: readonly string[], records: Row[][]): Row[] {
  return [[...columns], ...records.flatMap((rows): Row[] => [...rows, []])];
}
