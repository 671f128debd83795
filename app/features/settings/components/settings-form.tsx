import { bindFields } from "~/components/form/bind-fields";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSection } from "~/components/form/form-section";
import { Checkbox, ErrorSummary, FieldError, fieldId, TextArea, TextInput } from "~/components/form/fields";
import { hoursField } from "../form";
import {
  CardPaymentSettings,
  InvoiceSettings,
  JobSettings,
  NotificationSettings,
  QuoteSettings,
  type CardPaymentsState,
} from "./settings-sections";
import { DAYS_OF_WEEK } from "../schema";

const DAY_NAMES = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
} as const;

function DayHours({ day, values, error }: { day: (typeof DAYS_OF_WEEK)[number]; values: Record<string, string>; error?: string }) {
  const id = fieldId(`openingHours.${day}`);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end"
    >
      <legend className="float-left pt-3 font-semibold text-ink sm:pt-0">{DAY_NAMES[day]}</legend>
      <TextInput
        name={hoursField(day, "opens")}
        label={`${DAY_NAMES[day]} opens`}
        type="time"
        defaultValue={values[hoursField(day, "opens")]}
      />
      <TextInput
        name={hoursField(day, "closes")}
        label={`${DAY_NAMES[day]} closes`}
        type="time"
        defaultValue={values[hoursField(day, "closes")]}
      />
      <div className="pb-2">
        <Checkbox
          name={hoursField(day, "closed")}
          label={`Closed on ${DAY_NAMES[day]}`}
          defaultChecked={Boolean(values[hoursField(day, "closed")])}
          value="on"
        />
      </div>
      <div className="sm:col-span-4">
        <FieldError id={id} message={error} />
      </div>
    </fieldset>
  );
}

/** The business settings, every field with its own message; managers see it read-only. */
export function SettingsForm({
  values,
  errors,
  readOnly,
  cardPayments,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  readOnly: boolean;
  cardPayments: CardPaymentsState;
}) {
  const saving = useNavigation().state === "submitting";
  const field = bindFields(values, errors);
  const section = { field, values, errors };
  const lines = "One per line.";
  return (
    <Form method="post" noValidate className="space-y-6">
      <ErrorSummary errors={errors} />
      <fieldset disabled={readOnly} className="space-y-6">
        <legend className="sr-only">Business settings</legend>
        <FormSection title="The business" description="Shown in the header, footer, contact page and search results.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput {...field("businessName")} label="Business name" />
            <TextInput {...field("email")} label="Contact email" type="email" />
            <TextInput {...field("phone")} label="Phone number" type="tel" hint="A New Zealand number, such as 09 280 4471." />
            <TextInput
              {...field("emergencyPhone")}
              label="Emergency call number"
              type="tel"
              hint="Shown for urgent jobs, such as 021 480 4471."
            />
          </div>
          <TextInput {...field("postalAddress")} label="Postal address" />
        </FormSection>
        <FormSection title="Opening hours" description="Tick “Closed” for days you do not open. Times are Auckland time.">
          {DAYS_OF_WEEK.map((day) => (
            <DayHours key={day} day={day} values={values} error={errors[`openingHours.${day}`]} />
          ))}
        </FormSection>
        <FormSection
          title="Reviews, payments and areas"
          description="The rating and number of reviews the site shows are worked out from the published reviews."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              {...field("reviews.requestDelayHours")}
              label="Ask for a review after the job (hours)"
              hint="One reminder follows 5 days later, unless they have reviewed."
              inputMode="numeric"
            />
            <TextInput
              {...field("reviews.googleReviewUrl")}
              label="Google review link (optional)"
              hint="Offered to every customer after their review, whatever their rating."
              type="url"
            />
            <TextInput
              {...field("crew.sessionDays")}
              label="Tradies stay signed in to the portal (days)"
              hint="Counted from the last time the phone was used; a tradie or the office can sign a phone out at any time."
              inputMode="numeric"
            />
            <TextArea {...field("paymentsAccepted")} label="Payments accepted" hint={lines} rows={4} />
            <TextArea {...field("serviceAreas")} label="Service areas" hint={lines} rows={5} />
          </div>
        </FormSection>
        <QuoteSettings {...section} />
        <JobSettings {...section} />
        <CardPaymentSettings {...section} cardPayments={cardPayments} />
        <InvoiceSettings {...section} />
        <NotificationSettings {...section} />
      </fieldset>
      {readOnly ? null : (
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save settings"}
        </Button>
      )}
    </Form>
  );
}
