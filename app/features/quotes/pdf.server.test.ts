import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { quotePdf } from "./pdf.server";
import type { QuoteLine } from "./pricing";
import { printedQuote, type DocumentHeader } from "./quote-document";

const HEADER: DocumentHeader = {
  businessName: "Harbourside Property Maintenance",
  gstNumber: "123-456-789",
  phone: "09 280 4471",
  email: "hello@harbourside.co.nz",
  postalAddress: "PO Box 90210, Auckland 1142",
  number: "Q-000042-2",
  issued: "Sent Thursday 26 November 2026",
  validUntil: "Saturday 26 December 2026",
  customerName: "Mere Tāmaki",
  site: "3 Ōtāhuhu Road, Māngere",
  scope: "Wash the whare and clear the spouting.",
  terms: "Payment within 7 days. Ngā mihi.",
};

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  return { pages: doc.numPages, text: parts.join(" ") };
}

describe("the quote PDF", () => {
  it("prints what the customer's page prints: every line, amount and total, macrons included", async () => {
    const lines: QuoteLine[] = [
      { kind: "heading", description: "Outside" },
      { kind: "item", description: "House wash", quantity: 120, unitPriceCents: 650, amountsAre: "inclusive" },
      {
        kind: "item",
        description: "Gutter guard",
        quantity: 18,
        unitPriceCents: 3_400,
        amountsAre: "inclusive",
        optional: true,
        discount: { percent: 10 },
      },
      { kind: "text", description: "Access from the back lane." },
    ];
    const printed = printedQuote({ lines, amountsAre: "inclusive", gstRounding: "total" }, [2]);
    const { text } = await pdfText(await quotePdf(HEADER, printed.rows, printed.totals, "Accepted by Mere Tāmaki."));
    for (const value of [
      HEADER.number,
      HEADER.customerName,
      HEADER.site,
      "GST number 123-456-789",
      "Ngā mihi",
      "Access from the back lane.",
    ])
      expect(text).toContain(value);
    for (const row of printed.rows) {
      expect(text).toContain(row.description);
      if (row.amount) expect(text).toContain(row.amount);
    }
    for (const total of printed.totals) {
      expect(text).toContain(total.label);
      expect(text).toContain(total.amount);
    }
    expect(text).toContain("Accepted by Mere Tāmaki.");
  });

  it("runs a 200-line quote over as many pages as it needs", async () => {
    const lines: QuoteLine[] = Array.from({ length: 200 }, (_, i) => ({
      kind: "item",
      description: `Item ${i + 1}`,
      quantity: 1,
      unitPriceCents: 1_000 + i,
      amountsAre: "inclusive",
    }));
    const printed = printedQuote({ lines, amountsAre: "inclusive", gstRounding: "total" }, []);
    const { pages, text } = await pdfText(await quotePdf(HEADER, printed.rows, printed.totals, null));
    expect(pages).toBeGreaterThan(3);
    expect(text).toContain("Item 200");
    expect(text).toContain(printed.totals.at(-1)!.amount);
  });
});
