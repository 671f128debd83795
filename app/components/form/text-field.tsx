import { useId, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose error and hint are announced with it. */
export function TextField({ label, error, hint, className, ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "mt-1 block h-11 w-full rounded-md border bg-white px-3 text-ink shadow-sm placeholder:text-muted/70 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none",
          error ? "border-red-700" : "border-slate-300",
        )}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
