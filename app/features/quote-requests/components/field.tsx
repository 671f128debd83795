import { useFormContext } from "react-hook-form";
import { Field } from "~/components/form/fields";
import { cn } from "~/lib/cn";
import type { QuoteField, QuoteRequest } from "../schema";

/** The quote form's controls take ids `quote-<name>` (the page may hold other forms). */
export const QUOTE_SCOPE = "quote";

/** A native select (phones show their own picker) bound to the form, with an empty first choice, in the kit's field. */
export function OptionsSelect({
  name,
  label,
  placeholder,
  options,
  error,
  hint,
  optionLabel = (option) => option,
}: {
  name: QuoteField;
  label: string;
  placeholder: string;
  options: readonly string[];
  error: string | undefined;
  hint?: string;
  /** What each option reads as (its value is sent as it is). */
  optionLabel?: (option: string) => string;
}) {
  const { register } = useFormContext<QuoteRequest>();
  return (
    <Field
      scope={QUOTE_SCOPE}
      name={name}
      label={label}
      hint={hint}
      error={error}
      control={(p) => (
        <select {...p} {...register(name)} className={cn(p.className, "h-11")}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    />
  );
}
