import { mediumOf, sourceOf, type Touch } from "~/lib/attribution";
import { formatWhen } from "~/lib/clock";
import { Panel } from "./panel";

function TouchList({ title, touch }: { title: string; touch: Touch }) {
  const rows: Array<[string, string]> = [
    ["Source", sourceOf(touch)],
    ["Medium", mediumOf(touch)],
    ["Campaign", touch.campaign],
    ["Term", touch.term],
    ["Content", touch.content],
    ["Ad click", [touch.gclid ? "Google (gclid)" : "", touch.fbclid ? "Facebook (fbclid)" : ""].filter(Boolean).join(", ")],
    ["Referring site", touch.referrer],
    ["Landing page", touch.landingPage],
    ["Device", touch.device],
    ["When", formatWhen(touch.at)],
  ];
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/**
 * Where a website visitor came from, first and last (docs/decisions/0083), for a lead or an
 * application; `credit` is the line above the two visits (what the figures count it under).
 */
export function VisitTouches({ first, last, credit }: { first: Touch | null; last: Touch | null; credit?: React.ReactNode }) {
  return (
    <Panel id="visit-touches" title="Where they came from">
      {credit ? <p>{credit}</p> : null}
      {first && last ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TouchList title="First visit" touch={first} />
          <TouchList title="Last visit" touch={last} />
        </div>
      ) : (
        <p className="text-muted">No visit recorded with this request.</p>
      )}
    </Panel>
  );
}
