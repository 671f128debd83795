import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import type { Returning } from "../customer-pay.server";

/** How long the page keeps asking whether Stripe's confirmation has arrived, and how often. */
const ASK_EVERY_MS = 2_000;
const ASK_FOR_MS = 60_000;

/**
 * The customer back from Stripe's page (docs/decisions/0161): a payment is recorded only when
 * Stripe's signed webhook says so, which is usually a moment after they are back. While it is
 * on its way the page asks again every few seconds (and says so without JavaScript).
 */
export function ReturnFromStripe({ returning, recorded }: { returning: Returning; recorded: string }) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (returning !== "confirming") return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > ASK_FOR_MS) clearInterval(timer);
      else if (state === "idle") void revalidate();
    }, ASK_EVERY_MS);
    return () => clearInterval(timer);
  }, [returning, revalidate, state]);
  if (returning === "recorded")
    return (
      <FormAlert tone="success" className="mt-4">
        {recorded}
      </FormAlert>
    );
  if (returning === "confirming")
    return (
      <FormAlert tone="info" className="mt-4">
        Thank you. Your card payment is being confirmed with the bank: this page shows it in a moment (reload it if it does not), and a
        receipt is on its way by email.
      </FormAlert>
    );
  if (returning === "left")
    return (
      <FormAlert tone="info" className="mt-4">
        You left the card payment page, so nothing was charged.
      </FormAlert>
    );
  return null;
}
