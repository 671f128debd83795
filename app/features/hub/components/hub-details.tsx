import { HubSection } from "./hub-section";
import { Form } from "react-router";
import { ChoiceGroup, ErrorSummary, TextArea, TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { CONTACT_PREFERENCE_LABELS, CONTACT_PREFERENCES } from "~/features/customers/contact-preference";
import type { ActionResult } from "~/lib/form-action";
import type { HubView } from "../view.server";
import { failureOf } from "./record-failure";

const CONTACT_FIELDS = [
  { name: "email", label: "Email", type: "email" },
  { name: "phone", label: "Phone", type: "tel" },
] as const;

/** "Your details": their email, phone and how we keep them posted, and notes on getting in at each address. */
export function HubDetails({ view, result }: { view: HubView; result?: ActionResult }) {
  const failed = result && !result.ok && result.intent === "details" ? result : undefined;
  const value = (name: "email" | "phone") => failed?.values?.[name] ?? view[name];
  return (
    <HubSection id="hub-details" title="Your details">
      <Form method="post" noValidate className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="details" />
        <ErrorSummary errors={failed?.errors ?? {}} scope="details" />
        {failed && !failed.errors ? <FormAlert>{failed.message}</FormAlert> : null}
        {CONTACT_FIELDS.map(({ name, label, type }) => (
          <TextInput
            key={name}
            name={name}
            scope="details"
            label={label}
            type={type}
            autoComplete={name === "email" ? "email" : "tel"}
            defaultValue={value(name)}
            error={failed?.errors?.[name]}
          />
        ))}
        <ChoiceGroup
          name="contactPreference"
          scope="details"
          type="radio"
          legend="How should we keep you posted?"
          options={CONTACT_PREFERENCES.map((p) => ({ value: p, label: CONTACT_PREFERENCE_LABELS[p] }))}
          selected={[failed?.values?.contactPreference ?? view.contactPreference]}
          error={failed?.errors?.contactPreference}
          optionsClassName="grid gap-2 sm:grid-cols-3"
        />
        <Button type="submit">Save my details</Button>
      </Form>
      <h3 className="mt-6 font-semibold">Your addresses</h3>
      <ul className="mt-1 divide-y divide-slate-200">
        {view.sites.map((site) => {
          const notesFailed = failureOf(result, "site-notes", "siteId", site.id);
          return (
            <li key={site.id} className="py-3">
              <p>{`${site.address}, ${site.suburb}`}</p>
              <Form method="post" noValidate className="mt-2 space-y-2">
                <input type="hidden" name="intent" value="site-notes" />
                <input type="hidden" name="siteId" value={site.id} />
                <TextArea
                  name="accessNotes"
                  scope={`site-${site.id}`}
                  label="Getting in"
                  hint="A gate code, a dog, where to park: our team sees it on every visit here."
                  rows={2}
                  maxLength={1001}
                  defaultValue={site.accessNotes}
                  error={notesFailed?.errors?.accessNotes ?? (notesFailed && !notesFailed.errors ? notesFailed.message : undefined)}
                />
                <Button type="submit" size="sm" variant="outline">
                  Save the notes
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
    </HubSection>
  );
}
