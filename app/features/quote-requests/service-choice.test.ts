import { describe, expect, it } from "vitest";
import { serviceChoice } from "./service-choice";

describe("serviceChoice", () => {
  it("picks the option the text names, in any case", () => {
    expect(serviceChoice("plumbing")).toEqual({ value: "Plumbing", custom: false });
    expect(serviceChoice("  GUTTER   cleaning ")).toEqual({ value: "Gutter Cleaning", custom: false });
    expect(serviceChoice("HVAC")).toEqual({ value: "HVAC", custom: false });
  });

  it("keeps other text as a choice of its own", () => {
    expect(serviceChoice("Leaking tap repair")).toEqual({ value: "Leaking tap repair", custom: true });
  });

  it("chooses nothing for no text", () => {
    expect(serviceChoice("   ")).toEqual({ value: "", custom: false });
  });
});
