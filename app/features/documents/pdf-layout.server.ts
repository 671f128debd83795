import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { DocumentRow, TotalRow } from "./printed";

/*
 * A customer's document as a PDF (docs/decisions/0104): a quote, an invoice or a credit note,
 * drawn with PDFKit from the same rows and totals as its page. DejaVu Sans is embedded (subset)
 * so every character a customer or staff member types prints, macrons included; PDFKit's
 * built-in fonts cover Latin-1 only. This runs in the PDF worker threads (pdf.server.ts), never
 * on the thread that answers requests (docs/decisions/0156).
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
  /** Customers' drawn sign-offs (an invoice's job, docs/decisions/0207): a caption and a PNG `data:` address each. */
  signatures?: { caption: string; image: string }[];
}

/** The longest run of characters without a place to break the line that is laid out as it is. */
const LONGEST_UNBROKEN = 40;
const UNBROKEN = new RegExp(`[^\\s\u200B]{${LONGEST_UNBROKEN}}(?=[^\\s\u200B])`, "gu");

/**
 * The text with a zero-width space after every LONGEST_UNBROKEN characters of a run without one
 * (a pasted link, a row of dashes, 10,000 x's): PDFKit looks for a line's break one character
 * at a time, so such a run took seconds to lay out (6.7 s for a quote's 10,000-character scope
 * and terms). The break prints nothing; a word of ordinary length is left alone.
 */
export function breakLongRuns(text: string): string {
  return text.replace(UNBROKEN, (run) => `${run}\u200B`);
}

export function layOutPdf(raw: PdfDocumentContent): Promise<Buffer> {
  const content = breakable(raw);
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
  if (content.signatures?.length) {
    doc.moveDown(1.5);
    text("", { font: "bold", size: 11 }).text("Signed off", left, doc.y, { width });
    for (const signature of content.signatures) {
      if (doc.y > doc.page.height - MARGIN - 110) doc.addPage();
      doc.image(signature.image, left, doc.y + 4, { fit: [240, 80] });
      doc.y += 88;
      text("", { size: 9, colour: MUTED }).text(signature.caption, left, doc.y, { width });
    }
  }
  doc.end();
  return done;
}

/** Every text the document prints, with its long runs broken (breakLongRuns). */
function breakable(content: PdfDocumentContent): PdfDocumentContent {
  const b = breakLongRuns;
  return {
    ...content,
    title: b(content.title),
    seller: { ...content.seller, businessName: b(content.seller.businessName), postalAddress: b(content.seller.postalAddress) },
    dates: b(content.dates),
    addressee: { name: b(content.addressee.name), lines: content.addressee.lines.map(b) },
    intro: content.intro ? { heading: b(content.intro.heading), text: b(content.intro.text) } : undefined,
    rows: content.rows.map((row) => ({ ...row, description: b(row.description) })),
    note: content.note === null ? null : b(content.note),
    closing: content.closing.map((block) => ({ heading: b(block.heading), text: b(block.text) })),
    signatures: content.signatures?.map((s) => ({ caption: b(s.caption), image: s.image })),
  };
}
