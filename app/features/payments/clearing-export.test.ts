import { describe, expect, it } from "vitest";
import {
  MYOB_PAYMENT_COLUMNS,
  myobPaymentRows,
  statementLines,
  XERO_STATEMENT_COLUMNS,
  xeroStatementRows,
  type ClearingMoney,
} from "./clearing-export";

const money: ClearingMoney = {
  payments: [
    {
      paidOn: "2026-11-02",
      customer: "Aroha Ngata",
      invoiceNumber: "INV-000012",
      appliedCents: 23_000,
      surcharge: { invoiceNumber: "INV-000013", cents: 345 },
      heldCents: 0,
      feeCents: 660,
      paymentIntentId: "pi_1",
    },
    {
      paidOn: "2026-11-01",
      customer: "Ben Walker",
      invoiceNumber: "INV-000009",
      appliedCents: 0,
      surcharge: null,
      heldCents: 5_000,
      feeCents: 165,
      paymentIntentId: "pi_2",
    },
  ],
  refunds: [
    {
      refundedOn: "2026-11-03",
      customer: "Ben Walker",
      invoiceNumber: "INV-000009",
      creditNoteNumber: null,
      amountCents: 5_000,
      refundId: "re_1",
    },
  ],
  disputes: [],
  payouts: [{ arrivalDate: "2026-11-05", amountCents: 23_000 + 345 - 660 + 5_000 - 165 - 5_000, payoutId: "po_1" }],
};

describe("the clearing account's statement", () => {
  it("puts every card payment, fee, refund and payout in date order, and comes back to nil once paid out", () => {
    const lines = statementLines(money);
    expect(lines.map(([day, cents, , description]) => [day, cents, description])).toEqual([
      ["2026-11-01", 5_000, "Card payment held for INV-000009, to refund"],
      ["2026-11-01", -165, "Stripe fee on INV-000009"],
      ["2026-11-02", 23_000, "Card payment on INV-000012"],
      ["2026-11-02", 345, "Card surcharge INV-000013"],
      ["2026-11-02", -660, "Stripe fee on INV-000012"],
      ["2026-11-03", -5_000, "Card refund on INV-000009"],
      ["2026-11-05", -22_520, "Payout to the bank account"],
    ]);
    expect(lines.reduce((sum, line) => sum + line[1], 0)).toBe(0);
  });

  it("writes Xero's statement columns with day-first dates and number amounts, and MYOB's payments to the clearing account", () => {
    expect(XERO_STATEMENT_COLUMNS).toEqual(["*Date", "*Amount", "Payee", "Description", "Reference"]);
    expect(xeroStatementRows(money)[2]).toEqual(["02/11/2026", 230, "Aroha Ngata", "Card payment on INV-000012", "INV-000012"]);
    expect(MYOB_PAYMENT_COLUMNS[1]).toBe("Deposit Account #");
    expect(myobPaymentRows(money, "1-1190")).toEqual([
      ["Aroha Ngata", "1-1190", "02/11/2026", "INV-000012", 230, "Card payment pi_1", "Credit Card"],
      ["Aroha Ngata", "1-1190", "02/11/2026", "INV-000013", 3.45, "Card payment pi_1", "Credit Card"],
    ]);
  });
});
