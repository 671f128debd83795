import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('He said "hi", then left\nagain')).toBe('"He said ""hi"", then left\nagain"');
    expect(csvRow([1, null, "plain"])).toBe("1,,plain\r\n");
  });

  it("defuses spreadsheet formulas", () => {
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("+64 21 555 0199")).toBe("'+64 21 555 0199");
  });
});
