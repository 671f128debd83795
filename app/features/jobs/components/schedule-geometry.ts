import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { SLOT_MINUTES } from "../visit-times";

/** The day view's time axis: 6 am to 8 pm in quarter hours. */
export const GRID_START = 6 * 60;
export const GRID_END = 20 * 60;
/** The quarter hours across the day view's axis. */
export const GRID_SLOTS = (GRID_END - GRID_START) / SLOT_MINUTES;

/** Where on the day view's axis a minute of the day sits, as a percentage of its width (clamped to the axis). */
export function axisPercent(minute: number): number {
  return ((Math.min(Math.max(minute, GRID_START), GRID_END) - GRID_START) / (GRID_END - GRID_START)) * 100;
}

/** The quarter hour at a distance along a track of this width, from the axis start. */
export function minuteAt(offsetPx: number, trackWidth: number): number {
  const slot = Math.round(offsetPx / (trackWidth / GRID_SLOTS));
  return GRID_START + Math.min(Math.max(slot, 0), GRID_SLOTS) * SLOT_MINUTES;
}

/** A number of whole quarter hours a horizontal move stands for. */
export function minutesMoved(deltaPx: number, trackWidth: number): number {
  return Math.round(deltaPx / (trackWidth / GRID_SLOTS)) * SLOT_MINUTES;
}

type Rect = { top: number; left: number; width: number; height: number };
const centre = (r: Rect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/**
 * Arrow keys while a visit is picked up. On the day view ← and → move it a quarter hour along
 * its track and ↑ and ↓ to the tradie above or below; on the week view every arrow moves it to
 * the neighbouring cell (another day, another tradie).
 *
 * dnd-kit tells the getter where the item is as of React's last commit. Keys pressed faster
 * than the page commits (a held arrow key, a busy phone) would each start from there, and all
 * but one move would be lost; so the getter keeps the moves it has made since the position it
 * was last told, and starts from after them until a commit brings a new position. Make one per
 * board (the sensor keeps the one it started the drag with).
 */
export function scheduleKeyboard(view: "day" | "week"): KeyboardCoordinateGetter {
  let unseen: { since: Rect; x: number; y: number } | undefined;
  return (event, { currentCoordinates, context }) => {
    const told = context.collisionRect;
    if (!told) return;
    const ahead = unseen?.since === told ? unseen : { x: 0, y: 0 };
    const from = { x: currentCoordinates.x + ahead.x, y: currentCoordinates.y + ahead.y };
    const active = { ...told, left: told.left + ahead.x, top: told.top + ahead.y };
    const next = arrowMove(view, event, from, active, context.droppableRects.values());
    if (next) unseen = { since: told, x: next.x - currentCoordinates.x, y: next.y - currentCoordinates.y };
    return next;
  };
}

function arrowMove(
  view: "day" | "week",
  event: KeyboardEvent,
  from: { x: number; y: number },
  active: Rect,
  droppables: Iterable<Rect>,
): { x: number; y: number } | undefined {
  const horizontal = event.code === KeyboardCode.Left || event.code === KeyboardCode.Right;
  const sign = event.code === KeyboardCode.Left || event.code === KeyboardCode.Up ? -1 : 1;
  if (!horizontal && event.code !== KeyboardCode.Up && event.code !== KeyboardCode.Down) return;
  event.preventDefault();
  const here = centre(active);
  const rects = [...droppables];
  if (view === "day" && horizontal) {
    const track = rects.find((r) => here.y >= r.top && here.y <= r.top + r.height);
    const step = track ? track.width / GRID_SLOTS : 0;
    return { x: from.x + sign * step, y: from.y };
  }
  // The nearest drop target in the arrow's direction, by the distance between centres.
  let best: { x: number; y: number; distance: number } | undefined;
  for (const rect of rects) {
    const c = centre(rect);
    const along = horizontal ? (c.x - here.x) * sign : (c.y - here.y) * sign;
    const across = horizontal ? Math.abs(c.y - here.y) : Math.abs(c.x - here.x);
    if (along <= 1) continue;
    const distance = along + across * 2;
    if (!best || distance < best.distance) best = { x: c.x, y: c.y, distance };
  }
  if (!best) return;
  return view === "day" && !horizontal
    ? { x: from.x, y: from.y + (best.y - here.y) }
    : { x: from.x + (best.x - here.x), y: from.y + (best.y - here.y) };
}
