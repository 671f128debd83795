import { Panel } from "~/components/admin/panel";
import { Checkbox, SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { formatIsoDay } from "~/lib/clock";
import { intentErrors } from "~/lib/field-errors";
import type { ActionResult } from "~/lib/form-action";
import { centsToDecimal, formatMoney } from "~/lib/money";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "../statuses";
import type { StaffInvoice } from "../views.server";

type Result = ActionResult<object> | undefined;

const errorsFor = intentErrors;

/** A draft's lines: each can be changed or removed, and a line (a variation, a call-out) added. */
export function DraftLinesSection({ invoice, result }: { invoice: StaffInvoice; result: Result }) {
  const failedLine =
    result && !result.ok && result.intent === "line" ? (result.values as { lineIndex?: string } | undefined)?.lineIndex : undefined;
  const addErrors = failedLine === "" ? errorsFor(result, "line") : {};
  return (
    <section aria-labelledby="lines-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="lines-heading" className="text-lg font-semibold text-ink">
        Lines
      </h2>
      <p className="text-sm text-muted">{`Amounts ${invoice.amountsAre === "exclusive" ? "exclude" : "include"} GST.`}</p>
      <ol className="mt-3 divide-y divide-slate-200">
        {invoice.lines.map((line, index) => (
          <li key={index} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p>{line.description}</p>
              <p className="text-sm text-muted">
                {line.quantity !== null && line.unitPriceCents !== null ? `${line.quantity} × ${formatMoney(line.unitPriceCents)} = ` : ""}
                {line.amountCents !== null ? formatMoney(line.amountCents) : "No amount"}
              </p>
              {line.quantity !== null && line.unitPriceCents !== null ? (
                <details className="mt-2" open={failedLine === String(index)}>
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">{`Change line ${index + 1}`}</summary>
                  <div className="mt-2">
                    <LineForm
                      scope={`line-${index}`}
                      index={index}
                      line={line}
                      errors={failedLine === String(index) ? errorsFor(result, "line") : {}}
                    />
                  </div>
                </details>
              ) : null}
            </div>
            <IntentForm
              intent="remove-line"
              submit={
                <span>
                  Remove<span className="sr-only">{` line ${index + 1}`}</span>
                </span>
              }
              variant="outline"
            >
              <input type="hidden" name="lineIndex" value={index} />
            </IntentForm>
          </li>
        ))}
      </ol>
      {invoice.lines.length === 0 ? <p className="text-muted">No lines yet: add what the customer is paying for.</p> : null}
      <h3 className="mt-4 font-semibold">Add a line</h3>
      <div className="mt-2">
        <LineForm scope="new-line" errors={addErrors} />
      </div>
    </section>
  );
}

function LineForm({
  scope,
  index,
  line,
  errors,
}: {
  scope: string;
  index?: number;
  line?: { description: string; quantity: number | null; unitPriceCents: number | null };
  errors: Record<string, string>;
}) {
  return (
    <IntentForm intent="line" submit={index === undefined ? "Add the line" : "Save the line"}>
      <input type="hidden" name="lineIndex" value={index ?? ""} />
      <TextInput
        scope={scope}
        name="description"
        label="Description"
        defaultValue={line?.description}
        error={errors.description}
        required
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          scope={scope}
          name="quantity"
          label="Quantity"
          inputMode="decimal"
          defaultValue={String(line?.quantity ?? 1)}
          error={errors.quantity}
          required
        />
        <TextInput
          scope={scope}
          name="unitPrice"
          label="Unit price ($)"
          inputMode="decimal"
          defaultValue={line?.unitPriceCents != null ? centsToDecimal(line.unitPriceCents) : ""}
          error={errors.unitPrice}
          required
        />
      </div>
    </IntentForm>
  );
}

/** A draft's customer details, title, note and due date. */
export function DraftDetailsPanel({ invoice, result }: { invoice: StaffInvoice; result: Result }) {
  const errors = errorsFor(result, "details");
  const { buyer } = invoice;
  return (
    <Panel id="invoice-details" title="Customer and details" description="Printed on the invoice as it is sent.">
      <IntentForm intent="details" submit="Save the details">
        <TextInput scope="details" name="buyerName" label="Customer's name" defaultValue={buyer.name} error={errors.buyerName} required />
        <TextInput scope="details" name="buyerEmail" label="Email" type="email" defaultValue={buyer.email} error={errors.buyerEmail} />
        <TextInput scope="details" name="buyerPhone" label="Phone" type="tel" defaultValue={buyer.phone} error={errors.buyerPhone} />
        <TextInput scope="details" name="buyerAddress" label="Address" defaultValue={buyer.address} error={errors.buyerAddress} />
        <TextInput scope="details" name="buyerSuburb" label="Suburb" defaultValue={buyer.suburb} error={errors.buyerSuburb} />
        <TextInput scope="details" name="title" label="What it is for" defaultValue={invoice.title} error={errors.title} required />
        <TextArea scope="details" name="note" label="Note to the customer" rows={3} defaultValue={invoice.note} error={errors.note} />
        <TextInput
          scope="details"
          name="dueDate"
          label="Due date"
          type="date"
          hint="Leave empty to follow the payment terms from the day it is sent."
          defaultValue={invoice.dueDate ?? ""}
          error={errors.dueDate}
        />
      </IntentForm>
    </Panel>
  );
}

/** Sending a draft, or sending again and copying a link once it has gone. */
export function SendPanel({ invoice }: { invoice: StaffInvoice }) {
  if (invoice.storedStatus === "void") return null;
  if (invoice.storedStatus === "draft")
    return (
      <Panel
        id="invoice-send"
        title="Send"
        description={`By email to ${invoice.buyer.email || "the customer (add their email first)"}, with a link to the invoice and its PDF.`}
      >
        <IntentForm intent="send" submit="Send the invoice" />
      </Panel>
    );
  return (
    <Panel id="invoice-send" title="Customer's link" description="The customer reads the invoice and downloads its PDF from their link.">
      <div className="flex flex-wrap gap-3">
        <IntentForm intent="send" submit="Email it again" variant="outline" />
        <IntentForm intent="link" submit="Copy a link" variant="outline" />
      </div>
    </Panel>
  );
}

/** Money received: the payments so far, each removable, and a form for the next while something is owed. */
export function PaymentsPanel({ invoice, today, result }: { invoice: StaffInvoice; today: string; result: Result }) {
  if (invoice.kind === "credit_note" || invoice.storedStatus === "draft" || invoice.storedStatus === "void") return null;
  const errors = errorsFor(result, "payment");
  const owing = invoice.balanceCents > 0;
  return (
    <Panel
      id="invoice-payments"
      title="Payments"
      description={owing ? `${formatMoney(invoice.balanceCents)} still owing.` : "Nothing is owing."}
    >
      {invoice.payments.length ? (
        <ul className="mb-4 space-y-3">
          {invoice.payments.map((p) => (
            <li key={p.id} className="space-y-1">
              <p>{`${formatMoney(p.amountCents)} by ${PAYMENT_METHOD_LABELS[p.method as PaymentMethod]?.toLowerCase() ?? p.method}, ${formatIsoDay(p.paidOn)}`}</p>
              <p className="text-xs text-muted">{`${p.reference ? `Reference ${p.reference} · ` : ""}recorded by ${p.by}`}</p>
              {p.fromCardProvider ? (
                <p className="text-xs text-muted">Recorded from Stripe: a refund there is recorded here by itself.</p>
              ) : (
                <IntentForm
                  intent="remove-payment"
                  submit={
                    <span>
                      Remove<span className="sr-only">{` the payment of ${formatMoney(p.amountCents)}`}</span>
                    </span>
                  }
                  variant="outline"
                >
                  <input type="hidden" name="paymentId" value={p.id} />
                </IntentForm>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {owing ? (
        <IntentForm intent="payment" submit="Record the payment">
          <TextInput
            scope="payment"
            name="amount"
            label="Amount ($)"
            inputMode="decimal"
            defaultValue={centsToDecimal(invoice.balanceCents)}
            error={errors.amount}
            required
          />
          <TextInput
            scope="payment"
            name="paidOn"
            label="Received on"
            type="date"
            defaultValue={today}
            max={today}
            error={errors.paidOn}
            required
          />
          <SelectInput
            scope="payment"
            name="method"
            label="How"
            defaultValue="bank_transfer"
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
            error={errors.method}
          />
          <TextInput scope="payment" name="reference" label="Reference (optional)" error={errors.reference} />
          <Checkbox scope="payment" name="sendReceipt" value="on" label="Email the customer a receipt" defaultChecked />
        </IntentForm>
      ) : null}
    </Panel>
  );
}

/** A credit note against an issued invoice: the way to correct one. */
export function CreditPanel({ invoice, result }: { invoice: StaffInvoice; result: Result }) {
  if (invoice.kind === "credit_note" || !["sent", "part_paid", "paid"].includes(invoice.storedStatus)) return null;
  const errors = errorsFor(result, "credit");
  return (
    <Panel
      id="invoice-credit"
      title="Credit note"
      description="Correct an issued invoice: the credit comes off what is owed, and the customer gets the credit note."
    >
      {invoice.credits.length ? (
        <ul className="mb-3 space-y-1 text-sm">
          {invoice.credits.map((c) => (
            <li key={c.id}>
              <a className="underline" href={`/admin/invoices/${c.id}`}>
                {c.number}
              </a>
              {` for ${formatMoney(c.inclusiveCents)}`}
            </li>
          ))}
        </ul>
      ) : null}
      <IntentForm intent="credit" submit="Issue a credit note" variant="outline">
        <TextInput scope="credit" name="amount" label="Amount including GST ($)" inputMode="decimal" error={errors.amount} required />
        <TextInput scope="credit" name="reason" label="What it is for" error={errors.reason} required />
      </IntentForm>
    </Panel>
  );
}

/** Voiding an invoice no money has moved on. */
export function VoidPanel({ invoice, result }: { invoice: StaffInvoice; result: Result }) {
  if (invoice.kind === "credit_note" || !["draft", "sent"].includes(invoice.storedStatus)) return null;
  const errors = errorsFor(result, "void");
  return (
    <Panel
      id="invoice-void"
      title="Void"
      description="The number stays used and the reminders stop. Once money has moved, issue a credit note instead."
    >
      <IntentForm intent="void" submit="Void the invoice" variant="outline">
        <TextInput scope="void" name="reason" label="Why" error={errors.reason} required />
      </IntentForm>
    </Panel>
  );
}
