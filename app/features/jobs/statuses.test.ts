import { describe, expect, it } from "vitest";
import { jobStatusFromVisits, visitStatuses } from "./statuses";

describe("a job's status follows its visits", () => {
  // Each visit a day after the one before it.
  const visits = (...statuses: string[]) => statuses.map((status, i) => ({ status, startsAt: new Date(Date.UTC(2026, 10, 2 + i, 20)) }));
  it.each([
    ["no visits", "to_schedule", visits(), "to_schedule"],
    ["only cancelled visits", "scheduled", visits("cancelled"), "to_schedule"],
    ["a booked visit", "to_schedule", visits("scheduled"), "scheduled"],
    ["a confirmed visit", "to_schedule", visits("confirmed"), "scheduled"],
    ["a tradie on the way", "scheduled", visits("on_the_way", "scheduled"), "in_progress"],
    ["one of two visits done", "in_progress", visits("done", "scheduled"), "in_progress"],
    ["every live visit done", "in_progress", visits("done", "cancelled", "done"), "done"],
    ["a cancelled job, whatever its visits", "cancelled", visits("done"), "cancelled"],
    ["a visit not completed, with no return booked", "in_progress", visits("done", "not_completed"), "to_schedule"],
    ["a visit not completed, its return booked", "to_schedule", visits("not_completed", "scheduled"), "scheduled"],
    ["a visit not completed, its return done", "in_progress", visits("not_completed", "done"), "done"],
    ["a visit not completed after a later one was booked", "in_progress", visits("scheduled", "not_completed"), "to_schedule"],
  ])("%s → %s", (_, current, list, expected) => expect(jobStatusFromVisits(current, list)).toBe(expected));
});

describe("a visit moves forward only", () => {
  it.each([
    ["scheduled", "on_the_way", true],
    ["confirmed", "done", true],
    ["started", "on_the_way", false],
    ["done", "cancelled", false],
    ["started", "not_completed", true],
    ["not_completed", "done", false],
    ["cancelled", "scheduled", false],
    ["nonsense", "done", false],
  ] as const)("%s → %s: %s", (from, to, allowed) => expect(visitStatuses.canMove(from, to)).toBe(allowed));
});
