import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/*
 * CSV for spreadsheets (exports of leads today; price lists and invoices later). Quoting is
 * csv-stringify's; what is ours is CSV injection: text typed by the public must never run as
 * a formula when staff open the file. OWASP's rule, widened: a cell that starts with a tab or
 * a carriage return, or any of whose parts between list separators (, or ;) starts with
 * = + - @ after leading whitespace, gets a leading apostrophe, which spreadsheets show as text
 * and do not evaluate. A spreadsheet that splits a cell on ; (Excel in many locales) would
 * otherwise run `x;=HYPERLINK(…)` (issue 40, item 25).
 */
const CONTROL_START = /^\s*[\t\r]/;
const FORMULA_PART = /^\s*[=+\-@]/;
const LIST_SEPARATOR = /[,;]/;

function startsAFormula(text: string): boolean {
  return CONTROL_START.test(text) || text.split(LIST_SEPARATOR).some((part) => FORMULA_PART.test(part));
}

/** A cell value made safe to open in a spreadsheet. Numbers and empty values are left alone. */
export function neutraliseFormula(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  const text = String(value);
  return startsAFormula(text) ? `'${text}` : text;
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
