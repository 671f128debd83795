import { Link } from "react-router";
import { VisitStatusBadge } from "~/features/jobs/components/job-status-badge";
import type { CrewVisitRow } from "~/features/jobs/crew-view.server";
import { spokenSpan } from "~/features/jobs/visit-times";
import { formatIsoDay, formatIsoDayShort, formatWhen, type IsoDay } from "~/lib/clock";

/** A visit in the list: under a day's heading it needs only its time; an offer, listed apart, says its day too. */
function VisitItem({ visit, today }: { visit: CrewVisitRow; today: IsoDay }) {
  const clock = spokenSpan(visit.time.startMinute, visit.time.endMinute);
  const span = visit.offer === "offered" ? `${formatIsoDayShort(visit.time.day, today)}, ${clock}` : clock;
  return (
    <li>
      <Link
        to={`/crew/visits/${visit.id}`}
        reloadDocument
        className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-semibold text-ink">{`${visit.time.timing === "window" ? `Arrive ${span}` : span} · ${visit.suburb}`}</span>
          {visit.offer === "offered" ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">Offer</span>
          ) : (
            <VisitStatusBadge status={visit.status} />
          )}
        </span>
        <span className="mt-1 block text-sm text-ink">{`${visit.label}: ${visit.work}`}</span>
        {visit.offer === "offered" && visit.offerExpiresAt ? (
          <span className="mt-1 block text-sm text-amber-950">{`Answer by ${formatWhen(visit.offerExpiresAt)}`}</span>
        ) : null}
      </Link>
    </li>
  );
}

/** The tradie's visits: offers waiting for an answer first, then today's and the days to come. */
export function CrewVisitList({ visits, today }: { visits: readonly CrewVisitRow[]; today: string }) {
  const offers = visits.filter((v) => v.offer === "offered");
  const mine = visits.filter((v) => v.offer === "accepted");
  const todays = mine.filter((v) => v.time.day === today);
  const later = mine.filter((v) => v.time.day !== today);
  const days = [...new Set(later.map((v) => v.time.day))];
  return (
    <div className="space-y-8">
      {offers.length ? (
        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="text-lg font-semibold text-ink">
            Offers to answer
          </h2>
          <ul className="mt-3 space-y-3">
            {offers.map((v) => (
              <VisitItem key={v.id} visit={v} today={today} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="today-heading">
        <h2 id="today-heading" className="text-lg font-semibold text-ink">
          Today
        </h2>
        {todays.length ? (
          <ul className="mt-3 space-y-3">
            {todays.map((v) => (
              <VisitItem key={v.id} visit={v} today={today} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">Nothing booked today.</p>
        )}
      </section>
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-lg font-semibold text-ink">
          Coming up
        </h2>
        {days.length ? (
          days.map((day) => (
            <div key={day} className="mt-4">
              <h3 className="text-sm font-semibold text-muted">{formatIsoDay(day)}</h3>
              <ul className="mt-2 space-y-3">
                {later
                  .filter((v) => v.time.day === day)
                  .map((v) => (
                    <VisitItem key={v.id} visit={v} today={today} />
                  ))}
              </ul>
            </div>
          ))
        ) : (
          <p className="mt-2 text-muted">Nothing else booked yet.</p>
        )}
      </section>
    </div>
  );
}
