import { parseMoney, type Cents } from "~/lib/money";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/** The customer's "Pay by card" form (docs/decisions/0160). Isomorphic. */

/** Stripe's smallest card charge in New Zealand dollars is 50c; we ask for at least $1 unless less is owed. */
export const MIN_CARD_PAYMENT_CENTS: Cents = 100;
/** The most one Checkout payment takes in NZD ($999,999.99); more goes by bank transfer. */
export const MAX_CARD_PAYMENT_CENTS: Cents = 99_999_999;

const AMOUNT_MESSAGE = "Enter the amount to pay, such as 120.00";

export const payByCardSchema = z.object({
  amount: safeText("The amount")
    .max(30, AMOUNT_MESSAGE)
    .transform((text, ctx) => {
      const cents = parseMoney(text);
      if (cents === null || cents <= 0) {
        ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return cents;
    }),
});

/** A Checkout session id as Stripe makes them, read back from the address Stripe returns the customer to. */
export function checkoutSessionId(value: string | null): string | null {
  return value && /^cs_(test|live)_[A-Za-z0-9]{10,200}$/.test(value) ? value : null;
}
