import { bindFields } from "~/components/form/bind-fields";
import { Form, useNavigation } from "react-router";
import { SERVICE_ICONS } from "~/components/content/service-icon";
import { FaqsField, PageSummaryFields, SaveButton } from "./page-fields";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { FormSection } from "~/components/form/form-section";
import { Checkbox, ErrorSummary, SelectInput, TextArea, TextInput } from "~/components/form/fields";

const ICON_OPTIONS = [
  { value: "", label: "Choose an icon" },
  ...Object.keys(SERVICE_ICONS).map((name) => ({ value: name, label: name.replace(/-/g, " ") })),
];
const QUOTE_SERVICE_OPTIONS = [{ value: "", label: "Choose a service" }, ...SERVICE_OPTIONS.map((name) => ({ value: name, label: name }))];
const BLOCKS_HINT = "A title on the first line and its text below it; a blank line between each.";

/** One service, new or existing: its card, where it shows, and its page's words. Managers see it read-only. */
export function ServiceForm({
  values,
  errors,
  readOnly = false,
  submitLabel = "Save service",
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  readOnly?: boolean;
  submitLabel?: string;
}) {
  const navigation = useNavigation();
  // The delete panel on the same page posts with an intent; only this form's own post is "saving".
  const saving = navigation.state === "submitting" && !navigation.formData?.has("intent");
  const field = bindFields(values, errors);
  return (
    <Form method="post" noValidate className="space-y-6">
      <ErrorSummary errors={errors} />
      <fieldset disabled={readOnly} className="space-y-6">
        <legend className="sr-only">Service details</legend>
        <FormSection title="The service card">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput {...field("name")} label="Name" />
            <SelectInput {...field("icon")} label="Icon" options={ICON_OPTIONS} />
          </div>
          <TextArea {...field("shortDescription")} label="Short description" hint="Shown on the service card." rows={2} />
          <SelectInput
            name="quoteService"
            label="Quote form service"
            hint="Chosen for the visitor when they ask for a quote from this service."
            options={QUOTE_SERVICE_OPTIONS}
            defaultValue={values.quoteService ?? ""}
            error={errors.quoteService}
          />
          <TextInput
            {...field("path")}
            label="Page path (optional)"
            hint="Such as /gutter-cleaning. Leave empty for a service without its own page. Changing it later sends the old path to the new one."
          />
        </FormSection>
        <FormSection title="Where it shows">
          <Checkbox
            name="featured"
            label="Featured on the home page grid (the first 8 featured services show)"
            defaultChecked={Boolean(values.featured)}
          />
          <Checkbox name="inMoreDialog" label="Listed in the More services dialog" defaultChecked={Boolean(values.inMoreDialog)} />
          <Checkbox
            name="published"
            label="Published (unpublished services and their pages are hidden from the website)"
            defaultChecked={Boolean(values.published)}
          />
        </FormSection>
        <FormSection
          title="Page content"
          description="Needed when the service has a page path; leave all empty for a service without a page."
        >
          <PageSummaryFields field={field} />
          <TextArea {...field("included")} label="What is included" hint="One per line, at least 3." rows={5} />
          <TextArea {...field("howItWorks")} label="How it works" hint={`${BLOCKS_HINT} At least 3 steps.`} rows={8} />
          <TextArea {...field("details")} label="Details" hint={BLOCKS_HINT} rows={6} />
          <TextArea {...field("pricingNote")} label="Pricing note" rows={2} />
          <FaqsField field={field} />
        </FormSection>
      </fieldset>
      <SaveButton saving={saving} readOnly={readOnly} label={submitLabel} />
    </Form>
  );
}
