import { describe, expect, it } from "vitest";
import { visitFormInput, visitSchema } from "./visit-schema";

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return visitFormInput(data);
}

describe("the visit form", () => {
  it("reads a day, quarter hours and a list of tradies", () => {
    const parsed = visitSchema.parse(
      form({
        day: "2026-12-01",
        timing: "window",
        start: "08:00",
        end: "10:00",
        tradieId: ["3", "5", "3"],
        instructions: " Gate code 1234 ",
      }),
    );
    expect(parsed).toEqual({
      day: "2026-12-01",
      timing: "window",
      start: 480,
      end: 600,
      tradieIds: [3, 5],
      instructions: "Gate code 1234",
    });
  });

  it.each([
    [{ end: "09:00" }, "end", "The end must be after the start"],
    [{ start: "10:00", end: "09:00" }, "end", "The end must be after the start"],
    [{ start: "09:10" }, "start", "Enter the start as a quarter hour, such as 09:00"],
    [{ day: "2026-02-30" }, "day", "Choose the day"],
    [{ tradieId: ["2147483648"] }, "tradieIds.0", "Choose tradies from the list"],
    [{ tradieId: ["1", "2", "3", "4", "5", "6", "7"] }, "tradieIds", "Send 6 tradies or fewer on one visit"],
    [{ instructions: "Gate\u0000code" }, "instructions", "The instructions cannot contain control characters"],
    [{ timing: "sometime" }, "timing", "Choose a fixed time or an arrival window"],
  ])("refuses %j at %s", (change, path, message) => {
    const result = visitSchema.safeParse(form({ day: "2026-12-01", start: "09:00", end: "11:00", ...change }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path.join(".") === path)?.message).toBe(message);
  });
});
