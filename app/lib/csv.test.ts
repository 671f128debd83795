import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvRow, neutraliseFormula } from "./csv";

describe("CSV rows", () => {
  it("quotes commas, quotes and line breaks, and reads back as written", () => {
    const row = csvRow([1, null, "plain", 'He said "hi", then left\nagain']);
    expect(row.endsWith("\r\n")).toBe(true);
    expect(parse(row)).toEqual([["1", "", "plain", 'He said "hi", then left\nagain']]);
  });
});

describe("CSV injection (OWASP)", () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+64 21 555 0199", "'+64 21 555 0199"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["   =1+1", "'   =1+1"],
    [",=1+1", "',=1+1"],
    [";@SUM(A1)", "';@SUM(A1)"],
    [" , -cmd", "' , -cmd"],
    ['x;=HYPERLINK("http://x")', '\'x;=HYPERLINK("http://x")'],
    ["';=1+1", "'';=1+1"],
    ["Leaking tap, =1+1", "'Leaking tap, =1+1"],
    ["a;b; @SUM(A1)", "'a;b; @SUM(A1)"],
    ["Kitchen,+64 21 555 0199", "'Kitchen,+64 21 555 0199"],
  ])("neutralises %j", (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
    expect(parse(csvRow([input]))[0][0]).toBe(expected);
  });

  it.each(["Plumbing", "14 Karaka Street", "a = b", "mere@example.co.nz", "", "1,5", "Tama-Rangi", "Tap; sink, shower", "a;b=c"])(
    "leaves %j as it is",
    (input) => {
      expect(neutraliseFormula(input)).toBe(input);
    },
  );

  it("leaves numbers as numbers", () => {
    expect(neutraliseFormula(-5)).toBe(-5);
    expect(neutraliseFormula(null)).toBe("");
  });
});
