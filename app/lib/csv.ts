import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/*
 * CSV for spreadsheets (exports of leads today; price lists and invoices later). Quoting is
 * csv-stringify's; what is ours is CSV injection: text typed by the public must never run as
 * a formula when staff open the file. OWASP's rule: a cell whose text starts with = + - @,
 * a tab or a carriage return, after any leading whitespace, or after a list separator
 * (, or ;), gets a leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
const FORMULA_START = /^[\t\r]|^\s*(?:[,;]\s*)?[=+\-@\t\r]/;

/** A cell value made safe to open in a spreadsheet. Numbers and empty values are left alone. */
export function neutraliseFormula(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV line (CRLF), every text cell neutralised. */
export function csvRow(values: readonly unknown[]): string {
  // A lone carriage return is a line break to spreadsheets too: quote it like \n.
  return stringify([values.map(neutraliseFormula)], { record_delimiter: "\r\n", quoted_match: /\r/ });
}

/**
 * An uploaded CSV's rows by column name (header names trimmed and lower-cased, a leading BOM
 * and empty lines ignored, short rows allowed); null when the text cannot be read as CSV.
 */
export function readCsvRecords(text: string): Record<string, string>[] | null {
  try {
    return parse(text.replace(/^\uFEFF/, ""), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch {
    return null;
  }
}
