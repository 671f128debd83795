import { describe, expect, it } from "vitest";
import { siteAddress } from "./address";

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
