import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type Active,
  type ClientRect,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
} from "@dnd-kit/core";
import { useMemo, useRef, type CSSProperties, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { FormAlert } from "~/components/form/form-alert";
import { formatClock, formatIsoDay, formatIsoDayShort } from "~/lib/clock";
import { cn } from "~/lib/cn";
import type { ActionResult } from "~/lib/form-action";
import { boardCellKey, NO_TRADIE_ROW } from "../first-screenful";
import type { ScheduledVisit } from "../schedule-codec";
import type { TimeSchedule } from "../schedule.server";
import { clockText, spokenSpan } from "../visit-times";
import { axisPercent, GRID_END, GRID_START, minuteAt, minutesMoved, scheduleKeyboard } from "./schedule-geometry";
import { scheduleHref } from "../schedule-range";
import { useFollowPlainLinks } from "./plain-links";

import { VisitWarnings } from "./visit-list";

/*
 * The schedule's board (docs/decisions/0109): rows of tradies, drag a visit by its handle to
 * another day, time or tradie, drag its end to resize it (day view), or drag a job from the
 * "to schedule" list onto a tradie's row. The handles work by keyboard too (Space to pick up,
 * arrows to move, Space to drop, Escape to cancel), with every move read out; and every visit
 * links to its job page, whose form does the same without dragging.
 */

const NO_TRADIE = NO_TRADIE_ROW;

type Drag =
  | { kind: "visit"; visit: ScheduledVisit; row: string }
  | { kind: "resize"; visit: ScheduledVisit; row: string }
  | { kind: "job"; jobId: number; label: string };
type Drop = { row: string; day: string };

/**
 * The pointer's target when there is a pointer; by keyboard, the target under the moved item's
 * centre, which is where the arrow keys put it (none while it is still in its list).
 */
const collisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) {
    const { left, top, width, height } = args.collisionRect;
    return pointerWithin({ ...args, pointerCoordinates: { x: left + width / 2, y: top + height / 2 } });
  }
  const underPointer = pointerWithin(args);
  return underPointer.length ? underPointer : rectIntersection(args);
};

/** Where a drag would land if let go now: the row and day under it, and the time. */
interface Landing {
  row: string;
  day: string;
  start: number;
  end: number;
}

/**
 * The point of a dragged item that marks its time on the day view's track, from its left edge: a
 * visit's left edge (where it starts); a job from the list, where the pointer holds it (`pointerX`,
 * read when the drag starts), or by keyboard its centre, which is where the arrow keys put it and
 * what they step along.
 */
function grabOffset(drag: Drag, pointerX: number | null, initial: ClientRect): number {
  if (drag.kind !== "job") return 0;
  return pointerX === null ? initial.width / 2 : pointerX - initial.left;
}

/**
 * The landing of a drag as it stands: the pointer and the keyboard alike, for the drop and for what
 * a screen reader hears while it moves. On the week view a visit keeps its times (a job gets 9–11
 * am); on the day view the time is where the item's grab point is along the track; a resize keeps
 * the start and moves the end by whole quarter hours.
 */
function landingOf(view: "day" | "week", active: Active, over: Over | null, pointerX: number | null): Landing | null {
  const drag = active.data.current as Drag | undefined;
  const drop = over?.data.current as Drop | undefined;
  if (!drag || !drop || !over) return null;
  const { initial, translated } = active.rect.current;
  const moved = translated ?? initial;
  if (drag.kind === "resize") {
    const along = moved && initial ? moved.left - initial.left : 0;
    const { startMinute, endMinute } = drag.visit.time;
    const end = Math.min(Math.max(endMinute + minutesMoved(along, over.rect.width), startMinute + 15), 1440);
    return { row: drag.row, day: drag.visit.time.day, start: startMinute, end };
  }
  const length = drag.kind === "visit" ? drag.visit.time.endMinute - drag.visit.time.startMinute : 120;
  const start =
    view === "week"
      ? drag.kind === "visit"
        ? drag.visit.time.startMinute
        : 9 * 60
      : moved && initial
        ? minuteAt(moved.left + grabOffset(drag, pointerX, initial) - over.rect.left, over.rect.width)
        : GRID_START;
  return { row: drop.row, day: drop.day, start, end: Math.min(start + length, 1440) };
}

