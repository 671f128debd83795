import { describe, expect, it } from "vitest";
import { buyerIdentifier, documentTitle, taxInvoiceProblems } from "./tax-invoice";

const buyer = { name: "Aroha Ngata", email: "aroha@example.co.nz", phone: "021 555 0101", address: "12 Kauri Road", suburb: "Ponsonby" };

describe("taxable supply information", () => {
  it("lets a complete invoice go at any amount", () => {
    expect(taxInvoiceProblems({ inclusiveCents: 250_000, buyer, pricedLines: 2 }, { gstNumber: "123-456-789" })).toEqual([]);
  });

  it("needs the GST number over $200, but not at $200", () => {
    expect(taxInvoiceProblems({ inclusiveCents: 20_000, buyer, pricedLines: 1 }, { gstNumber: "" })).toEqual([]);
    expect(taxInvoiceProblems({ inclusiveCents: 20_001, buyer, pricedLines: 1 }, { gstNumber: "" })).toEqual([
      "An invoice over $200.00 must show the business's GST number: add it in Settings.",
    ]);
  });

  it("needs the buyer's name and an identifier over $1,000", () => {
    const nameless = { ...buyer, name: " " };
    expect(taxInvoiceProblems({ inclusiveCents: 100_000, buyer: nameless, pricedLines: 1 }, { gstNumber: "123-456-789" })).toEqual([]);
    expect(taxInvoiceProblems({ inclusiveCents: 100_001, buyer: nameless, pricedLines: 1 }, { gstNumber: "123-456-789" })).toHaveLength(1);
    const unreachable = { ...buyer, email: "", phone: "", address: "", suburb: "" };
    expect(taxInvoiceProblems({ inclusiveCents: 100_001, buyer: unreachable, pricedLines: 1 }, { gstNumber: "123-456-789" })).toHaveLength(
      1,
    );
  });

  it("refuses an empty or zero invoice", () => {
    expect(taxInvoiceProblems({ inclusiveCents: 0, buyer, pricedLines: 0 }, { gstNumber: "123-456-789" })).toHaveLength(2);
  });

  it("names the buyer by address first, then email, then phone", () => {
    expect(buyerIdentifier(buyer)).toBe("12 Kauri Road, Ponsonby");
    expect(buyerIdentifier({ ...buyer, address: "", suburb: "" })).toBe("aroha@example.co.nz");
    expect(buyerIdentifier({ ...buyer, address: "", suburb: "", email: "" })).toBe("021 555 0101");
  });

  it("titles the document", () => {
    expect(documentTitle("invoice", "123-456-789")).toBe("Tax invoice");
    expect(documentTitle("deposit", "")).toBe("Invoice");
    expect(documentTitle("credit_note", "123-456-789")).toBe("Credit note");
  });
});
