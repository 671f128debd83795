import { bindFields } from "~/components/form/bind-fields";
import { optionsOf, SelectInput, TextInput } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { Panel } from "~/components/admin/panel";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import type { ActionResult } from "~/lib/form-action";
import { QUOTE_LIMITS, TIME_SLOTS, timeSlotOptions } from "../constants";

type Correctable = Record<"service" | "preferredDate" | "preferredTime" | "name" | "email" | "phone" | "address" | "suburb", string>;

/** A choice list that always holds the lead's own value, even one no longer offered (a service renamed since). */
const choicesWith = (values: readonly string[], current: string) =>
  optionsOf(current && !values.includes(current) ? [current, ...values] : values);

/**
 * Corrects a lead's contact details, service, address and preferred time, with the quote
 * form's checks. Folded away until wanted, and open again when a correction was refused.
 */
export function LeadCorrectionPanel({ lead, result }: { lead: Correctable; result?: ActionResult }) {
  const refused = result && !result.ok && result.intent === "edit" ? result : undefined;
  const values: Correctable = { ...lead, ...(refused?.values ?? {}) };
  const field = bindFields(values, refused?.errors ?? {}, "edit");
  return (
    <Panel id="lead-correct" title="Correct the details">
      <details open={Boolean(refused)} className="group">
        <summary className="cursor-pointer font-semibold text-brand-700 hover:underline">
          Change the name, contact details, address, service or preferred time
        </summary>
        <div className="mt-3">
          <IntentForm intent="edit" submit="Save corrections" variant="outline">
            <TextInput compact {...field("name")} label="Name" maxLength={QUOTE_LIMITS.name + 1} autoComplete="off" />
            <TextInput compact {...field("phone")} label="Phone number" type="tel" autoComplete="off" />
            <TextInput compact {...field("email")} label="Email" type="email" maxLength={QUOTE_LIMITS.email + 1} autoComplete="off" />
            <TextInput compact {...field("address")} label="Address" maxLength={QUOTE_LIMITS.address + 1} autoComplete="off" />
            <TextInput compact {...field("suburb")} label="Suburb" maxLength={QUOTE_LIMITS.suburb + 1} autoComplete="off" />
            <SelectInput compact {...field("service")} label="Service" options={choicesWith(SERVICE_OPTIONS, values.service)} />
            <TextInput compact {...field("preferredDate")} label="Preferred date" type="date" />
            <SelectInput
              compact
              {...field("preferredTime")}
              label="Preferred time"
              options={timeSlotOptions(
                values.preferredTime && !TIME_SLOTS.includes(values.preferredTime) ? [values.preferredTime, ...TIME_SLOTS] : TIME_SLOTS,
              )}
            />
          </IntentForm>
        </div>
      </details>
    </Panel>
  );
}
