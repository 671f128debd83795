import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { SLOT_MINUTES } from "../visit-times";

/** The day view's time axis: 6 am to 8 pm in quarter hours. */
export const GRID_START = 6 * 60;
export const GRID_END = 20 * 60;
const GRID_SLOTS = (GRID_END - GRID_START) / SLOT_MINUTES;

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
 */
export function scheduleKeyboard(view: "day" | "week"): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    const active = context.collisionRect;
    if (!active) return;
    const horizontal = event.code === KeyboardCode.Left || event.code === KeyboardCode.Right;
    const sign = event.code === KeyboardCode.Left || event.code === KeyboardCode.Up ? -1 : 1;
    if (!horizontal && event.code !== KeyboardCode.Up && event.code !== KeyboardCode.Down) return;
    event.preventDefault();
    const here = centre(active);
    if (view === "day" && horizontal) {
      const track = [...context.droppableRects.values()].find((r) => here.y >= r.top && here.y <= r.top + r.height);
      const step = track ? track.width / GRID_SLOTS : 0;
      return { x: currentCoordinates.x + sign * step, y: currentCoordinates.y };
    }
    // The nearest drop target in the arrow's direction, by the distance between centres.
    let best: { x: number; y: number; distance: number } | undefined;
    for (const rect of context.droppableRects.values()) {
      const c = centre(rect);
      const along = horizontal ? (c.x - here.x) * sign : (c.y - here.y) * sign;
      const across = horizontal ? Math.abs(c.y - here.y) : Math.abs(c.x - here.x);
      if (along <= 1) continue;
      const distance = along + across * 2;
      if (!best || distance < best.distance) best = { x: c.x, y: c.y, distance };
    }
    if (!best) return;
    return view === "day" && !horizontal
      ? { x: currentCoordinates.x, y: currentCoordinates.y + (best.y - here.y) }
      : { x: currentCoordinates.x + (best.x - here.x), y: currentCoordinates.y + (best.y - here.y) };
  };
}
