import { describe, expect, it } from "vitest";
import { breakLongRuns, layOutPdf, type PdfDocumentContent } from "./pdf-layout.server";

const quote = (scope: string, terms: string): PdfDocumentContent => ({
  title: "Quote Q-000001",
  subject: "Quote for Aroha",
  seller: {
    businessName: "Harbourside Property Maintenance",
    phone: "09 280 4471",
    email: "hello@harbourside.co.nz",
    postalAddress: "",
    gstNumber: "",
  },
  dates: "Sent 1 December 2026",
  addressee: { name: "Aroha", lines: ["1 Kauri Road, Albany"] },
  intro: { heading: "Scope of work", text: scope },
  rows: [],
  totals: [],
  note: null,
  closing: [{ heading: "Terms", text: terms }],
});

describe("runs of text without a place to break the line", () => {
  it("are broken every 40 characters, and ordinary words are left as they are", () => {
    expect(breakLongRuns("Clean the gutters, front and back.")).toBe("Clean the gutters, front and back.");
    const link = `https://example.co.nz/${"a".repeat(60)}`;
    const broken = breakLongRuns(`See ${link} today`);
    expect(broken.replaceAll("\u200B", "")).toBe(`See ${link} today`);
    expect(broken.split(/[\s\u200B]/).every((part) => part.length <= 40)).toBe(true);
    expect(breakLongRuns("x".repeat(40))).toBe("x".repeat(40));
  });

  it("lay out quickly: a quote whose scope and terms are 10,000 characters without a space (issue 40.19: 6.7 s)", async () => {
    const started = performance.now();
    const pdf = await layOutPdf(quote("x".repeat(10_000), "y".repeat(10_000)));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // A second document of other runs, so the time is not one lucky input's.
    await layOutPdf(quote("=".repeat(10_000), `${"z".repeat(5_000)} ${"w".repeat(5_000)}`));
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
