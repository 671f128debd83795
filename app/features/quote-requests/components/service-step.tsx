import type { ComponentProps } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { RECURRING_SERVICES, VISIT_FREQUENCIES, VISIT_FREQUENCY_LABELS, type VisitFrequency } from "~/features/catalogue/regular-visits";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { QUOTE_LIMITS } from "../constants";
import type { QuoteRequest } from "../schema";
import { Field } from "~/components/form/fields";
import { cn } from "~/lib/cn";
import { RECURRING_OPTION_ATTRIBUTE, VISITS_FIELD_ATTRIBUTE } from "../first-step-markers";
import { OptionsSelectField, QUOTE_SCOPE } from "./field";

/**
 * Step 1's controls: the service (the 20 options plus Other), how often for one that repeats,
 * and a brief description. Drawn bound to the form (ServiceStep), and as plain HTML that the
 * page shows while the form's code is on its way (quote-first-step.tsx, docs/decisions/0239).
 */
export function ServiceStepFields({
  service,
  message,
  visits,
  errors = {},
  plain = false,
}: {
  service: ComponentProps<"select">;
  message: ComponentProps<"textarea">;
  /** The "Regular visits" select, when it is drawn: with a repeating service, or always in the plain step (hidden until one is chosen). */
  visits: ComponentProps<"select"> | null;
  errors?: { service?: string; message?: string };
  plain?: boolean;
}) {
  return (
    <div className="space-y-4">
      <OptionsSelectField
        name="service"
        label="Service"
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
        error={errors.service}
        select={service}
        optionProps={plain ? (option) => ({ [RECURRING_OPTION_ATTRIBUTE]: RECURRING_SERVICES.has(option) ? "" : undefined }) : undefined}
      />
      {visits ? (
        <div {...(plain ? { [VISITS_FIELD_ATTRIBUTE]: "", hidden: true } : {})}>
          <Field
            scope={QUOTE_SCOPE}
            name="visitsEvery"
            label="Regular visits"
            hint="We can come back on a schedule: lawns, gutters and cleaning often are."
            control={(p) => (
              <select {...p} {...visits} className={cn(p.className, "h-11")}>
                <option value="">Just once</option>
                {VISIT_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {VISIT_FREQUENCY_LABELS[frequency]}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
      ) : null}
      <Field
        scope={QUOTE_SCOPE}
        name="message"
        label="Brief Description"
        error={errors.message}
        control={(p) => (
          <textarea
            {...p}
            {...message}
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

/** Step 1 bound to the form. */
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
    <ServiceStepFields
      service={register("service")}
      message={register("message")}
      errors={{ service: errors.service?.message, message: errors.message?.message }}
      visits={
        RECURRING_SERVICES.has(service)
          ? { value: visitsEvery, onChange: (event) => onVisitsEvery(event.target.value as VisitFrequency | "") }
          : null
      }
    />
  );
}
