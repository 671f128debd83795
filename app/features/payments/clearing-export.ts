import { dayMonthYear, money as moneyCell } from "~/features/invoices/accounting-export";
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
 *   clearing account and applied to their invoices.
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

/** The card payments as MYOB's customer payments: one per invoice paid, deposited to the clearing account. */
export function myobPaymentRows(money: ClearingMoney, clearingAccount: string): (string | number)[][] {
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
    const rows = p.appliedCents > 0 ? [row(p.invoiceNumber, p.appliedCents)] : [];
    if (p.surcharge) rows.push(row(p.surcharge.invoiceNumber, p.surcharge.cents));
    return rows;
  });
}
