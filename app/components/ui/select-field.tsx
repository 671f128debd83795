/** A labelled native select: works without JavaScript, and phones show their own picker. */
export function SelectField({
  id,
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  anyLabel: string;
  options: readonly string[];
}) {
  return (
    <div className="flex-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="mt-1 h-11 w-full rounded-md border border-muted/40 bg-white px-3">
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
