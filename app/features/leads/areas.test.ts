import { describe, expect, it } from "vitest";
import { areaDirectory, OTHER_AREA } from "./areas";

const areas = areaDirectory([
  { name: "North Shore", suburbs: ["Takapuna", "Devonport"] },
  { name: "Auckland Central", suburbs: ["Ponsonby", "Mt Eden", "Mount Eden"] },
  { name: "South Auckland", suburbs: ["Māngere", "Ōtāhuhu"] },
]);

describe("the area directory", () => {
  it("files a suburb under the area that lists it, whatever its case and spacing", () => {
    expect(areas.areaOf("Ponsonby")).toBe("Auckland Central");
    expect(areas.areaOf("  ponsonby ")).toBe("Auckland Central");
    expect(areas.areaOf("MT EDEN")).toBe("Auckland Central");
    expect(areas.areaOf("takapuna")).toBe("North Shore");
  });

  it("reads suburbs with or without macrons", () => {
    expect(areas.areaOf("Mangere")).toBe("South Auckland");
    expect(areas.areaOf("Ōtāhuhu")).toBe("South Auckland");
    expect(areas.areaOf("Otahuhu")).toBe("South Auckland");
  });

  it("files an unknown suburb under Other", () => {
    expect(areas.areaOf("Queenstown")).toBe(OTHER_AREA);
  });

  it("lists every area in order and the keys a filter compares with", () => {
    expect(areas.names).toEqual(["North Shore", "Auckland Central", "South Auckland"]);
    expect(areas.suburbKeysOf("South Auckland")).toEqual(["māngere", "mangere", "ōtāhuhu", "otahuhu"]);
    expect(areas.suburbKeysOf("Nowhere")).toBeUndefined();
  });
});
