import { HubSection } from "./hub-section";
import { Form } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { ReturnFromStripe } from "~/features/payments/components/confirming";
import { CardAmount } from "~/features/payments/components/card-payment-panel";
import type { ActionResult } from "~/lib/form-action";
import { formatMoney } from "~/lib/money";
import type { OwingInvoice } from "../open-items.server";
import { failureOf } from "./record-failure";

/** Invoices with something owing: pay by card when card payments are on, else the bank account, as the invoice page says. */
export function HubInvoices({
  invoices,
  bankAccount,
  result,
}: {
  invoices: readonly OwingInvoice[];
  bankAccount: string;
  result?: ActionResult;
}) {
  if (invoices.length === 0) return null;
  return (
    <HubSection id="hub-owing" title="To pay">
      <ul className="mt-2 divide-y divide-slate-200">
        {invoices.map((invoice) => {
          const failed = failureOf(result, "pay-invoice", "invoiceId", invoice.invoiceId);
          const card = invoice.card;
          return (
            <li key={invoice.invoiceId} className="py-3" data-invoice={invoice.number}>
              <h3 className="font-semibold">{`${invoice.number}: ${invoice.title}`}</h3>
              <p className="text-sm">
                {`${formatMoney(invoice.balanceCents)} owing`}
                {invoice.dueDate ? `, ${invoice.overdue ? "was due" : "due"} ${invoice.dueDate}` : ""}
              </p>
              {card ? (
                <ReturnFromStripe
                  returning={card.returning}
                  recorded="Thank you: your card payment is recorded, and a receipt is on its way by email."
                />
              ) : null}
              {failed && !failed.errors ? <FormAlert className="mt-2">{failed.message}</FormAlert> : null}
              {card?.payable ? (
                <Form method="post" noValidate className="mt-3 space-y-3">
                  <input type="hidden" name="intent" value="pay-invoice" />
                  <input type="hidden" name="invoiceId" value={invoice.invoiceId} />
                  <CardAmount panel={card} scope={`pay-${invoice.invoiceId}`} failure={failed} />
                  <Button type="submit">{`Pay ${invoice.number} by card`}</Button>
                </Form>
              ) : (
                <p className="mt-2 text-sm text-muted">
                  {`Card payments are not available here: please pay by bank transfer to ${bankAccount}, with ${invoice.number} as the reference.`}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </HubSection>
  );
}
