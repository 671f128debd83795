import { Form } from "react-router";
import { bindFields } from "~/components/form/bind-fields";
import { ErrorSummary, optionsOf, SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { QUOTE_LIMITS, timeSlotOptions } from "~/features/quote-requests/constants";
import type { ActionResult } from "~/lib/form-action";
import type { HubView } from "../view.server";
import { HubSection } from "./hub-section";

/** "Ask for more work" at one of the customer's addresses: the quote form's own fields (docs/decisions/0185). */
export function HubNewWork({ sites, today, result }: { sites: HubView["sites"]; today: string; result?: ActionResult }) {
  if (sites.length === 0) return null;
  const failed = result && !result.ok && result.intent === "new-work" ? result : undefined;
  const field = bindFields(failed?.values ?? {}, failed?.errors ?? {}, "work");
  return (
    <HubSection id="hub-new-work" title="Ask for more work">
      <Form method="post" noValidate className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="new-work" />
        <ErrorSummary errors={failed?.errors ?? {}} scope="work" />
        <SelectInput
          {...field("siteId")}
          label="Where"
          options={sites.map((s) => ({ value: String(s.id), label: `${s.address}, ${s.suburb}` }))}
        />
        <SelectInput {...field("service")} label="Service" options={optionsOf(SERVICE_OPTIONS, "Choose a service")} />
        <TextArea {...field("message")} label="What needs doing" maxLength={QUOTE_LIMITS.message + 1} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput {...field("preferredDate")} label="Preferred date" type="date" min={today} />
          <SelectInput
            {...field("preferredTime")}
            label="Preferred time"
            options={[{ value: "", label: "Choose a time" }, ...timeSlotOptions()]}
          />
        </div>
        <Button type="submit">Send the request</Button>
      </Form>
    </HubSection>
  );
}
