import { useFormContext, useWatch } from "react-hook-form";
import { RECURRING_SERVICES, VISIT_FREQUENCIES, VISIT_FREQUENCY_LABELS, type VisitFrequency } from "~/features/catalogue/regular-visits";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { QUOTE_LIMITS } from "../constants";
import type { QuoteRequest } from "../schema";
import { Field } from "~/components/form/fields";
import { cn } from "~/lib/cn";
import { OptionsSelect, QUOTE_SCOPE } from "./field";

/** Step 1: the service (the 20 options plus Other), how often for one that repeats, and a brief description. */
export function ServiceStep({
  visitsEvery,
  onVisitsEvery,
}: {
  visitsEvery: VisitFrequency | "";
  onVisitsEvery(next: VisitFrequency | ""): void;
}) {
  const { register, formState, control } = useFormContext<QuoteRequest>();
  const { errors } = formState;
  const service = useWatch({ control, name: "service" });
  return (
    <div className="space-y-4">
      <OptionsSelect
        name="service"
        label="Service"
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
        error={errors.service?.message}
      />
      {RECURRING_SERVICES.has(service) ? (
        <Field
          scope={QUOTE_SCOPE}
          name="visitsEvery"
          label="Regular visits"
          hint="We can come back on a schedule: lawns, gutters and cleaning often are."
          control={(p) => (
            <select
              {...p}
              value={visitsEvery}
              onChange={(event) => onVisitsEvery(event.target.value as VisitFrequency | "")}
              className={cn(p.className, "h-11")}
            >
              <option value="">Just once</option>
              {VISIT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {VISIT_FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
          )}
        />
      ) : null}
      <Field
        scope={QUOTE_SCOPE}
        name="message"
        label="Brief Description"
        error={errors.message?.message}
        control={(p) => (
          <textarea
            {...p}
            {...register("message")}
            rows={4}
            maxLength={QUOTE_LIMITS.message + 1}
            placeholder="What needs doing? Include anything that helps us quote, such as sizes, access or photos you can send later."
            className={cn(p.className, "py-2")}
          />
        )}
      />
    </div>
  );
}
