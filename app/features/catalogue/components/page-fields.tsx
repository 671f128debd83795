import type { bindFields } from "~/components/form/bind-fields";
import { TextArea, TextInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";

type BoundField = ReturnType<typeof bindFields>;

/** The page's search-result title and description, heading and introduction: the same on service and area pages. */
export function PageSummaryFields({ field }: { field: BoundField }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput {...field("metaTitle")} label="Search result title" hint="Up to 70 characters." />
        <TextInput {...field("heading")} label="Page heading" />
      </div>
      <TextArea {...field("metaDescription")} label="Search result description" hint="50 to 170 characters." rows={2} />
      <TextArea {...field("intro")} label="Introduction" rows={3} />
    </>
  );
}

export function FaqsField({ field }: { field: BoundField }) {
  return (
    <TextArea
      {...field("faqs")}
      label="Questions and answers"
      hint="The question on the first line and the answer below it; a blank line between each. At least 3."
      rows={10}
    />
  );
}

/** The catalogue forms' save button; none for someone who may only look. */
export function SaveButton({ saving, readOnly, label }: { saving: boolean; readOnly: boolean; label: string }) {
  if (readOnly) return null;
  return (
    <Button type="submit" disabled={saving}>
      {saving ? "Saving…" : label}
    </Button>
  );
}
