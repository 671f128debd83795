import { describe, expect, it } from "vitest";
import { z } from "./zod";
import { defineStatuses } from "./status-set";

const door = defineStatuses({
  open: { label: "Open", tone: "green", moves: ["shut"] },
  shut: { label: "Shut", tone: "grey", moves: ["open", "locked"] },
  locked: { label: "Locked", tone: "red" },
});
const light = defineStatuses({
  on: { label: "Switched on", tone: "amber" },
  off: { label: "Switched off", tone: "blue" },
});

describe("a status set", () => {
  it("keeps its values in the written order, usable as a zod enum", () => {
    expect(door.values).toEqual(["open", "shut", "locked"]);
    expect(light.values).toEqual(["on", "off"]);
    expect(z.enum(door.values).safeParse("shut").success).toBe(true);
    expect(z.enum(door.values).safeParse("on").success).toBe(false);
  });

  it("labels and tones each set's own values, and falls back for others", () => {
    expect([door.label("locked"), door.tone("locked")]).toEqual(["Locked", "red"]);
    expect([light.label("off"), light.tone("off")]).toEqual(["Switched off", "blue"]);
    expect(door.labels).toEqual({ open: "Open", shut: "Shut", locked: "Locked" });
    expect([door.label("on"), door.tone("on")]).toEqual(["on", "grey"]);
    expect([light.label("toString"), light.is("toString"), light.is(3)]).toEqual(["toString", false, false]);
  });

  it.each([
    ["open", "shut", true],
    ["shut", "locked", true],
    ["open", "locked", false],
    ["locked", "open", false],
    ["nonsense", "open", false],
  ])("door %s → %s: %s", (from, to, allowed) => expect(door.canMove(from, to)).toBe(allowed));

  it("has no moves where none were given", () => {
    expect(door.next("shut")).toEqual(["open", "locked"]);
    expect(light.next("on")).toEqual([]);
    expect(light.canMove("on", "off")).toBe(false);
  });
});