function rowName(schedule: TimeSchedule, row: string) {
  return row === NO_TRADIE ? "no tradie" : (schedule.tradies.find((t) => String(t.id) === row)?.name ?? "a tradie");
}

function dragLabel(drag: Drag | undefined) {
  if (!drag) return "the item";
  return drag.kind === "job" ? `job ${drag.label}` : `visit ${drag.visit.label}`;
}

export function ScheduleBoard({
  schedule,
  visits,
  complete,
  heldBack = {},
}: {
  schedule: TimeSchedule;
  visits: readonly ScheduledVisit[];
  /** Every visit is here (else the first screenful's: see first-screenful.ts). */
  complete: boolean;
  /** How many visits each cell of the first screenful holds back, by boardCellKey. */
  heldBack?: Readonly<Record<string, number>>;
}) {
  const fetcher = useFetcher<ActionResult<{ warnings?: string[] }>>();
  const view = schedule.view;
  const coordinateGetter = useMemo(() => scheduleKeyboard(view), [view]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  function post(fields: Record<string, string>) {
    void fetcher.submit(fields, { method: "post" });
  }

  /** Where the pointer took hold of the item (null by keyboard), read when the drag starts: see grabOffset. */
  const pointerX = useRef<number | null>(null);
  /** The last landing read out while moving, so each new time or place is said once. */
  const said = useRef("");

  function onDragStart(event: DragStartEvent) {
    pointerX.current = event.activatorEvent instanceof MouseEvent ? event.activatorEvent.clientX : null;
    said.current = "";
  }

  function onDragEnd(event: DragEndEvent) {
    const drag = event.active.data.current as Drag | undefined;
    const landing = landingOf(view, event.active, event.over, pointerX.current);
    if (!drag || !landing) return;
    const times = { day: landing.day, start: clockText(landing.start), end: clockText(landing.end) };
    const toTradieId = landing.row === NO_TRADIE ? "" : landing.row;
    if (drag.kind === "job") {
      post({ intent: "book-job", jobId: String(drag.jobId), toTradieId, ...times });
      return;
    }
    const { time } = drag.visit;
    const unchanged =
      drag.row === landing.row && time.day === landing.day && time.startMinute === landing.start && time.endMinute === landing.end;
    if (unchanged) return;
    post({
      intent: "move-visit",
      visitId: String(drag.visit.id),
      fromTradieId: drag.row === NO_TRADIE ? "" : drag.row,
      toTradieId,
      ...times,
    });
  }

  /** "visit J-000012: Sam Patel, Tue 1 Dec, 1–3 pm": who, which day, and the time, as it would land. */
  function where(active: Active, over: Over | null): string | null {
    const landing = landingOf(view, active, over, pointerX.current);
    if (!landing) return null;
    const drag = active.data.current as Drag;
    const span = spokenSpan(landing.start, landing.end);
    if (drag.kind === "resize") return `${drag.visit.label} ends at ${formatClock(landing.end)}, ${span}`;
    return `${dragLabel(drag)}: ${rowName(schedule, landing.row)}, ${formatIsoDayShort(landing.day)}, ${span}`;
  }

  /** Said when the landing changes (another row, day or quarter hour), not at every pixel of a pointer's move. */
  function sayWhereOnce(active: Active, over: Over | null) {
    const place = where(active, over) ?? `${dragLabel(active.data.current as Drag)} is not over the schedule`;
    if (place === said.current) return undefined;
    said.current = place;
    return `${place}.`;
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${dragLabel(active.data.current as Drag)}. Use the arrow keys to move it, Space to drop it, Escape to put it back.`,
    onDragOver: ({ active, over }) => sayWhereOnce(active, over),
    onDragMove: ({ active, over }) => sayWhereOnce(active, over),
    onDragEnd: ({ active, over }) => {
      const place = where(active, over);
      return place ? `Dropped ${place}. Saving.` : `${dragLabel(active.data.current as Drag)} is back where it was.`;
    },
    onDragCancel: ({ active }) => `Moving ${dragLabel(active.data.current as Drag)} was cancelled; it is back where it was.`,
  };

  const rows = [...schedule.tradies.map((t) => ({ key: String(t.id), name: t.name })), { key: NO_TRADIE, name: "No tradie yet" }];
  const result = fetcher.data;
  const followPlainLinks = useFollowPlainLinks();
  return (
    <DndContext
      id="schedule"
      // The grid fits a desktop; scrolling it under a dragged visit would drop it a day away.
      autoScroll={false}
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move this, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel. The job page has a form that does the same.",
        },
      }}
    >
      <div aria-live="polite" className="mb-3 min-h-0 empty:hidden">
        {fetcher.state !== "idle" ? <p className="text-sm text-muted">Saving…</p> : null}
        {fetcher.state === "idle" && result ? (
          <div className="space-y-2">
            <FormAlert tone={result.ok ? "success" : "error"}>{result.message}</FormAlert>
            {result.ok && result.warnings?.length ? <VisitWarnings warnings={result.warnings} /> : null}
          </div>
        ) : null}
      </div>
      <div className="grid gap-5 2xl:grid-cols-[1fr_16rem]">
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only forwards its links' own clicks (Enter on a link is a click) */}
        <div className="min-w-0 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" onClick={followPlainLinks}>
          {view === "week" ? (
            <WeekGrid schedule={schedule} rows={rows} visits={visits} complete={complete} heldBack={heldBack} />
          ) : (
            <DayGrid schedule={schedule} rows={rows} visits={visits} />
          )}
        </div>
        <ToSchedule jobs={schedule.unscheduled} />
      </div>
    </DndContext>
  );
}

/** The end of a visit on the day view, dragged (or moved by arrow keys) to make the visit shorter or longer. */
function ResizeHandle({ visit, row }: { visit: ScheduledVisit; row: string }) {
  const resize = useDraggable({ id: `resize:${visit.id}:${row}`, data: { kind: "resize", visit, row } satisfies Drag });
  return (
    <button
      type="button"
      ref={resize.setActivatorNodeRef}
      {...resize.listeners}
      {...resize.attributes}
      aria-label={`Change when ${visit.label} ends, now ${spokenSpan(visit.time.startMinute, visit.time.endMinute)}`}
      className="w-3 shrink-0 cursor-ew-resize rounded-r-md bg-brand-200 hover:bg-brand-300 focus-visible:outline-2 focus-visible:outline-brand-700"
    />
  );
}

function VisitChip({ visit, row, resizable, style }: { visit: ScheduledVisit; row: string; resizable?: boolean; style?: CSSProperties }) {
  const move = useDraggable({
    id: `visit:${visit.id}:${row}`,
    data: { kind: "visit", visit, row } satisfies Drag,
    disabled: !visit.movable,
  });
  const shift = move.transform ? `translate3d(${move.transform.x}px, ${move.transform.y}px, 0)` : undefined;
  const span = spokenSpan(visit.time.startMinute, visit.time.endMinute);
  const href = visit.jobId ? `/admin/jobs/${visit.jobId}` : `/admin/leads/${visit.leadId}`;
  return (
    <div
      ref={move.setNodeRef}
      style={shift || style ? { ...style, transform: shift } : undefined}
      className={[
        visit.warnings.length ? "visit-chip-warn" : "visit-chip",
        visit.offered && "border-dashed",
        move.isDragging && "z-10 opacity-80 ring-2 ring-brand-600",
        style && "absolute inset-y-1",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {visit.movable ? (
        <button
          type="button"
          ref={move.setActivatorNodeRef}
          {...move.listeners}
          {...move.attributes}
          aria-label={`Move ${visit.label}, ${span}`}
          className="visit-chip-handle"
        >
          <span aria-hidden className="grip" />
        </button>
      ) : null}
      <a href={href} data-plain-link="" className="visit-chip-link">
        <b className="block">{span}</b>
        <span className="block truncate">{`${visit.label} · ${visit.suburb}`}</span>
        {visit.offered ? <span className="sr-only">. Waiting for the tradie to accept</span> : null}
        {visit.warnings.length ? <span className="sr-only">. Warnings: {visit.warnings.join(" ")}</span> : null}
      </a>
      {resizable && visit.movable ? <ResizeHandle visit={visit} row={row} /> : null}
    </div>
  );
}

/** A place a visit can land: a tradie's day (week view) or their track (day view); `data-drop` names it for tests. */
function DropCell({
  id,
  drop,
  name,
  className,
  children,
  label,
}: {
  id: string;
  drop: Drop;
  name: string;
  className?: string;
  children?: ReactNode;
  label?: string;
}) {
  const { setNodeRef, isOver } = useDroppable({ id, data: drop });
  return (
    <td
      ref={setNodeRef}
      aria-label={label}
      data-drop={`cell:${name}:${drop.day}`}
      className={["border-l border-slate-100 align-top", isOver && "bg-brand-50", className].filter(Boolean).join(" ")}
    >
      {children}
    </td>
  );
}

/** The visits by where they show: a tradie's row (or no tradie's) and a day. */
function byRowAndDay(visits: readonly ScheduledVisit[]) {
  const cells = new Map<string, ScheduledVisit[]>();
  for (const visit of visits)
    for (const row of visit.tradieIds.length ? visit.tradieIds.map(String) : [NO_TRADIE]) {
      const key = boardCellKey(row, visit.time.day);
      const cell = cells.get(key);
      if (cell) cell.push(visit);
      else cells.set(key, [visit]);
    }
  return cells;
}

function WeekGrid({
  schedule,
  rows: every,
  visits,
  complete,
  heldBack,
}: {
  schedule: TimeSchedule;
  rows: { key: string; name: string }[];
  visits: readonly ScheduledVisit[];
  complete: boolean;
  heldBack: Readonly<Record<string, number>>;
}) {
  const cells = useMemo(() => byRowAndDay(visits), [visits]);
  // A week of thousands of visits is thousands of chips: the page brings the first screenful of
  // rows, so it arrives fast, and the browser draws the others once it has asked for them
  // (without JavaScript, the link below asks the server for them all).
  const rows = complete ? every : every.slice(0, schedule.boardRowsFirst);
  const waiting = every.length - rows.length;
  return (
    <table className="w-full min-w-[44rem] table-fixed text-sm">
      <caption className="sr-only">Visits by tradie and day</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs text-muted">
        <tr>
          <th scope="col" className="w-36 px-3 py-2 text-left">
            Tradie
          </th>
          {schedule.days.map((d) => (
            <th key={d.day} scope="col" className="px-2 py-2 text-left font-semibold">
              <Link to={`/admin/schedule?view=day&day=${d.day}`} className="underline">
                {formatIsoDayShort(d.day)}
              </Link>
              {d.holiday ? <span className="block font-normal text-amber-900">{d.holiday}</span> : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100">
            <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
              {row.name}
            </th>
            {schedule.days.map((d) => {
              const here = cells.get(boardCellKey(row.key, d.day)) ?? [];
              return (
                <DropCell
                  key={d.day}
                  id={`cell:${row.key}:${d.day}`}
                  name={row.name}
                  drop={{ row: row.key, day: d.day }}
                  className="h-16 p-1"
                >
                  <div className="space-y-1">
                    {here.map((v) => (
                      <VisitChip key={v.id} visit={v} row={row.key} />
                    ))}
                    {!complete && heldBack[boardCellKey(row.key, d.day)] ? (
                      <p className="px-1 text-xs text-muted">{`${heldBack[boardCellKey(row.key, d.day)]} more to come`}</p>
                    ) : null}
                  </div>
                </DropCell>
              );
            })}
          </tr>
        ))}
        {waiting > 0 ? (
          <tr>
            <td colSpan={schedule.days.length + 1} className="px-3 py-3 text-sm text-muted">
              {`${waiting} more ${waiting === 1 ? "row" : "rows"} to come. `}
              <noscript>
                <a
                  href={`${scheduleHref({ view: "week", day: schedule.days[0].day })}&rows=all`}
                  className="font-semibold text-brand-700 underline"
                >
                  Show every tradie
                </a>
              </noscript>
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function DayGrid({
  schedule,
  rows,
  visits,
}: {
  schedule: TimeSchedule;
  rows: { key: string; name: string }[];
  visits: readonly ScheduledVisit[];
}) {
  const day = schedule.days[0].day;
  const cells = useMemo(() => byRowAndDay(visits), [visits]);
  const hours = Array.from({ length: (GRID_END - GRID_START) / 60 }, (_, i) => GRID_START + i * 60);
  return (
    <table className="w-full min-w-[44rem] table-fixed text-sm">
      <caption className="sr-only">{`Visits on ${formatIsoDay(day)} by tradie, from 6 am to 8 pm`}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs text-muted">
        <tr>
          <th scope="col" className="w-36 px-3 py-2 text-left">
            Tradie
          </th>
          <th scope="col" className="relative h-8 p-0 text-left">
            <span className="sr-only">Time of day</span>
            {hours.map((m) => (
              <span
                key={m}
                aria-hidden
                className="absolute top-2 -translate-x-1/2 first:translate-x-0"
                style={{ left: `${axisPercent(m)}%` }}
              >
                {formatClock(m)}
              </span>
            ))}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const here = cells.get(boardCellKey(row.key, day)) ?? [];
          return (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                {row.name}
              </th>
              <DropCell
                id={`track:${row.key}`}
                name={row.name}
                drop={{ row: row.key, day }}
                className="relative h-14 p-0"
                label={`${row.name}'s day`}
              >
                {here.map((v) => (
                  <VisitChip
                    key={v.id}
                    visit={v}
                    row={row.key}
                    resizable
                    style={{
                      left: `${axisPercent(v.time.startMinute)}%`,
                      width: `${Math.max(axisPercent(v.time.endMinute) - axisPercent(v.time.startMinute), 3)}%`,
                    }}
                  />
                ))}
              </DropCell>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ToScheduleItem({ job }: { job: TimeSchedule["unscheduled"][number] }) {
  const drag = useDraggable({ id: `job:${job.id}`, data: { kind: "job", jobId: job.id, label: job.label } satisfies Drag });
  const shift = drag.transform ? `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` : undefined;
  return (
    <li
      ref={drag.setNodeRef}
      style={{ transform: shift }}
      className={cn(
        "flex items-stretch rounded-md border border-slate-200 bg-white text-sm",
        drag.isDragging && "z-10 ring-2 ring-brand-600",
      )}
    >
      <button
        type="button"
        ref={drag.setActivatorNodeRef}
        {...drag.listeners}
        {...drag.attributes}
        aria-label={`Schedule ${job.label}`}
        className="flex w-7 shrink-0 cursor-grab items-center justify-center rounded-l-md text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden className="grip" />
      </button>
      <Link to={`/admin/jobs/${job.id}`} className="min-w-0 flex-1 px-2 py-1.5 hover:underline">
        <span className="font-semibold">{job.label}</span> {job.title}
        <span className="block text-xs text-muted">{`${job.customer}, ${job.suburb}`}</span>
      </Link>
    </li>
  );
}

function ToSchedule({ jobs }: { jobs: TimeSchedule["unscheduled"] }) {
  return (
    <section aria-labelledby="to-schedule-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="to-schedule-heading" className="font-semibold text-ink">
        To schedule ({jobs.length})
      </h2>
      <p className="mt-1 text-xs text-muted">Drag a job onto a tradie&apos;s row, or open it to book a visit with the form.</p>
      {jobs.length ? (
        <ul className="mt-3 space-y-2">
          {jobs.map((job) => (
            <ToScheduleItem key={job.id} job={job} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">Every job has a visit booked.</p>
      )}
    </section>
  );
}
