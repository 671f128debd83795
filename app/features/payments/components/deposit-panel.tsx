import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/form-action";
import { formatMoney } from "~/lib/money";
import type { DepositPanel } from "../customer-pay.server";
import { SurchargeNote } from "./card-payment-panel";
import { ReturnFromStripe } from "./confirming";

/**
 * An accepted quote's deposit (docs/decisions/0165): paid, or to pay now by card (the customer
 * has just accepted: Jobber's "approve, then pay the deposit") or by bank transfer with the
 * deposit invoice's number.
 */
export function DepositPanelView({ panel, result }: { panel: DepositPanel; result: ActionResult | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "pay-deposit";
  const failure = result && !result.ok && result.intent === "pay-deposit" ? result : undefined;
  const reference = panel.invoiceNumber ?? "the number on the deposit invoice we email you";
  return (
    <section aria-labelledby="deposit-heading" className="mt-4 rounded-lg border-2 border-brand-600 bg-white p-4 sm:p-6 print:hidden">
      <h2 id="deposit-heading" className="text-xl font-semibold">
        {panel.paid ? "Deposit paid" : `Deposit of ${formatMoney(panel.amountCents)} to book the work`}
      </h2>
      <ReturnFromStripe returning={panel.returning} recorded="Thank you: your deposit is paid, and a receipt is on its way by email." />
      {panel.paid ? (
        <p className="mt-2">{`Thank you: your deposit of ${formatMoney(panel.amountCents)} is paid${panel.invoiceNumber ? ` (invoice ${panel.invoiceNumber})` : ""}. We will be in touch to book the work.`}</p>
      ) : (
        <>
          {failure ? <FormAlert className="mt-3">{failure.message}</FormAlert> : null}
          {panel.canPayByCard ? (
            <Form method="post" className="mt-3 space-y-3" noValidate>
              <input type="hidden" name="intent" value="pay-deposit" />
              <SurchargeNote percent={panel.surchargePercent} onCents={panel.surchargeCents} balanceCents={panel.balanceCents} />
              <Button type="submit" disabled={busy}>
                {busy ? "Opening the payment page…" : `Pay the ${formatMoney(panel.balanceCents)} deposit by card`}
              </Button>
            </Form>
          ) : null}
          <p className="mt-3 text-sm">
            {panel.bankAccount
              ? `${panel.canPayByCard ? "Or pay" : "Pay"} by bank transfer to ${panel.bankAccount}, with ${reference} as the reference.`
              : `Your deposit invoice${panel.invoiceNumber ? ` ${panel.invoiceNumber}` : ""} is on its way by email, with how to pay it.`}
          </p>
        </>
      )}
    </section>
  );
}
