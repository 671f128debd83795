import { describe, expect, it } from "vitest";
import { distinctSuburbs, siteAddress } from "./address";

describe("siteAddress", () => {
  it("adds the suburb to an address that does not hold it", () => {
    expect(siteAddress("27 Ponsonby Road", "Ponsonby")).toBe("27 Ponsonby Road, Ponsonby");
    expect(siteAddress("  7 Kauri Road ", " Albany ")).toBe("7 Kauri Road, Albany");
  });

  it("names the suburb once when it was typed into the address too", () => {
    expect(siteAddress("8 Kohu Road, Titirangi", "Titirangi")).toBe("8 Kohu Road, Titirangi");
    expect(siteAddress("8 Kohu Road Titirangi", "titirangi")).toBe("8 Kohu Road Titirangi");
    expect(siteAddress("8 Kohu Road, Titirangi, Auckland 0604", "Titirangi")).toBe("8 Kohu Road, Titirangi, Auckland 0604");
    expect(siteAddress("14 Edmonton Road, Te Atatū South,", "Te Atatu South")).toBe("14 Edmonton Road, Te Atatū South");
  });

  it("keeps a street that is only named like the suburb", () => {
    expect(siteAddress("3 Titirangi Road", "Titirangi")).toBe("3 Titirangi Road, Titirangi");
    expect(siteAddress("3 Titirangi Road", "")).toBe("3 Titirangi Road");
  });
});

describe("distinctSuburbs", () => {
  it("lists each place once, as first spelt, and drops a short name another entry ends with", () => {
    expect(
      distinctSuburbs([
        "Auckland CBD",
        "CBD",
        "City Centre",
        "Ponsonby",
        "Mt Eden",
        "Mount Eden",
        "Mt Albert",
        "Mount Albert",
        "Te Atatū",
        "te atatu",
      ]),
    ).toEqual(["Auckland CBD", "City Centre", "Ponsonby", "Mt Eden", "Mt Albert", "Te Atatū"]);
  });

  it("keeps places that only share a word", () => {
    expect(distinctSuburbs(["Eden Terrace", "Mt Eden", "St Marys Bay", "Saint Heliers"])).toEqual([
      "Eden Terrace",
      "Mt Eden",
      "St Marys Bay",
      "Saint Heliers",
    ]);
  });
});
