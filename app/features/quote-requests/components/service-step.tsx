import { useFormContext } from "react-hook-form";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { QUOTE_LIMITS } from "../constants";
import type { QuoteRequest } from "../schema";
import { Field } from "~/components/form/fields";
import { cn } from "~/lib/cn";
import { OptionsSelect, QUOTE_SCOPE } from "./field";

/** Step 1: the service (the 20 options plus Other) and a brief description. */
export function ServiceStep() {
  const { register, formState } = useFormContext<QuoteRequest>();
  const { errors } = formState;
  return (
    <div className="space-y-4">
      <OptionsSelect
        name="service"
        label="Service"
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
        error={errors.service?.message}
      />
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
