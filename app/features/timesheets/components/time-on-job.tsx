import { ChoiceGroup, TextInput } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { aucklandClock, formatTimeOfDay } from "~/lib/clock";
import { PAUSE_REASONS } from "../hours";
import type { VisitClock } from "../visit-clock.server";

/*
 * The tradie's time on a visit, on the crew visit page under the card (docs/decisions/0209):
 * pause and back to work while started, and today's times corrected with a reason once done.
 */
export function TimeOnJob({ clock, errors }: { clock: VisitClock; errors: (intent: string) => Record<string, string> }) {
  const running = !clock.endedAt;
  return (
    <section aria-labelledby="time-heading" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="time-heading" className="font-semibold text-ink">
        Your time
      </h2>
      <div className="mt-3 space-y-3 text-sm">
        <p>
          {`Started ${formatTimeOfDay(clock.startedAt)}`}
          {clock.endedAt ? `, finished ${formatTimeOfDay(clock.endedAt)}` : ""}
          {clock.pauses > 0 ? ` · ${clock.pauses === 1 ? "1 pause" : `${clock.pauses} pauses`}` : ""}
        </p>
        {clock.correction ? (
          <p className="text-slate-600">{`Corrected (${clock.correction.reason}); the taps recorded ${formatTimeOfDay(clock.correction.recorded.startedAt)}${clock.correction.recorded.endedAt ? ` to ${formatTimeOfDay(clock.correction.recorded.endedAt)}` : ""}.`}</p>
        ) : null}
        {running && clock.pause ? (
          <>
            <p role="status">{`Paused since ${formatTimeOfDay(clock.pause.startedAt)}: ${PAUSE_REASONS[clock.pause.reason as keyof typeof PAUSE_REASONS] ?? "pause"}`}</p>
            <IntentForm intent="resume" submit="Back to work" />
          </>
        ) : null}
        {running && !clock.pause ? (
          <IntentForm intent="pause" submit="Pause" variant="outline">
            <ChoiceGroup
              scope="pause"
              type="radio"
              name="reason"
              legend="Pausing for"
              options={Object.entries(PAUSE_REASONS).map(([value, label]) => ({ value, label }))}
              selected={["travel"]}
              error={errors("pause").reason}
            />
          </IntentForm>
        ) : null}
        {clock.locked ? <p>This week’s timesheet is approved, so these times are locked.</p> : null}
        {clock.correctable && clock.endedAt ? (
          <details className="rounded-md border border-slate-200 p-3" open={Object.keys(errors("correct-time")).length > 0}>
            <summary className="cursor-pointer font-semibold text-brand-700">Times wrong?</summary>
            <div className="mt-3">
              <IntentForm intent="correct-time" submit="Correct my times" variant="outline">
                <TextInput
                  scope="correct-time"
                  name="start"
                  type="time"
                  label="Started at"
                  defaultValue={aucklandClock(clock.startedAt)}
                  error={errors("correct-time").start}
                />
                <TextInput
                  scope="correct-time"
                  name="end"
                  type="time"
                  label="Finished at"
                  defaultValue={aucklandClock(clock.endedAt)}
                  error={errors("correct-time").end}
                />
                <TextInput
                  scope="correct-time"
                  name="reason"
                  label="Why they were wrong"
                  autoComplete="off"
                  error={errors("correct-time").reason}
                />
              </IntentForm>
            </div>
          </details>
        ) : null}
      </div>
    </section>
  );
}
