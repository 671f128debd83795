import { Checkbox, SelectInput, TextArea, TextInput } from "~/components/form/fields";
import type { bindFields } from "~/components/form/bind-fields";
import { FormSection } from "~/components/form/form-section";
import { MAX_CARD_SURCHARGE_PERCENT } from "../schema";

/*
 * The business settings form's sections about the work and the money: quotes, jobs and visits,
 * card payments, invoices, and notifications. Each reads its fields through the form's binder.
 */

interface SectionProps {
  field: ReturnType<typeof bindFields>;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** Whether card payments are on, which only the server's environment decides (docs/decisions/0160). */
export type CardPaymentsState = "off" | "test" | "live";

const CARD_PAYMENTS_NOTE: Record<CardPaymentsState, string> = {
  off: "Card payments are off: Stripe's keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) are not set on the server, so customers pay by bank transfer only. The settings below apply once they are.",
  test: "Card payments are on in Stripe's test mode: customers see “Pay by card”, and only Stripe's test cards are charged.",
  live: "Card payments are on: customers can pay invoices and deposits by card, Apple Pay or Google Pay on Stripe's payment page.",
};

/** The settings form's "Quotes" section. */
export function QuoteSettings({ field }: SectionProps) {
  return (
    <FormSection title="Quotes" description="How quotes are priced and worded. A quote keeps what these said when it was made.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput {...field("gstNumber")} label="GST number" hint="Printed on quotes and invoices, such as 123-456-789." />
        <TextInput {...field("quoting.validDays")} label="Quotes are valid for (days)" inputMode="numeric" />
        <SelectInput
          {...field("quoting.gstRounding")}
          label="Round GST"
          hint="The same rule for every quote and invoice in a GST period."
          options={[
            { value: "total", label: "On the total" },
            { value: "line", label: "On each line" },
          ]}
        />
        <SelectInput
          {...field("quoting.labourRatesInclude")}
          label="Labour rates"
          options={[
            { value: "exclusive", label: "Exclude GST" },
            { value: "inclusive", label: "Include GST" },
          ]}
        />
      </div>
      <TextArea
        {...field("quoting.labourRates")}
        label="Labour rates (per hour)"
        hint="One per line: a name and the hourly rate, such as Standard labour: 95.00."
        rows={3}
      />
      <TextArea {...field("quoting.terms")} label="Terms printed on every quote" rows={5} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          {...field("quoting.followUpDays")}
          label="Follow up unanswered quotes after (days)"
          hint="Days after sending, such as 3, 7. Leave empty for no follow-ups. Never sent between 8 pm and 8 am or on public holidays."
        />
        <TextInput
          {...field("quoting.expiryReminderDays")}
          label="Remind the customer before a quote expires (days)"
          hint="0 sends no reminder."
          inputMode="numeric"
        />
      </div>
    </FormSection>
  );
}

/** The settings form's "Jobs and visits" section. */
export function JobSettings({ field, values, errors }: SectionProps) {
  return (
    <FormSection title="Jobs and visits" description="How visits are offered to tradies and what customers are told.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          {...field("jobs.offerHours")}
          label="Tradies answer an offer within (hours)"
          hint="An offer not answered by then goes back to the office."
          inputMode="numeric"
        />
        <TextInput
          {...field("jobs.reminderHours")}
          label="Remind the customer before a visit (hours)"
          hint="0 sends no reminder."
          inputMode="numeric"
        />
        <TextInput
          {...field("jobs.quietFrom")}
          label="Quiet hours start"
          type="time"
          hint="An offer's time to answer stops at night: sent at 10:36 pm, four hours runs to 11 am. The same start and end means no quiet hours."
        />
        <TextInput {...field("jobs.quietUntil")} label="Quiet hours end" type="time" />
        <TextInput
          {...field("jobs.textQuietFrom")}
          label="No texts from"
          type="time"
          hint="Texts wait for the morning, except “on my way”. The same start and end means texts go at any hour."
        />
        <TextInput {...field("jobs.textQuietUntil")} label="No texts until" type="time" />
        <TextInput
          {...field("jobs.textsPerDay")}
          label="Most texts to send in a day"
          hint="A guard on the bill: texts over it wait for the next day. 0 means no limit."
          inputMode="numeric"
        />
        <TextInput
          {...field("jobs.planHorizonWeeks")}
          label="Book plan visits this many weeks ahead"
          hint="Maintenance plans' visits appear on the schedule this far ahead, so tradies and customers see them coming."
          inputMode="numeric"
        />
        <TextInput
          {...field("jobs.textSegmentCents")}
          label="Cost of one text segment (cents)"
          hint="What Twilio charges for 160 characters, for the dashboard's monthly cost of texts."
          inputMode="numeric"
        />
      </div>
      <Checkbox
        name="jobs.showPricesToTradies"
        label="Show the quote's prices on the tradie's job card"
        value="on"
        defaultChecked={values["jobs.showPricesToTradies"] === "on"}
        error={errors["jobs.showPricesToTradies"]}
      />
      <Checkbox
        name="jobs.waitForDeposit"
        label="Book visits only once the deposit is paid (for jobs whose quote asked for one)"
        value="on"
        defaultChecked={values["jobs.waitForDeposit"] === "on"}
        error={errors["jobs.waitForDeposit"]}
      />
    </FormSection>
  );
}

/** The settings form's "Card payments" section. */
export function CardPaymentSettings({ field, cardPayments }: SectionProps & { cardPayments: CardPaymentsState }) {
  return (
    <FormSection title="Card payments" description="Customers pay invoices and deposits on Stripe's own payment page.">
      <p data-card-payments={cardPayments} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
        {CARD_PAYMENTS_NOTE[cardPayments]}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          {...field("payments.cardSurchargePercent")}
          label="Card surcharge (%)"
          hint={`0 for none. Shown to the customer before they pay, and invoiced on its own. At most ${MAX_CARD_SURCHARGE_PERCENT}%, Stripe's rate for a New Zealand card.`}
          inputMode="decimal"
        />
        <TextInput
          {...field("payments.clearingAccount")}
          label="Card clearing account code"
          hint="The account card payments go to until Stripe pays them out, such as your Stripe bank account in Xero."
        />
        <TextInput {...field("payments.feesAccount")} label="Card fees account code" hint="For Stripe's fees; Xero's bank fees is 404." />
        <TextInput
          {...field("payments.bankAccount")}
          label="Payout bank account code"
          hint="The bank account Stripe pays out to; Xero's Business Bank Account is 090."
        />
      </div>
    </FormSection>
  );
}

/** The settings form's "Invoices" section. */
export function InvoiceSettings({ field }: SectionProps) {
  return (
    <FormSection title="Invoices" description="When invoices are due, how customers pay, and how they go to your accounts.">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          {...field("invoicing.termsKind")}
          label="Invoices are due"
          options={[
            { value: "days", label: "Some days after the invoice date" },
            { value: "following-month", label: "On a day of the following month" },
          ]}
        />
        <TextInput
          {...field("invoicing.termsValue")}
          label="Days, or day of the month"
          hint="Such as 7 (days), or 20 (the 20th of the following month)."
          inputMode="numeric"
        />
        <TextInput
          {...field("invoicing.bankAccount")}
          label="Bank account for payments"
          hint="Printed on every invoice, such as 12-3456-7890123-00."
        />
        <TextInput
          {...field("invoicing.reminderDays")}
          label="Remind about unpaid invoices after the due date (days)"
          hint="Such as 1, 7. Leave empty for no reminders. They stop once the invoice is paid."
        />
        <TextInput {...field("invoicing.salesAccount")} label="Sales account code" hint="For labour, items and deposits; Xero's is 200." />
        <TextInput {...field("invoicing.materialsAccount")} label="Materials account code" hint="For materials on invoices." />
        <SelectInput
          {...field("invoicing.exportAmountsAre")}
          label="Amounts in the accounting export"
          hint="Choose the same when you import the file into Xero or MYOB."
          options={[
            { value: "inclusive", label: "Include GST" },
            { value: "exclusive", label: "Exclude GST" },
          ]}
        />
      </div>
    </FormSection>
  );
}

/** The settings form's "Notifications and social links" section. */
export function NotificationSettings({ field }: SectionProps) {
  const lines = "One per line.";
  return (
    <FormSection title="Notifications and social links">
      <TextArea {...field("notificationEmails")} label="Addresses that receive lead and application notifications" hint={lines} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          {...field("socialLinks.facebook")}
          label="Facebook page (optional)"
          type="url"
          placeholder="https://www.facebook.com/…"
        />
        <TextInput
          {...field("socialLinks.instagram")}
          label="Instagram profile (optional)"
          type="url"
          placeholder="https://www.instagram.com/…"
        />
      </div>
    </FormSection>
  );
}
