import { describe, expect, it } from "vitest";
import { firstScreenfulVisits, rowsFillingAScreen } from "./first-screenful";
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
});
