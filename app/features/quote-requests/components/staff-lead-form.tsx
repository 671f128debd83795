import { Form, useNavigation } from "react-router";
import { bindFields } from "~/components/form/bind-fields";
import { Checkbox, ErrorSummary, optionsOf, SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { FormSection } from "~/components/form/form-section";
import { Button } from "~/components/ui/button";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { CONTACT_PREFERENCE_LABELS, CONTACT_PREFERENCES } from "~/features/customers/contact-preference";
import { LEAD_SOURCE_LABELS, STAFF_LEAD_SOURCES } from "~/features/leads/sources";
import { QUOTE_LIMITS, timeSlotOptions } from "../constants";

/**
 * The new-lead form for an enquiry taken by phone, in person or by email: the quote form's
 * fields and messages, where it came from, and whether to email the customer. `today` is the
 * Auckland day, the earliest preferred date.
 */
export function StaffLeadForm({
  values,
  errors,
  today,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  today: string;
}) {
  const saving = useNavigation().state === "submitting";
  const field = bindFields(values, errors, "lead");
  return (
    <Form method="post" noValidate className="space-y-6">
      <input type="hidden" name="intent" value="create" />
      <ErrorSummary errors={errors} scope="lead" />
      <FormSection title="The enquiry">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput
            {...field("source")}
            label="How it came in"
            options={[{ value: "", label: "Choose one" }, ...STAFF_LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] }))]}
          />
          <SelectInput {...field("service")} label="Service" options={optionsOf(SERVICE_OPTIONS, "Choose a service")} />
          <TextArea {...field("message")} label="What needs doing" maxLength={QUOTE_LIMITS.message + 1} className="sm:col-span-2" />
          <TextInput {...field("preferredDate")} label="Preferred date" type="date" min={today} />
          <SelectInput
            {...field("preferredTime")}
            label="Preferred time"
            options={[{ value: "", label: "Choose a time" }, ...timeSlotOptions()]}
          />
        </div>
      </FormSection>
      <FormSection title="The customer" description="A name and one way to reach them: a phone number, an email, or both.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput {...field("name")} label="Name" autoComplete="off" maxLength={QUOTE_LIMITS.name + 1} />
          <TextInput {...field("phone")} label="Phone number" type="tel" autoComplete="off" />
          <TextInput {...field("email")} label="Email" type="email" autoComplete="off" maxLength={QUOTE_LIMITS.email + 1} />
          <SelectInput
            {...field("contactPreference")}
            label="How they want to be kept posted"
            options={[
              { value: "", label: "Not asked (text when there is no email)" },
              ...CONTACT_PREFERENCES.map((p) => ({ value: p, label: CONTACT_PREFERENCE_LABELS[p] })),
            ]}
          />
          <TextInput {...field("suburb")} label="Suburb" autoComplete="off" maxLength={QUOTE_LIMITS.suburb + 1} />
          <TextInput
            {...field("address")}
            label="Address"
            autoComplete="off"
            maxLength={QUOTE_LIMITS.address + 1}
            className="sm:col-span-2"
          />
        </div>
        <Checkbox
          scope="lead"
          name="emailCustomer"
          label="Email the customer the usual confirmation of their request"
          defaultChecked={values.emailCustomer === "yes"}
        />
      </FormSection>
      <Button type="submit" disabled={saving}>
        {saving ? "Adding..." : "Add lead"}
      </Button>
    </Form>
  );
}
