import { describe, expect, it } from "vitest";
import {
  MYOB_PAYMENT_COLUMNS,
  MYOB_SPEND_MONEY_COLUMNS,
  myobLines,
  myobPaymentRecords,
  myobSpendMoneyRecords,
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

/** A second period: a dispute lost with its fee, and two payouts. */
const disputed: ClearingMoney = {
  payments: [{ ...money.payments[0], paidOn: "2026-12-01", surcharge: null, feeCents: 640, paymentIntentId: "pi_3" }],
  refunds: [],
  disputes: [
    {
      openedOn: "2026-12-04",
      customer: "Aroha Ngata",
      invoiceNumber: "INV-000012",
      withdrawnCents: 10_000,
      feeCents: 2_500,
      disputeId: "dp_1",
    },
  ],
  payouts: [
    { arrivalDate: "2026-12-03", amountCents: 23_000 - 640, payoutId: "po_2" },
    { arrivalDate: "2026-12-06", amountCents: -12_500, payoutId: "po_3" },
  ],
};
const ACCOUNTS = { clearingAccount: "1-1190", feesAccount: "6-1150", bankAccount: "1-1110" };

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
    expect(myobPaymentRecords(money, "1-1190")).toEqual([
      [["Aroha Ngata", "1-1190", "02/11/2026", "INV-000012", 230, "Card payment pi_1", "Credit Card"]],
      [["Aroha Ngata", "1-1190", "02/11/2026", "INV-000013", 3.45, "Card payment pi_1", "Credit Card"]],
    ]);
  });
});

describe("MYOB's Spend Money from the clearing account", () => {
  it("carries each payment's and dispute's fee to the fees account and each payout to the bank account, in date order", () => {
    expect(MYOB_SPEND_MONEY_COLUMNS).toContain("Allocation Account #");
    expect(myobSpendMoneyRecords(money, ACCOUNTS)).toEqual([
      [["1-1190", "", "01/11/2026", "X", "Stripe", "Stripe fee on INV-000009 (pi_2)", "6-1150", 1.65, "N-T"]],
      [["1-1190", "", "02/11/2026", "X", "Stripe", "Stripe fee on INV-000012 (pi_1)", "6-1150", 6.6, "N-T"]],
      [["1-1190", "", "05/11/2026", "X", "Stripe", "Stripe payout po_1", "1-1110", 225.2, "N-T"]],
    ]);
    expect(myobSpendMoneyRecords(disputed, ACCOUNTS).map(([[, , day, , , memo, account, amount]]) => [day, memo, account, amount])).toEqual(
      [
        ["01/12/2026", "Stripe fee on INV-000012 (pi_3)", "6-1150", 6.4],
        ["03/12/2026", "Stripe payout po_2", "1-1110", 223.6],
        ["04/12/2026", "Stripe dispute fee on INV-000012 (dp_1)", "6-1150", 25],
        ["06/12/2026", "Stripe payout po_3", "1-1110", -125],
      ],
    );
  });

  it("with the payments received and the refunds and disputes settled in MYOB, leaves the clearing account where the statement does", () => {
    for (const period of [money, disputed]) {
      const cents = (records: (string | number)[][][], column: number) =>
        records.flat().reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);
      const settledInMyob =
        period.refunds.reduce((sum, r) => sum + r.amountCents, 0) -
        period.payments.reduce((sum, p) => sum + p.heldCents, 0) +
        period.disputes.reduce((sum, d) => sum + d.withdrawnCents, 0);
      const myob = cents(myobPaymentRecords(period, "1-1190"), 4) - cents(myobSpendMoneyRecords(period, ACCOUNTS), 7) - settledInMyob;
      expect(myob).toBe(statementLines(period).reduce((sum, line) => sum + line[1], 0));
    }
  });

  it("ends every record with a blank line, as MYOB's import reads them", () => {
    expect(myobLines(["A", "B"], [[["one", 1]], [["two", 2]]])).toEqual([["A", "B"], ["one", 1], [], ["two", 2], []]);
  });
});
