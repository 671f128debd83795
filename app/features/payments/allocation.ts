import type { Cents } from "~/lib/money";

/*
 * Where money given back on a card payment comes from (docs/decisions/0163). Pure. A card
 * payment's money sits in three places: held (never put on an invoice: it came after the invoice
 * was voided, or was more than was owed), on the invoice, and on its surcharge invoice. A refund
 * or a lost dispute takes from them in that order: what we should not have kept goes back first,
 * the surcharge last.
 */
export interface MoneyPlaces {
  held: Cents;
  invoice: Cents;
  surcharge: Cents;
}

export interface CardMoney {
  amountCents: Cents;
  appliedCents: Cents;
  /** The surcharge that went on a surcharge invoice (0 when it was held instead). */
  invoicedSurchargeCents: Cents;
}

/** What is still in each place, after what earlier refunds and lost disputes took. */
export function moneyLeft(payment: CardMoney, takenBack: readonly MoneyPlaces[]): MoneyPlaces {
  const taken = takenBack.reduce(
    (sum, t) => ({ held: sum.held + t.held, invoice: sum.invoice + t.invoice, surcharge: sum.surcharge + t.surcharge }),
    { held: 0, invoice: 0, surcharge: 0 },
  );
  return {
    held: payment.amountCents - payment.appliedCents - payment.invoicedSurchargeCents - taken.held,
    invoice: payment.appliedCents - taken.invoice,
    surcharge: payment.invoicedSurchargeCents - taken.surcharge,
  };
}

/** Splits `amount` over what is left, held first, then the invoice, then the surcharge; never more than is left. */
export function takeBack(left: MoneyPlaces, amount: Cents): MoneyPlaces {
  let rest = Math.max(0, amount);
  const from = (available: Cents) => {
    const taken = Math.min(rest, Math.max(0, available));
    rest -= taken;
    return taken;
  };
  return { held: from(left.held), invoice: from(left.invoice), surcharge: from(left.surcharge) };
}
