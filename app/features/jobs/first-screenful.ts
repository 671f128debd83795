import type { VisitToPack } from "./schedule-codec";

/*
 * A week of thousands of visits arrives in two steps (docs/decisions/0118, 0119): the page brings
 * the visits of its first screenful, which the server draws, and the browser then asks for the
 * rest. Isomorphic: the server picks the visits, the board and the agenda cut where it did.
 */

export type ScheduleLayout = "board" | "agenda";

/** At most this many rows of the week's board (tradies, then "No tradie yet") come first. */
const WEEK_ROWS_DRAWN_FIRST = 8;
/** How many visits of the agenda, earliest first, come first. */
export const AGENDA_VISITS_DRAWN_FIRST = 40;

/** A tall desktop screen's worth of board, in CSS pixels, and what a row and a chip take of it (app.css). */
const SCREEN_PX = 1_080;
const EMPTY_ROW_PX = 64;
const ROW_PADDING_PX = 8;
const CHIP_PX = 44;

/**
 * How many of the week's board rows (tradies in order, then visits with no tradie) fill the first
 * screen: each row is as tall as its busiest day, so a busy week draws fewer rows first.
 */
export function rowsFillingAScreen(visits: readonly VisitToPack[], tradieIds: readonly number[]): number {
  const busiest = new Map<number | null, number>();
  const perDay = new Map<string, number>();
  for (const visit of visits)
    for (const row of visit.tradieIds.length ? visit.tradieIds : [null]) {
      const key = `${row}|${visit.time.day}`;
      const chips = (perDay.get(key) ?? 0) + 1;
      perDay.set(key, chips);
      busiest.set(row, Math.max(busiest.get(row) ?? 0, chips));
    }
  let height = 0;
  let rows = 0;
  for (const row of [...tradieIds, null]) {
    if (rows === WEEK_ROWS_DRAWN_FIRST || height >= SCREEN_PX) break;
    height += Math.max(EMPTY_ROW_PX, ROW_PADDING_PX + (busiest.get(row) ?? 0) * CHIP_PX);
    rows += 1;
  }
  return rows;
}

/**
 * A cell of the board draws at most a screen's height of chips first: a row of hundreds of
 * visits a day (a plan's visits before the office gives them a tradie) would otherwise make the
 * first screenful the whole week. The rest of the cell comes with the other visits.
 */
export const CHIPS_PER_CELL_FIRST = Math.floor((SCREEN_PX - ROW_PADDING_PX) / CHIP_PX);

/** The board's row of tradie `row` (null: "No tradie yet") on `day`, as the board keys its cells. */
export function boardCellKey(row: number | string | null, day: string) {
  return `${row ?? NO_TRADIE_ROW}|${day}`;
}

export const NO_TRADIE_ROW = "none";

const cellsOf = (v: VisitToPack) => (v.tradieIds.length ? v.tradieIds : [null]).map((row) => ({ row, key: boardCellKey(row, v.time.day) }));

/**
 * The board's first screenful: the visits of its first `rows`, each cell cut at
 * CHIPS_PER_CELL_FIRST, and how many each cut cell holds back.
 */
export function firstScreenfulOfBoard(visits: readonly VisitToPack[], tradieIds: readonly number[], rows: number) {
  const firstRows = new Set<number | null>(tradieIds.slice(0, rows));
  if (tradieIds.length < rows) firstRows.add(null);
  const drawn = new Map<string, number>();
  const heldBack: Record<string, number> = {};
  const picked = visits.filter((v) => {
    let shown = false;
    for (const { row, key } of cellsOf(v)) {
      if (!firstRows.has(row)) continue;
      const n = (drawn.get(key) ?? 0) + 1;
      drawn.set(key, n);
      if (n <= CHIPS_PER_CELL_FIRST) shown = true;
      else heldBack[key] = (heldBack[key] ?? 0) + 1;
    }
    return shown;
  });
  return { visits: picked, heldBack };
}

/**
 * The visits the first screenful draws, in their order: the board's (firstScreenfulOfBoard), or
 * the agenda's first visits with the visits they clash with (so their warnings can be worded).
 */
export function firstScreenfulVisits(visits: readonly VisitToPack[], tradieIds: readonly number[], layout: ScheduleLayout, rows: number) {
  if (layout === "board") return firstScreenfulOfBoard(visits, tradieIds, rows).visits;
  const wanted = new Set<number>();
  for (const v of visits.slice(0, AGENDA_VISITS_DRAWN_FIRST)) {
    wanted.add(v.id);
    for (const clash of v.clashes) wanted.add(clash.visitId);
  }
  return visits.filter((v) => wanted.has(v.id));
}
