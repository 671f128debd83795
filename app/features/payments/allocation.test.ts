import { describe, expect, it } from "vitest";
import { moneyLeft, takeBack } from "./allocation";
import { cardSurcharge } from "./surcharge";

describe("where money given back comes from", () => {
  const payment = { amountCents: 10_300, appliedCents: 10_000, invoicedSurchargeCents: 300 };

  it("takes from the invoice before the surcharge, and never more than is left", () => {
    expect(takeBack(moneyLeft(payment, []), 4_000)).toEqual({ held: 0, invoice: 4_000, surcharge: 0 });
    expect(takeBack(moneyLeft(payment, []), 10_300)).toEqual({ held: 0, invoice: 10_000, surcharge: 300 });
    expect(takeBack(moneyLeft(payment, []), 99_999)).toEqual({ held: 0, invoice: 10_000, surcharge: 300 });
  });

  it("gives back held money first, and counts what earlier refunds and disputes took", () => {
    const overpaid = { amountCents: 15_000, appliedCents: 9_000, invoicedSurchargeCents: 0 };
    expect(takeBack(moneyLeft(overpaid, []), 7_000)).toEqual({ held: 6_000, invoice: 1_000, surcharge: 0 });
    const after = moneyLeft(overpaid, [{ held: 6_000, invoice: 1_000, surcharge: 0 }]);
    expect(after).toEqual({ held: 0, invoice: 8_000, surcharge: 0 });
    expect(takeBack(after, 8_000)).toEqual({ held: 0, invoice: 8_000, surcharge: 0 });
    // A surcharge that was never invoiced (the payment came after a void) is held money.
    expect(moneyLeft({ amountCents: 10_300, appliedCents: 0, invoicedSurchargeCents: 0 }, [])).toEqual({
      held: 10_300,
      invoice: 0,
      surcharge: 0,
    });
  });
});

describe("the card surcharge", () => {
  it("is a percentage of the payment to the cent, and nothing when the setting is 0", () => {
    expect(cardSurcharge(23_000, 1.5)).toBe(345);
    expect(cardSurcharge(10_001, 2.7)).toBe(270);
    expect(cardSurcharge(33, 1.5)).toBe(0);
    expect(cardSurcharge(50_000, 0)).toBe(0);
  });
});
