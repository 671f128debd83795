import { percentOf, type Cents } from "~/lib/money";

/**
 * The card surcharge on a payment (docs/decisions/0162): a percentage of what goes towards the
 * invoice, rounded to the cent by the money module; none when the setting is 0. Isomorphic, so
 * the page shows before paying exactly what Stripe's page will ask for.
 */
export function cardSurcharge(paymentCents: Cents, percent: number): Cents {
  return percent > 0 ? percentOf(paymentCents, percent) : 0;
}
