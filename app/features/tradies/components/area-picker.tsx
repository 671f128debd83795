import { FieldError, fieldId } from "../../../components/form/fields";

export interface AreaChoice {
  name: string;
  suburbs: readonly string[];
}

/**
 * The areas a tradie covers: a tick box per area, and inside each a disclosure of its
 * suburbs for those who only cover part of it. Native controls, so it works without JavaScript.
 */
export function AreaPicker({
  legend = "Areas you cover",
  areas,
  selectedAreas,
  selectedSuburbs,
  error,
}: {
  legend?: string;
  areas: readonly AreaChoice[];
  selectedAreas: readonly string[];
  selectedSuburbs: readonly string[];
  error?: string;
}) {
  const id = fieldId("areas");
  return (
    <fieldset aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim()}>
      <legend className="block text-sm font-semibold text-ink">{legend}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
        Tick each area covered. For only part of an area, open it and tick those suburbs instead.
      </p>
      <FieldError id={id} message={error} />
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {areas.map((area, i) => (
          <div key={area.name} className="rounded-md border border-slate-300 bg-white p-3">
            <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
              <input
                id={i === 0 ? id : undefined}
                type="checkbox"
                name="areas"
                value={area.name}
                defaultChecked={selectedAreas.includes(area.name)}
                className="size-5 accent-brand-700"
              />
              {area.name}
            </label>
            <details className="mt-1" open={area.suburbs.some((s) => selectedSuburbs.includes(s))}>
              <summary className="cursor-pointer py-2 text-sm font-semibold text-brand-700">Only some suburbs in {area.name}?</summary>
              <fieldset>
                <legend className="sr-only">Suburbs in {area.name}</legend>
                <div className="grid grid-cols-2 gap-1">
                  {area.suburbs.map((suburb) => (
                    <label key={suburb} className="flex min-h-9 items-center gap-2 text-sm text-ink">
                      <input
                        type="checkbox"
                        name="suburbs"
                        value={suburb}
                        defaultChecked={selectedSuburbs.includes(suburb)}
                        className="size-4 accent-brand-700"
                      />
                      {suburb}
                    </label>
                  ))}
                </div>
              </fieldset>
            </details>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
