import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { DocumentHeader, DocumentRow, TotalRow } from "./quote-document";

/*
 * The quote as a PDF (docs/decisions/0104), drawn with PDFKit from the same rows and totals as
 * the customer's page. DejaVu Sans is embedded (subset) so every character a customer or staff
 * member types prints, macrons included; PDFKit's built-in fonts cover Latin-1 only.
 */
const require = createRequire(import.meta.url);
const REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

const MARGIN = 48;
const INK = "#1f2937";
const MUTED = "#4b5563";
const COLUMNS = { description: 0, quantity: 290, unitPrice: 340, amount: 420 } as const;
const AMOUNT_WIDTH = 79;

export function quotePdf(header: DocumentHeader, rows: DocumentRow[], totals: TotalRow[], chosenNote: string | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Quote ${header.number}`, Author: header.businessName, Subject: `Quote for ${header.customerName}` },
    lang: "en-NZ",
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  const text = (value: string, options: { font?: "regular" | "bold"; size?: number; colour?: string } = {}) =>
    doc
      .font(options.font ?? "regular")
      .fontSize(options.size ?? 10)
      .fillColor(options.colour ?? INK);

  text("", { font: "bold", size: 18 }).text(header.businessName, left, MARGIN);
  const contact = [header.phone, header.email, header.postalAddress].filter(Boolean).join(" · ");
  text("", { size: 9, colour: MUTED }).text(contact);
  if (header.gstNumber) doc.text(`GST number ${header.gstNumber}`);
  doc.moveDown();
  text("", { font: "bold", size: 14 }).text(`Quote ${header.number}`);
  text("", { size: 10 }).text(`${header.issued} · Valid until ${header.validUntil}`);
  doc.moveDown(0.5);
  text("", { font: "bold" }).text(`For ${header.customerName}`);
  text("").text(header.site);
  if (header.scope) {
    doc.moveDown();
    text("", { font: "bold", size: 11 }).text("Scope of work");
    text("").text(header.scope, { width });
  }
  doc.moveDown();

  const headerY = doc.y;
  text("", { font: "bold", size: 9, colour: MUTED });
  doc.text("Description", left + COLUMNS.description, headerY, { width: 280 });
  doc.text("Qty", left + COLUMNS.quantity, headerY, { width: 45, align: "right" });
  doc.text("Unit price", left + COLUMNS.unitPrice, headerY, { width: 75, align: "right" });
  doc.text("Amount", left + COLUMNS.amount, headerY, { width: AMOUNT_WIDTH, align: "right" });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .strokeColor("#d1d5db")
    .stroke();
  doc.moveDown(0.5);

  for (const row of rows) {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    const y = doc.y;
    if (row.kind === "heading") {
      doc.moveDown(0.3);
      text("", { font: "bold", size: 11 }).text(row.description, left, doc.y, { width });
      continue;
    }
    const optional = row.optional ? (row.included ? " (optional, chosen)" : " (optional)") : "";
    text("", { colour: row.kind === "text" ? MUTED : INK }).text(`${row.description}${optional}`, left, y, {
      width: row.kind === "text" ? width : 280,
    });
    const bottom = doc.y;
    if (row.kind !== "text") {
      text("", { colour: row.included ? INK : MUTED });
      doc.text(row.quantity, left + COLUMNS.quantity, y, { width: 45, align: "right" });
      doc.text(row.unitPrice, left + COLUMNS.unitPrice, y, { width: 75, align: "right" });
      doc.text(row.amount, left + COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: "right" });
    }
    doc.y = Math.max(bottom, doc.y) + 4;
  }

  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor("#d1d5db")
    .stroke();
  doc.moveDown(0.5);
  for (const row of totals) {
    const y = doc.y;
    text("", { font: row.strong ? "bold" : "regular", size: row.strong ? 12 : 10 });
    doc.text(row.label, left + 200, y, { width: 215, align: "right" });
    doc.text(row.amount, left + COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: "right" });
  }
  if (chosenNote) {
    doc.moveDown();
    text("", { size: 9, colour: MUTED }).text(chosenNote, left, doc.y, { width });
  }
  doc.moveDown(1.5);
  text("", { font: "bold", size: 11 }).text("Terms", left, doc.y, { width });
  text("", { size: 9 }).text(header.terms, { width });
  doc.end();
  return done;
}
