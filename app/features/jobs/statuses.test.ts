import { describe, expect, it } from "vitest";
import { canMoveVisit, jobStatusFromVisits } from "./statuses";

describe("a job's status follows its visits", () => {
  const visits = (...statuses: string[]) => statuses.map((status) => ({ status }));
  it.each([
    ["no visits", "to_schedule", visits(), "to_schedule"],
    ["only cancelled visits", "scheduled", visits("cancelled"), "to_schedule"],
    ["a booked visit", "to_schedule", visits("scheduled"), "scheduled"],
    ["a confirmed visit", "to_schedule", visits("confirmed"), "scheduled"],
    ["a tradie on the way", "scheduled", visits("on_the_way", "scheduled"), "in_progress"],
    ["one of two visits done", "in_progress", visits("done", "scheduled"), "in_progress"],
    ["every live visit done", "in_progress", visits("done", "cancelled", "done"), "done"],
    ["a cancelled job, whatever its visits", "cancelled", visits("done"), "cancelled"],
  ])("%s → %s", (_, current, list, expected) => expect(jobStatusFromVisits(current, list)).toBe(expected));
});

describe("a visit moves forward only", () => {
  it.each([
    ["scheduled", "on_the_way", true],
    ["confirmed", "done", true],
    ["started", "on_the_way", false],
    ["done", "cancelled", false],
    ["cancelled", "scheduled", false],
    ["nonsense", "done", false],
  ] as const)("%s → %s: %s", (from, to, allowed) => expect(canMoveVisit(from, to)).toBe(allowed));
});
