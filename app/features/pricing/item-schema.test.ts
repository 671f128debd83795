import { describe, expect, it } from "vitest";
import { pricePerUnit } from "./item-schema";

describe("pricePerUnit", () => {
  it("says a price for one thing as so much each, and any other unit as per that unit", () => {
    expect(pricePerUnit(4500, "each")).toBe("$45.00 each");
    expect(pricePerUnit(9500, "hour")).toBe("$95.00 per hour");
    expect(pricePerUnit(1250, "m")).toBe("$12.50 per metre");
    expect(pricePerUnit(3000, "m2")).toBe("$30.00 per m²");
    expect(pricePerUnit(12000, "visit")).toBe("$120.00 per visit");
  });
});
