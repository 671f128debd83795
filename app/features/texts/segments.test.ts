import { describe, expect, it } from "vitest";
import { segmentCount } from "./segments";

describe("segmentCount", () => {
  it("counts GSM-7 texts at 160 for one segment and 153 each beyond", () => {
    expect(segmentCount("a".repeat(160))).toEqual({ encoding: "GSM-7", characters: 160, segments: 1 });
    expect(segmentCount("a".repeat(161))).toEqual({ encoding: "GSM-7", characters: 161, segments: 2 });
    expect(segmentCount("a".repeat(307))).toEqual({ encoding: "GSM-7", characters: 307, segments: 3 });
  });

  it("counts the extension characters twice", () => {
    expect(segmentCount("€5 {ok}")).toEqual({ encoding: "GSM-7", characters: 10, segments: 1 });
  });

  it("makes the whole text UCS-2 for one character outside GSM-7 (a macron, an emoji)", () => {
    expect(segmentCount("Kia ora, Māori")).toEqual({ encoding: "UCS-2", characters: 14, segments: 1 });
    expect(segmentCount(`${"a".repeat(69)}👍`)).toEqual({ encoding: "UCS-2", characters: 71, segments: 2 });
  });
});
