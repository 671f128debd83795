import { KeyboardCode } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { scheduleKeyboard } from "./schedule-geometry";

type Getter = ReturnType<typeof scheduleKeyboard>;
type Rect = { top: number; left: number; width: number; height: number; right: number; bottom: number };

const rect = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const press = (code: string) => ({ code, preventDefault() {} }) as unknown as KeyboardEvent;

/** What dnd-kit gives the getter: the item's position as of the last commit, and the drop targets. */
function told(getter: Getter, code: string, item: Rect, targets: Rect[]) {
  const context = { collisionRect: item, droppableRects: new Map(targets.map((r, i) => [i, r])) };
  return getter(press(code), {
    active: "visit",
    currentCoordinates: { x: item.left, y: item.top },
    context,
  } as unknown as Parameters<Getter>[1]);
}

// The day view: one track 560 px wide, so a quarter hour (56 slots from 6 am to 8 pm) is 10 px.
const TRACK = rect(100, 0, 560, 40);

describe("the schedule's arrow keys", () => {
  it("counts every press on the day view, also those pressed before the page showed the last move", () => {
    const getter = scheduleKeyboard("day");
    const item = rect(200, 5, 40, 30);
    const moves = [1, 2, 3, 4].map(() => told(getter, KeyboardCode.Right, item, [TRACK]));
    expect(moves.map((m) => m?.x)).toEqual([210, 220, 230, 240]);
  });

  it("starts from the position it is told once the page has shown the moves, without counting them twice", () => {
    const getter = scheduleKeyboard("day");
    told(getter, KeyboardCode.Right, rect(200, 5, 40, 30), [TRACK]);
    told(getter, KeyboardCode.Right, rect(200, 5, 40, 30), [TRACK]);
    // The page committed both moves: the item is 20 px along.
    expect(told(getter, KeyboardCode.Left, rect(220, 5, 40, 30), [TRACK])).toEqual({ x: 210, y: 5 });
  });

  it("moves to the next cell and then the one after it on the week view, however fast the keys come", () => {
    const getter = scheduleKeyboard("week");
    const cells = [0, 1, 2, 3].map((day) => rect(100 + day * 100, 0, 100, 60));
    const item = rect(110, 10, 80, 40);
    const first = told(getter, KeyboardCode.Right, item, cells);
    const second = told(getter, KeyboardCode.Right, item, cells);
    expect(first).toEqual({ x: 210, y: 10 });
    expect(second).toEqual({ x: 310, y: 10 });
  });
});
