import { useEffect, useMemo, useState } from "react";
import { Link, useFetcher } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { ScheduleAgenda } from "~/features/jobs/components/schedule-agenda";
import { ScheduleBoard } from "~/features/jobs/components/schedule-board";
import { ScheduleMonth } from "~/features/jobs/components/schedule-month";
import { scheduleIntents } from "~/features/jobs/schedule-action.server";
import { readScheduleQuery, scheduleHref, stepQuery, type ScheduleQuery } from "~/features/jobs/schedule-range";
import { unpackVisits } from "~/features/jobs/schedule-codec";
import { loadSchedule, scheduleToSend } from "~/features/jobs/schedule.server";
import type { ScheduleLayout } from "~/features/jobs/first-screenful";
import { getSettings } from "~/features/settings/settings.server";
import { formatIsoDay, formatMonthYear, aucklandInstant, todayInAuckland } from "~/lib/clock";
import { cn } from "~/lib/cn";
import { formAction } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/schedule";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Schedule");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "jobs.view");
  const params = new URL(request.url).searchParams;
  const query = readScheduleQuery(params);
  // Chromium on a phone says so; everyone else gets the board first (see useScheduleLayout).
  const firstLayout: ScheduleLayout = request.headers.get("sec-ch-ua-mobile") === "?1" ? "agenda" : "board";
  const schedule = await loadSchedule(getDb(), query, await getSettings());
  return { query, today: todayInAuckland(), firstLayout, schedule: scheduleToSend(schedule, firstLayout, params.get("rows") === "all") };
}

export async function action({ request }: Route.ActionArgs) {
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "jobs.change",
    intents: async () => scheduleIntents(getDb(), await getSettings()),
  });
}

function heading(query: ScheduleQuery, days: readonly { day: string }[]) {
  if (query.view === "day") return formatIsoDay(query.day);
  if (query.view === "month") return formatMonthYear(aucklandInstant(query.day, "12:00"));
  return `Week of ${formatIsoDay(days[0].day)}`;
}

function ScheduleNav({ query, today, title }: { query: ScheduleQuery; today: string; title: string }) {
  const views = [
    { view: "day", label: "Day" },
    { view: "week", label: "Week" },
    { view: "month", label: "Month" },
  ] as const;
  return (
    <nav aria-label="Schedule views" className="mb-4 flex flex-wrap items-center gap-3">
      <ul className="flex overflow-hidden rounded-md border border-slate-300 text-sm">
        {views.map((v) => (
          <li key={v.view}>
            <Link
              to={scheduleHref({ ...query, view: v.view })}
              aria-current={query.view === v.view ? "page" : undefined}
              className={cn(
                "block px-3 py-1.5 font-semibold",
                query.view === v.view ? "bg-brand-700 text-white" : "bg-white text-brand-800 hover:bg-brand-50",
              )}
            >
              {v.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-2 text-sm">
        <Link
          to={scheduleHref(stepQuery(query, -1))}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-brand-800"
        >
          Previous<span className="sr-only">{` ${query.view}`}</span>
        </Link>
        <Link
          to={scheduleHref({ ...query, day: today })}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-brand-800"
        >
          Today
        </Link>
        <Link
          to={scheduleHref(stepQuery(query, 1))}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-brand-800"
        >
          Next<span className="sr-only">{` ${query.view}`}</span>
        </Link>
      </div>
      <h2 className="text-lg font-semibold text-ink" aria-live="polite">
        {title}
      </h2>
    </nav>
  );
}

/**
 * The board on wide screens, the agenda list on phones. A week holds thousands of visits, so the
 * server draws only one of them (the agenda for a browser that says it is on a phone, else the
 * board), and once the page runs, the width of the window decides, as it changes.
 */
function useScheduleLayout(first: ScheduleLayout): ScheduleLayout {
  const [layout, setLayout] = useState(first);
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 48rem)");
    const pick = () => setLayout(wide.matches ? "board" : "agenda");
    pick();
    wide.addEventListener("change", pick);
    return () => wide.removeEventListener("change", pick);
  }, []);
  return layout;
}

/**
 * The schedule as the page brought it, then, for a week that came as its first screenful, every
 * visit of it: asked for once the page runs, and kept fresh with the page after each change.
 */
function useWholeSchedule(sent: Route.ComponentProps["loaderData"]["schedule"], query: ScheduleQuery) {
  const rest = useFetcher<typeof loader>();
  const restHref = sent.view !== "month" && !sent.complete ? `${scheduleHref(query)}&rows=all` : null;
  const load = rest.load;
  useEffect(() => {
    if (restHref) void load(restHref);
  }, [restHref, load]);
  const whole = rest.data?.schedule;
  const same = restHref && whole && whole.view !== "month" && whole.complete && whole.days[0].day === sent.days[0].day;
  return same ? whole : sent;
}

export default function SchedulePage({ loaderData }: Route.ComponentProps) {
  const { query, today, firstLayout } = loaderData;
  const schedule = useWholeSchedule(loaderData.schedule, query);
  const json = schedule.view === "month" ? null : schedule.visitsJson;
  const tradies = schedule.view === "month" ? null : schedule.tradies;
  const visits = useMemo(() => (json && tradies ? unpackVisits(json, tradies) : []), [json, tradies]);
  const layout = useScheduleLayout(firstLayout);
  return (
    <AdminPage
      title="Schedule"
      description={
        layout === "agenda"
          ? "Who is where, when, from today. Tap a visit to open it and change it."
          : "Who is where, when. Drag a visit to move it, or open it to change it with a form."
      }
    >
      <ScheduleNav query={query} today={today} title={heading(query, schedule.days)} />
      {schedule.view === "month" ? (
        <ScheduleMonth schedule={schedule} month={query.day.slice(0, 7)} />
      ) : layout === "agenda" ? (
        <ScheduleAgenda schedule={schedule} visits={visits} complete={schedule.complete} today={today} />
      ) : (
        <ScheduleBoard schedule={schedule} visits={visits} complete={schedule.complete} heldBack={schedule.heldBack} />
      )}
    </AdminPage>
  );
}
