import { Panel } from "~/components/admin/panel";
import { mediumOf, sourceOf, type Touch } from "~/lib/attribution";
import { formatWhen } from "~/lib/clock";
import type { LeadDetail } from "../detail.server";

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

/** Where the website visitor came from, first and last (docs/decisions/0083); staff-entered leads have none. */
export function LeadAttribution({ lead }: { lead: Pick<LeadDetail, "firstTouch" | "lastTouch" | "marketingSource" | "campaign"> }) {
  return (
    <Panel id="lead-attribution" title="Where they came from">
      <p>
        Credited to <strong>{lead.marketingSource}</strong>
        {lead.campaign ? (
          <>
            {" "}
            / <strong>{lead.campaign}</strong>
          </>
        ) : null}
        .
      </p>
      {lead.firstTouch && lead.lastTouch ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TouchList title="First visit" touch={lead.firstTouch} />
          <TouchList title="Last visit" touch={lead.lastTouch} />
        </div>
      ) : (
        <p className="text-muted">No visit recorded with this request.</p>
      )}
    </Panel>
  );
}
