import type { ComponentProps } from "react";
import { useFormContext } from "react-hook-form";
import { Field } from "~/components/form/fields";
import { cn } from "~/lib/cn";
import type { QuoteField, QuoteRequest } from "../schema";

/** The quote form's controls take ids `quote-<name>` (the page may hold other forms). */
export const QUOTE_SCOPE = "quote";

interface OptionsSelectProps {
  name: QuoteField;
  label: string;
  placeholder: string;
  options: readonly string[];
  error: string | undefined;
  hint?: string;
  /** What each option reads as (its value is sent as it is). */
  optionLabel?: (option: string) => string;
}

/** A native select (phones show their own picker) with an empty first choice, in the kit's field; `select` binds it. */
export function OptionsSelectField({
  name,
  label,
  placeholder,
  options,
  error,
  hint,
  optionLabel = (option) => option,
  optionProps,
  select,
}: OptionsSelectProps & {
  /** Extra attributes of an option (a plain form's script reads them). */
  optionProps?: (option: string) => Record<string, string | undefined>;
  select: ComponentProps<"select">;
}) {
  return (
    <Field
      scope={QUOTE_SCOPE}
      name={name}
      label={label}
      hint={hint}
      error={error}
      control={(p) => (
        <select {...p} {...select} className={cn(p.className, "h-11")}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option} {...optionProps?.(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** OptionsSelectField bound to the form. */
export function OptionsSelect(props: OptionsSelectProps) {
  const { register } = useFormContext<QuoteRequest>();
  return <OptionsSelectField {...props} select={register(props.name)} />;
}
