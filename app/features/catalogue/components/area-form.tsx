import { Form, useNavigation } from "react-router";
import { bindFields } from "~/components/form/bind-fields";
import { ErrorSummary, TextArea, TextInput } from "~/components/form/fields";
import { FormSection } from "~/components/form/form-section";
import { FaqsField, PageSummaryFields, SaveButton } from "./page-fields";

const BLOCKS_HINT = "A title on the first line and its text below it; a blank line between each.";

/** One service area, new or existing: name, page path, suburbs and the page's words. Managers see it read-only. */
export function AreaForm({
  values,
  errors,
  readOnly = false,
  pathFixed = false,
  submitLabel = "Save area",
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  readOnly?: boolean;
  /** The spec's area pages keep their paths. */
  pathFixed?: boolean;
  submitLabel?: string;
}) {
  const saving = useNavigation().state === "submitting";
  const field = bindFields(values, errors);
  return (
    <Form method="post" noValidate className="space-y-6">
      <ErrorSummary errors={errors} />
      <fieldset disabled={readOnly} className="space-y-6">
        <legend className="sr-only">Area details</legend>
        <FormSection title="The area">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput {...field("name")} label="Name" hint="As visitors and tradies know it, such as Central Auckland." />
            <TextInput
              {...field("path")}
              label="Page path"
              readOnly={pathFixed}
              hint={
                pathFixed
                  ? "This page keeps its address: other websites and search results link to it."
                  : "Such as /central-auckland. Changing it later sends the old path to the new one."
              }
            />
          </div>
          <TextArea
            {...field("suburbs")}
            label="Suburbs"
            hint="One per line. Leads from these suburbs are filed under this area, and the page lists them. Add the spellings people type (Mt and Mount)."
            rows={8}
          />
        </FormSection>
        <FormSection title="Page content">
          <PageSummaryFields field={field} />
          <TextArea {...field("localNotes")} label="Local notes" hint={`${BLOCKS_HINT} At least 2.`} rows={8} />
          <TextArea
            {...field("popularServiceSlugs")}
            label="Popular services"
            hint="The services' short names (such as gutter-cleaning), one per line, at least 3."
            rows={4}
          />
          <FaqsField field={field} />
        </FormSection>
      </fieldset>
      <SaveButton saving={saving} readOnly={readOnly} label={submitLabel} />
    </Form>
  );
}
