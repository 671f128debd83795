import { IntentForm } from "~/components/form/intent-form";
import { SelectInput, TextInput } from "~/components/form/fields";
import { END_REASON_KEYS, END_REASONS } from "../statuses";

/** Pause, resume and end, each with its reason; an ended plan offers none. */
export function PlanStatusForms({ status, errors }: { status: string; errors: Record<string, string> }) {
  if (status === "ended") return <p className="text-sm text-muted">This plan has ended. Make a new plan for more work.</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {status === "active" ? (
        <IntentForm intent="pause" submit="Pause the plan" variant="outline">
          <TextInput
            scope="pause"
            name="reason"
            label="Why it is paused"
            hint="Visits to come are taken back until it resumes."
            error={errors.pause}
          />
        </IntentForm>
      ) : (
        <IntentForm intent="resume" submit="Resume the plan" variant="outline">
          <TextInput scope="resume" name="reason" label="Why it resumes" hint="Visits are booked again from today." error={errors.resume} />
        </IntentForm>
      )}
      <IntentForm intent="end" submit="End the plan" variant="outline">
        <SelectInput
          scope="end"
          name="because"
          label="Why it ends"
          options={[{ value: "", label: "Choose a reason" }, ...END_REASON_KEYS.map((key) => ({ value: key, label: END_REASONS[key] }))]}
          error={errors.endBecause}
        />
        <TextInput scope="end" name="reason" label="In your words" error={errors.end} />
      </IntentForm>
    </div>
  );
}
