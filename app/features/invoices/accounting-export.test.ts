import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstBreakdown } from "~/lib/money";
import { exportLines, myobRows, xeroRows, XERO_COLUMNS, MYOB_COLUMNS, type ExportInvoice } from "./accounting-export";

const buyer = { name: "Aroha Ngata", email: "aroha@example.co.nz", phone: "", address: "12 Kauri Road", suburb: "Ponsonby" };

function invoice(amounts: number[], amountsAre: "inclusive" | "exclusive", rounding: "line" | "total", kind = "invoice"): ExportInvoice {
  const gst = gstBreakdown(amounts, amountsAre, rounding);
  return {
    number: "INV-000001",
    kind,
    buyer,
    reference: "J-000001",
    issueDate: "2026-11-26",
    dueDate: "2026-12-20",
    amountsAre,
    gstCents: gst.gst,
    inclusiveCents: gst.inclusive,
    lines: amounts.map((a) => ({ kind: "item", description: "Work", quantity: 1, unitPriceCents: a, amountCents: a, accountCode: "200" })),
  };
}

describe("accounting export lines", () => {
  it("keep every invoice's total and GST exact in either basis, whatever the rounding", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -50_000, max: 5_000_000 }).filter((n) => n !== 0),
          { minLength: 1, maxLength: 12 },
        ),
        fc.constantFrom("inclusive" as const, "exclusive" as const),
        fc.constantFrom("inclusive" as const, "exclusive" as const),
        fc.constantFrom("line" as const, "total" as const),
        (amounts, written, basis, rounding) => {
          const inv = invoice(amounts, written, rounding);
          const lines = exportLines(inv, basis);
          const amount = lines.reduce((s, l) => s + l.amountCents, 0);
          const tax = lines.reduce((s, l) => s + l.taxCents, 0);
          expect(tax).toBe(inv.gstCents);
          expect(basis === "inclusive" ? amount : amount + tax).toBe(inv.inclusiveCents);
        },
      ),
    );
  });

  it("keep quantities when the basis matches, and make a credit note's amounts negative", () => {
    const inv: ExportInvoice = {
      ...invoice([25_000], "inclusive", "total"),
      lines: [{ kind: "labour", description: "Labour", quantity: 2.5, unitPriceCents: 10_000, amountCents: 25_000, accountCode: "200" }],
    };
    expect(exportLines(inv, "inclusive")).toEqual([
      { description: "Labour", quantity: 2.5, unitAmountCents: 10_000, amountCents: 25_000, taxCents: 3_261, accountCode: "200" },
    ]);
    expect(exportLines(inv, "exclusive")[0]).toMatchObject({ quantity: 1, unitAmountCents: 21_739, amountCents: 21_739 });
    expect(exportLines({ ...inv, kind: "credit_note" }, "inclusive")[0]).toMatchObject({ unitAmountCents: -10_000, taxCents: -3_261 });
  });

  it("write rows as long as the headers, with dates as DD/MM/YYYY", () => {
    const inv = invoice([11_500], "inclusive", "total");
    const [xero] = xeroRows(inv, "inclusive");
    expect(xero).toHaveLength(XERO_COLUMNS.length);
    expect(xero[XERO_COLUMNS.indexOf("*InvoiceDate")]).toBe("26/11/2026");
    expect(xero[XERO_COLUMNS.indexOf("*TaxType")]).toBe("15% GST on Income");
    const [myob] = myobRows(inv, "inclusive");
    expect(myob).toHaveLength(MYOB_COLUMNS.length);
    expect(myob[MYOB_COLUMNS.indexOf("Inc-Tax Amount")]).toBe(115);
    expect(myob[MYOB_COLUMNS.indexOf("Amount")]).toBe(100);
  });
});
