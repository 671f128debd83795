import type { ComponentProps, ReactNode, Ref } from "react";
import { cn } from "~/lib/cn";

/*
 * The one form kit: labelled controls for every form, public and admin. Every control
 * has its label, its hint and its error message tied to it, and works without JavaScript.
 * Ids come from the field's name, so an error summary can link straight to the control.
 */

/** A control's id: its name, within a `scope` when one page has several forms with the same field names. */
export const fieldId = (name: string, scope = "field") => `${scope}-${name}`;
const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(" ") || undefined;
}

const controlClass =
  "mt-1 block w-full rounded-md border bg-white px-3 text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
const labelClass = "block text-sm font-semibold text-ink";

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={hintId(id)} className="mt-0.5 text-sm text-muted">
      {children}
    </p>
  ) : null;
}

/** `id` is the control's id (fieldId(name, scope)). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

type Common = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  scope?: string;
  /** Smaller text and height, for filter bars and side panels in the admin. */
  compact?: boolean;
};

/**
 * A control's label above it, its hint and its message below, and the attributes that tie them
 * to it. `control` draws the control with those attributes (spread them first); the inputs below
 * use it, and a form with its own binding (react-hook-form's `register`) uses it directly.
 */
export function Field({
  name,
  label,
  hint,
  error,
  className,
  scope,
  compact,
  control,
}: Common & {
  control: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string; className: string }) => ReactNode;
}) {
  const id = fieldId(name, scope);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Hint id={id}>{hint}</Hint>
      {control({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, hint, error),
        className: cn(controlClass, compact && "text-sm", error ? "border-red-700" : "border-slate-400"),
      })}
      <FieldError id={id} message={error} />
    </div>
  );
}

const height = (compact: boolean | undefined) => (compact ? "h-10" : "h-11");

/** A control's own attributes apart from what its `Field` takes. */
function split<P extends Common>({ name, label, hint, error, className, scope, compact, ...control }: P) {
  return [{ name, label, hint, error, className, scope, compact }, control] as const;
}

export function TextInput(props: Common & Omit<ComponentProps<"input">, "name" | "id">) {
  const [field, own] = split(props);
  return <Field {...field} control={(p) => <input {...p} className={cn(p.className, height(field.compact))} {...own} />} />;
}

export function TextArea(props: Common & Omit<ComponentProps<"textarea">, "name" | "id">) {
  const [field, own] = split(props);
  const size = field.compact ? "min-h-20 py-2" : "min-h-32 py-2";
  return <Field {...field} control={(p) => <textarea {...p} className={cn(p.className, size)} {...own} />} />;
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Options from plain values, each its own label, after an optional first "any" choice with the empty value. */
export function optionsOf(values: readonly string[], any?: string): SelectOption[] {
  return [...(any === undefined ? [] : [{ value: "", label: any }]), ...values.map((v) => ({ value: v, label: v }))];
}

export function SelectInput(props: Common & { options: readonly SelectOption[] } & Omit<ComponentProps<"select">, "name" | "id">) {
  const [field, { options, ...own }] = split(props);
  return (
    <Field
      {...field}
      control={(p) => (
        <select {...p} className={cn(p.className, height(field.compact))} {...own}>
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A group of checkboxes or radios under one legend; the first control carries the group's id for error links. */
export function ChoiceGroup({
  name,
  legend,
  hint,
  error,
  type = "checkbox",
  options,
  selected,
  className,
  optionsClassName = "grid gap-2 sm:grid-cols-2 lg:grid-cols-3",
  scope,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  type?: "checkbox" | "radio";
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
  className?: string;
  optionsClassName?: string;
  scope?: string;
}) {
  const id = fieldId(name, scope);
  return (
    <fieldset className={className} aria-describedby={describedBy(id, hint, error)}>
      <legend className={labelClass}>{legend}</legend>
      <Hint id={id}>{hint}</Hint>
      <FieldError id={id} message={error} />
      <div className={cn("mt-2", optionsClassName)}>
        {options.map((o, i) => (
          <label
            key={o.value}
            className="flex min-h-11 items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-ink has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              id={i === 0 ? id : undefined}
              type={type}
              name={name}
              value={o.value}
              defaultChecked={selected.includes(o.value)}
              className="size-5 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One required tick box, such as a consent. */
export function Checkbox({
  name,
  label,
  hint,
  error,
  defaultChecked,
  value = "yes",
  scope,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  defaultChecked?: boolean;
  value?: string;
  scope?: string;
}) {
  const id = fieldId(name, scope);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={id} className="text-ink">
            {label}
          </label>
          <Hint id={id}>{hint}</Hint>
        </div>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** Every problem in a form at the top, each linking to its field, announced when it appears. */
export function ErrorSummary({
  errors,
  heading = "Please check the highlighted fields",
  ref,
  scope,
}: {
  errors: Record<string, string>;
  heading?: string;
  ref?: Ref<HTMLDivElement>;
  /** The form's field scope, when it has one, so each message links to its field. */
  scope?: string;
}) {
  const entries = Object.entries(errors).filter(([name, message]) => name !== "form" && message);
  if (entries.length === 0) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900 focus:outline-none">
      <h2 className="font-semibold">{heading}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name, scope)}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
