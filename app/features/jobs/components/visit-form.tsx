import { Form, useNavigation } from "react-router";
import { ChoiceGroup, TextArea, TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/form-action";
import { clockText, type VisitTime } from "../visit-times";

export interface VisitFormDefaults {
  time: VisitTime;
  tradieIds: readonly number[];
  instructions: string;
}

/**
 * Books or changes a visit: the day, a fixed time or an arrival window on quarter hours, who
 * goes, and what they should know. The schedule's drag and its keyboard moves send the same
 * fields, so this form is also their plain alternative.
 */
export function VisitForm({
  intent,
  visitId,
  defaults,
  tradies,
  result,
  submit,
}: {
  intent: "add-visit" | "change-visit";
  visitId?: number;
  defaults: VisitFormDefaults;
  tradies: readonly { id: number; name: string }[];
  result?: ActionResult<{ visitId?: number }>;
  submit: string;
}) {
  const navigation = useNavigation();
  const scope = visitId ? `visit-${visitId}` : "new-visit";
  const mine =
    result?.intent === intent &&
    (intent === "add-visit" || (result.ok ? result.visitId === visitId : result.values?.visitId === String(visitId)));
  const failure = mine && result && !result.ok ? result : undefined;
  const errors = failure?.errors ?? {};
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("visitId") === (visitId ? String(visitId) : null);
  return (
    <Form method="post" noValidate className="space-y-3" aria-label={visitId ? "Change this visit" : "Book a visit"}>
      <input type="hidden" name="intent" value={intent} />
      {visitId ? <input type="hidden" name="visitId" value={visitId} /> : null}
      {failure && !failure.errors ? <FormAlert tone="error">{failure.message}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInput scope={scope} name="day" type="date" label="Day" defaultValue={defaults.time.day} error={errors.day} required />
        <TextInput
          scope={scope}
          name="start"
          type="time"
          step={900}
          label="From"
          defaultValue={clockText(defaults.time.startMinute)}
          error={errors.start}
          required
        />
        <TextInput
          scope={scope}
          name="end"
          type="time"
          step={900}
          label="To"
          defaultValue={clockText(defaults.time.endMinute)}
          error={errors.end}
          required
        />
      </div>
      <ChoiceGroup
        scope={scope}
        type="radio"
        name="timing"
        legend="The time is"
        options={[
          { value: "fixed", label: "A set time" },
          { value: "window", label: "An arrival window" },
        ]}
        selected={[defaults.time.timing]}
        error={errors.timing}
        optionsClassName="grid gap-2 sm:grid-cols-2"
      />
      <ChoiceGroup
        scope={scope}
        name="tradieId"
        legend="Tradies"
        hint={tradies.length ? undefined : "There are no active tradies yet."}
        options={tradies.map((t) => ({ value: String(t.id), label: t.name }))}
        selected={defaults.tradieIds.map(String)}
        error={errors.tradieIds}
        optionsClassName="grid gap-2 sm:grid-cols-2"
      />
      <TextArea
        scope={scope}
        name="instructions"
        label="Instructions for the tradie"
        rows={2}
        defaultValue={defaults.instructions}
        error={errors.instructions}
      />
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? "Saving..." : submit}
      </Button>
    </Form>
  );
}
