import { describe, expect, it } from "vitest";
import { documentNumber, parseDocumentNumber } from "./numbers";

describe("document numbers", () => {
  it("pads to six digits and adds a version from the second on", () => {
    expect(documentNumber("Q", 123)).toBe("Q-000123");
    expect(documentNumber("Q", 123, 2)).toBe("Q-000123-2");
    expect(documentNumber("INV", 1_234_567)).toBe("INV-1234567");
    expect(() => documentNumber("J", 0)).toThrow(RangeError);
    expect(() => documentNumber("J", 1, 0)).toThrow(RangeError);
  });

  it("reads back what it writes, and nothing else", () => {
    for (const [kind, value, version] of [
      ["Q", 123, 1],
      ["Q", 123, 7],
      ["J", 1, 1],
      ["INV", 999_999_999, 3],
    ] as const)
      expect(parseDocumentNumber(documentNumber(kind, value, version))).toEqual({ kind, value, version });
    expect(parseDocumentNumber(" q-000045 ")).toEqual({ kind: "Q", value: 45, version: 1 });
    for (const bad of ["Q-45", "Q-000000", "X-000045", "Q-000045-1", "Q-000045-0", "Q-000045-", "INV000045"])
      expect(parseDocumentNumber(bad), bad).toBeNull();
  });
});
