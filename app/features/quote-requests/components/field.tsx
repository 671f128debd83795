import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import type { QuoteField, QuoteRequest } from "../schema";

const fieldId = (name: string) => `quote-${name}`;
const errorId = (name: string) => `quote-${name}-error`;

/** The id, validity and description a form control needs so its message is read with it. */
export function controlProps(name: string, error: string | undefined) {
  return { id: fieldId(name), "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId(name) : undefined } as const;
}

export function FieldError({ name, message }: { name: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A labelled control with its message beneath it. */
export function Field({ name, label, error, children }: { name: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      <FieldError name={name} message={error} />
    </div>
  );
}

export const inputClass =
  "block w-full rounded-md border border-muted/50 bg-white px-3 text-ink placeholder:text-muted aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

/** A native select (phones show their own picker) bound to the form, with an empty first choice. */
export function OptionsSelect({
  name,
  placeholder,
  options,
  error,
}: {
  name: QuoteField;
  placeholder: string;
  options: readonly string[];
  error: string | undefined;
}) {
  const { register } = useFormContext<QuoteRequest>();
  return (
    <select {...register(name)} {...controlProps(name, error)} className={`${inputClass} h-11`}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
