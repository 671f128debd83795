import { Form, useNavigation } from "react-router";
import { TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import type { ActionFailure, ActionResult } from "~/lib/form-action";
import { centsToDecimal, formatMoney } from "~/lib/money";
import type { CardPanel } from "../customer-pay.server";
import { ReturnFromStripe } from "./confirming";

/** Says the surcharge before the customer pays: its rate, and what it comes to on the whole balance. */
export function SurchargeNote({ percent, onCents, balanceCents }: { percent: number; onCents: number; balanceCents: number }) {
  if (percent <= 0) return <p className="text-sm text-muted">No surcharge for paying by card.</p>;
  return (
    <p className="text-sm">
      {`A card surcharge of ${percent}% is added, which is what the card payment costs us: ${formatMoney(onCents)} on ${formatMoney(balanceCents)}, so ${formatMoney(balanceCents + onCents)} in all. It comes with its own tax invoice. Bank transfer has no surcharge.`}
    </p>
  );
}

/** The amount to pay by card (all that is owed, or part of it) and the surcharge said before paying. */
export function CardAmount({ panel, scope, failure }: { panel: CardPanel; scope: string; failure?: ActionFailure }) {
  return (
    <>
      <TextInput
        name="amount"
        scope={scope}
        label="Amount to pay ($)"
        hint={`All that is owed is ${formatMoney(panel.balanceCents)}; you may pay part of it${panel.minimumCents < panel.balanceCents ? `, from ${formatMoney(panel.minimumCents)}` : ""}.`}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={failure?.values?.amount ?? centsToDecimal(panel.maximumCents)}
        error={failure?.errors?.amount}
        className="max-w-xs"
      />
      <SurchargeNote percent={panel.surchargePercent} onCents={panel.surchargeOnBalanceCents} balanceCents={panel.maximumCents} />
    </>
  );
}

/**
 * "Pay by card" on the customer's invoice (docs/decisions/0160): the amount (all that is owed,
 * or part of it), the surcharge said before paying, and a button that opens Stripe's page, where
 * the card, Apple Pay or Google Pay is taken. The bank account stays on the invoice below.
 */
export function CardPaymentPanel({ panel, result }: { panel: CardPanel; result: ActionResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay-card";
  const failure = result && !result.ok && result.intent === "pay-card" ? result : undefined;
  return (
    <>
      <ReturnFromStripe
        returning={panel.returning}
        recorded="Thank you: your card payment is recorded, and a receipt is on its way by email."
      />
      {panel.payable ? (
        <section aria-labelledby="pay-card-heading" className="mt-6 rounded-lg border-2 border-brand-600 bg-white p-4 sm:p-6 print:hidden">
          <h2 id="pay-card-heading" className="text-xl font-semibold">
            Pay by card
          </h2>
          <p className="mt-1 text-sm text-muted">
            Visa, Mastercard, Apple Pay or Google Pay, on our payment provider Stripe's secure page. Your card details never reach us.
          </p>
          {failure && !failure.errors ? <FormAlert className="mt-3">{failure.message}</FormAlert> : null}
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="pay-card" />
            <CardAmount panel={panel} scope="pay" failure={failure} />
            <Button type="submit" disabled={busy}>
              {busy ? "Opening the payment page…" : "Pay by card"}
            </Button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
