import { describe, expect, it } from "vitest";
import { QUOTE_FIELDS } from "./schema";
import { firstStepWithError, QUOTE_STEPS_CONTENT } from "./steps";

describe("the three steps", () => {
  it("ask for every field exactly once, with the spec's titles", () => {
    expect(QUOTE_STEPS_CONTENT.map((s) => s.title)).toEqual(["Select Service", "Choose Date & Time", "Contact Details"]);
    expect(QUOTE_STEPS_CONTENT.flatMap((s) => s.fields).sort()).toEqual([...QUOTE_FIELDS].sort());
  });

  it("send the person to the earliest step with a problem", () => {
    expect(firstStepWithError(["email", "preferredTime"])).toBe(2);
    expect(firstStepWithError(["suburb"])).toBe(3);
    expect(firstStepWithError(["message", "phone"])).toBe(1);
    expect(firstStepWithError(["website"])).toBeUndefined();
  });
});
