import type { Ref } from "react";
import { useFormContext } from "react-hook-form";
import { CONTACT_PREFERENCE_LABELS, CONTACT_PREFERENCES, type ContactPreference } from "~/features/customers/contact-preference";
import { QUOTE_LIMITS } from "../constants";
import type { QuoteField, QuoteRequest } from "../schema";
import { Field } from "~/components/form/fields";
import { cn } from "~/lib/cn";
import { QUOTE_SCOPE } from "./field";

const CONTACT_FIELDS: Array<{
  name: QuoteField;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
  inputMode?: "tel" | "email";
}> = [
  { name: "name", label: "Full Name", type: "text", autoComplete: "name", maxLength: QUOTE_LIMITS.name },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email", maxLength: QUOTE_LIMITS.email, inputMode: "email" },
  { name: "phone", label: "Phone Number", type: "tel", autoComplete: "tel", maxLength: QUOTE_LIMITS.phoneMax, inputMode: "tel" },
  { name: "address", label: "Property Address", type: "text", autoComplete: "street-address", maxLength: QUOTE_LIMITS.address },
  { name: "suburb", label: "Suburb", type: "text", autoComplete: "address-level2", maxLength: QUOTE_LIMITS.suburb },
];

/** Step 3: who we are quoting for and where. Also holds the honeypot, which people never see. */
export function ContactStep({
  honeypotRef,
  preference,
  onPreference,
}: {
  honeypotRef: Ref<HTMLInputElement>;
  preference: ContactPreference;
  onPreference(next: ContactPreference): void;
}) {
  const { register, formState } = useFormContext<QuoteRequest>();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CONTACT_FIELDS.map((f) => (
        <div key={f.name} className={f.name === "address" ? "sm:col-span-2" : undefined}>
          <Field
            scope={QUOTE_SCOPE}
            name={f.name}
            label={f.label}
            error={errors[f.name]?.message}
            control={(p) => (
              <input
                {...p}
                {...register(f.name)}
                type={f.type}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                // A little over the limit, so a pasted value shows its message rather than being cut off silently.
                maxLength={f.maxLength + 1}
                className={cn(p.className, "h-11")}
              />
            )}
          />
        </div>
      ))}
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-ink">How should we keep you posted?</legend>
        <div className="flex flex-wrap gap-4">
          {CONTACT_PREFERENCES.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="radio"
                name="contactPreference"
                value={choice}
                checked={preference === choice}
                onChange={() => onPreference(choice)}
                className="h-5 w-5 accent-brand-700"
              />
              {CONTACT_PREFERENCE_LABELS[choice]}
            </label>
          ))}
        </div>
      </fieldset>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="quote-website">Leave this field empty</label>
        <input ref={honeypotRef} id="quote-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  );
}
