import { useFormContext } from "react-hook-form";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { QUOTE_LIMITS } from "../constants";
import type { QuoteRequest } from "../schema";
import { controlProps, Field, inputClass, OptionsSelect } from "./field";

/** Step 1: the service (the 20 options plus Other, or the text the person searched for) and a brief description. */
export function ServiceStep({ customService }: { customService: string | null }) {
  const { register, formState } = useFormContext<QuoteRequest>();
  const { errors } = formState;
  return (
    <div className="space-y-4">
      <Field name="service" label="Service" error={errors.service?.message}>
        <OptionsSelect
          name="service"
          placeholder="Select a service"
          options={customService ? [customService, ...SERVICE_OPTIONS] : SERVICE_OPTIONS}
          error={errors.service?.message}
        />
      </Field>
      <Field name="message" label="Brief Description" error={errors.message?.message}>
        <textarea
          {...register("message")}
          {...controlProps("message", errors.message?.message)}
          rows={4}
          maxLength={QUOTE_LIMITS.message + 1}
          placeholder="What needs doing? Include anything that helps us quote, such as sizes, access or photos you can send later."
          className={`${inputClass} py-2`}
        />
      </Field>
    </div>
  );
}
