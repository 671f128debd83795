import { describe, expect, it } from "vitest";
import { boardCellKey, CHIPS_PER_CELL_FIRST, firstScreenfulOfBoard, firstScreenfulVisits, rowsFillingAScreen } from "./first-screenful";
import type { VisitToPack } from "./schedule-codec";

let nextId = 1;
function visit(tradieIds: number[], day = "2026-12-01", startMinute = 9 * 60): VisitToPack {
  const id = nextId++;
  return {
    id,
    jobId: id,
    leadId: id,
    label: `J-${id}`,
    title: "Gutters",
    customer: "Aroha Ngata",
    suburb: "Albany",
    status: "scheduled",
    time: { day, timing: "fixed", startMinute, endMinute: startMinute + 60 },
    tradieIds,
    offered: false,
    movable: true,
    clashes: [],
    otherWarnings: [],
  };
}

describe("the week's first screenful", () => {
  it("draws up to eight quiet rows, and fewer when rows are tall with a busy day", () => {
    const tradies = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(rowsFillingAScreen([visit([1]), visit([2])], tradies)).toBe(8);
    // Eight visits on one day make a row of 8 + 8 × 44 = 360 px: three fill the screen.
    const busy = tradies.flatMap((t) => Array.from({ length: 8 }, () => visit([t])));
    expect(rowsFillingAScreen(busy, tradies)).toBe(3);
    // With few tradies the "No tradie yet" row is among the first.
    expect(rowsFillingAScreen([visit([])], [1, 2])).toBe(3);
  });

  it("brings the visits of the first rows on the board, and the agenda's first visits with those they clash with", () => {
    const [a, b, none] = [visit([1]), visit([9]), visit([])];
    const tradies = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(firstScreenfulVisits([a, b, none], tradies, "board", 8).map((v) => v.id)).toEqual([a.id]);
    expect(firstScreenfulVisits([a, b, none], [1, 2], "board", 3).map((v) => v.id)).toEqual([a.id, none.id]);
    const early = Array.from({ length: 40 }, (_, i) => visit([1], "2026-12-01", 6 * 60 + i));
    const partner = visit([1], "2026-12-03");
    const later = visit([2], "2026-12-04");
    early[39] = { ...early[39], clashes: [{ tradieId: 1, visitId: partner.id }] };
    const picked = firstScreenfulVisits([...early, partner, later], tradies, "agenda", 8);
    expect(picked).toHaveLength(41);
    expect(picked.at(-1)?.id).toBe(partner.id);
  });

  it("cuts each cell of the board at a screen's height of chips and says how many each holds back", () => {
    expect(CHIPS_PER_CELL_FIRST).toBe(24);
    // Plan visits before the office gives them a tradie: hundreds a day in the "No tradie yet" row.
    const noTradieMonday = Array.from({ length: 30 }, (_, i) => visit([], "2026-11-30", 6 * 60 + i));
    const noTradieTuesday = Array.from({ length: 5 }, () => visit([], "2026-12-01"));
    const tradieMonday = Array.from({ length: 26 }, () => visit([7], "2026-11-30"));
    const { visits, heldBack } = firstScreenfulOfBoard([...noTradieMonday, ...noTradieTuesday, ...tradieMonday], [7], 2);
    expect(visits.map((v) => v.id)).toEqual([
      ...noTradieMonday.slice(0, 24).map((v) => v.id),
      ...noTradieTuesday.map((v) => v.id),
      ...tradieMonday.slice(0, 24).map((v) => v.id),
    ]);
    expect(heldBack).toEqual({ [boardCellKey(null, "2026-11-30")]: 6, [boardCellKey(7, "2026-11-30")]: 2 });
    // A visit of two tradies is drawn while either of its cells has room.
    const full = Array.from({ length: 24 }, () => visit([1], "2026-11-30"));
    const shared = visit([1, 2], "2026-11-30");
    expect(firstScreenfulOfBoard([...full, shared], [1, 2], 3).visits).toContain(shared);
    expect(firstScreenfulOfBoard([...full, shared], [1, 2], 3).heldBack).toEqual({ [boardCellKey(1, "2026-11-30")]: 1 });
  });
});
