import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { formatWhen } from "~/lib/clock";
import type { useCrewOutbox } from "../use-crew-outbox";

type Outbox = ReturnType<typeof useCrewOutbox>;

// The class string alone: the portal's first load stays free of the Button's Slot (issue 47).
const OUTLINE = buttonClasses("outline", "sm");

const changes = (n: number) => (n === 1 ? "1 change" : `${n} changes`);

/** What the phone holds for the office: changes waiting for signal, and any the office's side refused on arrival. */
export function CrewOutbox({ outbox }: { outbox: Outbox }) {
  const { waiting, refused, needsSignIn, online } = outbox;
  if (online && !waiting.length && !refused.length) return null;
  return (
    <div className="mb-6 space-y-3">
      {!online || waiting.length ? (
        <section aria-labelledby="outbox-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
          <div role="status">
            <h2 id="outbox-heading" className="font-semibold">
              {waiting.length ? `${changes(waiting.length)} waiting to send` : "No signal: what you tap is kept on your phone"}
            </h2>
          </div>
          {waiting.length ? (
            <ol className="mt-2 space-y-1">
              {waiting.map((tap, i) => (
                <li key={`${tap.tappedAt}-${i}`}>
                  <Link to={`/crew/visits/${tap.visitId}`} reloadDocument className="font-semibold text-brand-700 underline">
                    {tap.label}
                  </Link>
                  {`, tapped ${formatWhen(tap.tappedAt)}`}
                </li>
              ))}
            </ol>
          ) : null}
          {needsSignIn ? (
            <p className="mt-2">Your sign-in has ended: open a new sign-in link from the office, and these are sent then.</p>
          ) : waiting.length && online ? (
            <button type="button" className={`mt-3 ${OUTLINE}`} onClick={outbox.sendNow}>
              Send now
            </button>
          ) : waiting.length ? (
            <p className="mt-2">They are sent by themselves, in order, when there is signal.</p>
          ) : null}
        </section>
      ) : null}
      {refused.map((tap) => (
        <section
          key={tap.id}
          aria-label="A change the office's side could not take"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm"
        >
          <p role="alert" className="font-semibold text-red-800">{`Not saved: ${tap.label}, tapped ${formatWhen(tap.tappedAt)}`}</p>
          <p className="mt-1 text-ink">{tap.message}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={`/crew/visits/${tap.visitId}`} reloadDocument className="font-semibold text-brand-700 underline">
              Open the visit
            </Link>
            <button type="button" className={OUTLINE} onClick={() => outbox.dismiss(tap.id)}>
              Got it
            </button>
          </div>
        </section>
      ))}
    </div>
  );
}
