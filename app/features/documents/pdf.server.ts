import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { DocumentRow, TotalRow } from "./printed";

/*
 * A customer's document as a PDF (docs/decisions/0104): a quote, an invoice or a credit note,
 * drawn with PDFKit from the same rows and totals as its page. DejaVu Sans is embedded (subset)
 * so every character a customer or staff member types prints, macrons included; PDFKit's
 * built-in fonts cover Latin-1 only.
 */
const require = createRequire(import.meta.url);
const REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

const MARGIN = 48;
const INK = "#1f2937";
const MUTED = "#4b5563";
const COLUMNS = { description: 0, quantity: 290, unitPrice: 340, amount: 420 } as const;
const AMOUNT_WIDTH = 79;

export interface PdfDocumentContent {
  /** "Quote Q-000123", "Tax invoice INV-000123". */
  title: string;
  subject: string;
  seller: { businessName: string; phone: string; email: string; postalAddress: string; gstNumber: string };
  /** Under the title: "Sent 3 March 2026 · Valid until 2 April 2026". */
  dates: string;
  addressee: { name: string; lines: string[] };
  /** A block before the lines, such as the scope of work. */
  intro?: { heading: string; text: string };
  rows: DocumentRow[];
  totals: TotalRow[];
  note: string | null;
  /** Blocks after the totals: terms, how to pay. */
  closing: { heading: string; text: string }[];
}

export function documentPdf(content: PdfDocumentContent): Promise<Buffer> {
  const { seller } = content;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: content.title, Author: seller.businessName, Subject: content.subject },
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

  text("", { font: "bold", size: 18 }).text(seller.businessName, left, MARGIN);
  const contact = [seller.phone, seller.email, seller.postalAddress].filter(Boolean).join(" · ");
  text("", { size: 9, colour: MUTED }).text(contact);
  if (seller.gstNumber) doc.text(`GST number ${seller.gstNumber}`);
  doc.moveDown();
  text("", { font: "bold", size: 14 }).text(content.title);
  text("", { size: 10 }).text(content.dates);
  doc.moveDown(0.5);
  text("", { font: "bold" }).text(`For ${content.addressee.name}`);
  for (const line of content.addressee.lines) text("").text(line);
  if (content.intro) {
    doc.moveDown();
    text("", { font: "bold", size: 11 }).text(content.intro.heading);
    text("").text(content.intro.text, { width });
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

  for (const row of content.rows) {
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
  for (const row of content.totals) {
    const y = doc.y;
    text("", { font: row.strong ? "bold" : "regular", size: row.strong ? 12 : 10 });
    doc.text(row.label, left + 200, y, { width: 215, align: "right" });
    doc.text(row.amount, left + COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: "right" });
  }
  if (content.note) {
    doc.moveDown();
    text("", { size: 9, colour: MUTED }).text(content.note, left, doc.y, { width });
  }
  for (const block of content.closing) {
    doc.moveDown(1.5);
    text("", { font: "bold", size: 11 }).text(block.heading, left, doc.y, { width });
    text("", { size: 9 }).text(block.text, { width });
  }
  doc.end();
  return done;
}
