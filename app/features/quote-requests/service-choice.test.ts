import { describe, expect, it } from "vitest";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { HERO_SUGGESTIONS } from "./constants";
import { serviceChoice, withServiceOption } from "./service-choice";

describe("serviceChoice", () => {
  it("picks the option the text names, in any case, with nothing for the description", () => {
    expect(serviceChoice("plumbing")).toEqual({ service: "Plumbing", description: "" });
    expect(serviceChoice("  GUTTER   cleaning ")).toEqual({ service: "Gutter Cleaning", description: "" });
    expect(serviceChoice("HVAC")).toEqual({ service: "HVAC", description: "" });
    expect(serviceChoice("other")).toEqual({ service: "Other", description: "" });
  });

  it("files a suggestion under its service and keeps its words as the description", () => {
    expect(serviceChoice("Leaking tap repair")).toEqual({ service: "Plumbing", description: "Leaking tap repair" });
    expect(serviceChoice("heat pump installation")).toEqual({ service: "HVAC", description: "heat pump installation" });
    expect(serviceChoice("Hedge trimming")).toEqual({ service: "Lawn Care", description: "Hedge trimming" });
  });

  it("files text naming one service or suggestion among other words under that service", () => {
    expect(serviceChoice("Gutter cleaning for a two-storey house")).toEqual({
      service: "Gutter Cleaning",
      description: "Gutter cleaning for a two-storey house",
    });
    expect(serviceChoice("Blocked drain in the laundry")).toEqual({ service: "Plumbing", description: "Blocked drain in the laundry" });
  });

  it("files anything else under Other, with the words as the description: never a service of its own", () => {
    expect(serviceChoice("Leaking tap in kitchen")).toEqual({ service: "Other", description: "Leaking tap in kitchen" });
    expect(serviceChoice("Deck staining")).toEqual({ service: "Other", description: "Deck staining" });
    // Two services named: which one is for a person to say.
    expect(serviceChoice("Painting and roofing")).toEqual({ service: "Other", description: "Painting and roofing" });
    // A service's name inside a longer word is not that service.
    expect(serviceChoice("Cleanings")).toEqual({ service: "Other", description: "Cleanings" });
  });

  it("chooses nothing for no text", () => {
    expect(serviceChoice("   ")).toEqual({ service: "", description: "" });
  });

  it("has a service for every suggestion the hero search makes", () => {
    for (const text of HERO_SUGGESTIONS) expect(SERVICE_OPTIONS, text).toContain(serviceChoice(text).service);
  });
});

describe("withServiceOption", () => {
  const request = { service: "Plumbing", message: "The tap drips." };

  it("leaves a request that names an option as it came", () => {
    expect(withServiceOption(request)).toBe(request);
  });

  it("files other words under their service or Other, putting them before the message", () => {
    expect(withServiceOption({ ...request, service: "plumbing" })).toEqual({ service: "Plumbing", message: "The tap drips." });
    expect(withServiceOption({ ...request, service: "Leaking tap in kitchen" })).toEqual({
      service: "Other",
      message: "Asked for: Leaking tap in kitchen\n\nThe tap drips.",
    });
    expect(withServiceOption({ ...request, service: "Hot water cylinder" })).toEqual({
      service: "Plumbing",
      message: "Asked for: Hot water cylinder\n\nThe tap drips.",
    });
  });
});
