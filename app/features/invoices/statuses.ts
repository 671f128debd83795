import type { IsoDay } from "~/lib/clock";
import { defineStatuses } from "~/lib/status-set";

/*
 * Where an invoice is (docs/decisions/0112). Isomorphic. Stored: draft, sent, part paid, paid,
 * void. Overdue is not stored but read from the due date, so it is never out of date: an
 * invoice sent or part paid whose due day has passed in Auckland.
 */
export const invoiceStatuses = defineStatuses({
  draft: { label: "Draft", tone: "grey" },
  sent: { label: "Sent", tone: "blue" },
  part_paid: { label: "Part paid", tone: "amber" },
  paid: { label: "Paid", tone: "green" },
  void: { label: "Void", tone: "grey" },
  overdue: { label: "Overdue", tone: "red" },
});

export type InvoiceStatus = (typeof invoiceStatuses.values)[number];
export type StoredStatus = Exclude<InvoiceStatus, "overdue">;

/** surcharge: a card surcharge, its own tax invoice issued paid with the card payment (docs/decisions/0162). */
export type InvoiceKind = "invoice" | "deposit" | "credit_note" | "surcharge";

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: "Invoice",
  deposit: "Deposit invoice",
  credit_note: "Credit note",
  surcharge: "Card surcharge",
};

export const PAYMENT_METHODS = ["bank_transfer", "card", "cash", "eftpos"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  cash: "Cash",
  eftpos: "EFTPOS",
};

/** Still owed: sent and not fully paid. */
export const UNPAID: readonly StoredStatus[] = ["sent", "part_paid"];

export function isUnpaid(status: string): boolean {
  return (UNPAID as readonly string[]).includes(status);
}

/** The status to show today: a stored one, or overdue for an unpaid invoice past its due day. */
export function statusToday(invoice: { status: string; dueDate: IsoDay | null; kind?: string }, today: IsoDay): InvoiceStatus {
  if (invoice.kind !== "credit_note" && isUnpaid(invoice.status) && invoice.dueDate !== null && invoice.dueDate < today) return "overdue";
  return invoice.status as InvoiceStatus;
}

/** What the invoice is after money in or credit: paid once nothing is owed, part paid while something came in. */
export function statusAfterMoney(invoice: { inclusiveCents: number; paidCents: number; creditedCents: number }): StoredStatus {
  const balance = invoice.inclusiveCents - invoice.paidCents - invoice.creditedCents;
  if (balance <= 0) return "paid";
  return invoice.paidCents + invoice.creditedCents > 0 ? "part_paid" : "sent";
}

export function balanceDue(invoice: { inclusiveCents: number; paidCents: number; creditedCents: number }): number {
  return invoice.inclusiveCents - invoice.paidCents - invoice.creditedCents;
}
