import { csvRow, readCsvRecords } from "~/lib/csv";
import { centsToDecimal } from "~/lib/money";
import { priceItemSchema, type PriceItemInput } from "./item-schema";
import type { PriceListItem } from "./tables";

/** The price list's CSV columns, the same for export and import (docs/decisions/0087). */
const HEADER = ["Code", "Name", "Description", "Unit", "Unit price", "Amounts are", "Service", "Active"] as const;
const MAX_IMPORT_ROWS = 2000;
const MAX_ERRORS_SHOWN = 10;

export function priceListCsv(rows: ReadonlyArray<{ item: PriceListItem; serviceSlug: string | null }>): string {
  return (
    "\uFEFF" +
    csvRow(HEADER) +
    rows
      .map(({ item, serviceSlug }) =>
        csvRow([
          item.code,
          item.name,
          item.description,
          item.unit,
          centsToDecimal(item.unitPriceCents),
          item.amountsAre,
          serviceSlug ?? "",
          item.active ? "yes" : "no",
        ]),
      )
      .join("")
  );
}

export type ImportReading = { ok: true; rows: PriceItemInput[] } | { ok: false; message: string; problems: string[] };

/**
 * Reads an uploaded price list: the export's columns by name (any order, any case), one item per
 * row. Every row is checked with the form's own schema; any problem refuses the whole file, with
 * the first few problems by row number, so nothing is half imported.
 */
export function readPriceListCsv(text: string): ImportReading {
  const records = readCsvRecords(text);
  if (!records) return { ok: false, message: "That file could not be read as CSV. Export the price list to see the format.", problems: [] };
  const missing = HEADER.filter(
    (column) => !(records[0] && column.toLowerCase() in records[0]) && column !== "Description" && column !== "Service",
  );
  if (records.length === 0) return { ok: false, message: "The file has no rows to import.", problems: [] };
  if (missing.length)
    return {
      ok: false,
      message: `The file needs the columns ${missing.join(", ")}. Export the price list to see the format.`,
      problems: [],
    };
  if (records.length > MAX_IMPORT_ROWS)
    return { ok: false, message: `Import at most ${MAX_IMPORT_ROWS.toLocaleString("en-NZ")} items at a time.`, problems: [] };
  const rows: PriceItemInput[] = [];
  const problems: string[] = [];
  const codes = new Map<string, number>();
  records.forEach((record, index) => {
    const line = index + 2;
    const parsed = priceItemSchema.safeParse({
      code: record.code ?? "",
      name: record.name ?? "",
      description: record.description ?? "",
      unit: record.unit ?? "",
      unitPrice: record["unit price"] ?? "",
      amountsAre: (record["amounts are"] ?? "").toLowerCase(),
      service: record.service ?? "",
      active: !/^(no|false|0)$/i.test(record.active ?? ""),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(`Row ${line}, ${String(issue.path[0] ?? "row")}: ${issue.message}`);
      return;
    }
    const earlier = codes.get(parsed.data.code);
    if (earlier) problems.push(`Row ${line}: the code ${parsed.data.code} is also on row ${earlier}`);
    codes.set(parsed.data.code, line);
    rows.push(parsed.data);
  });
  if (problems.length)
    return {
      ok: false,
      message: `Nothing was imported: ${problems.length} ${problems.length === 1 ? "row has a problem" : "rows have problems"}.`,
      problems: problems.slice(0, MAX_ERRORS_SHOWN),
    };
  return { ok: true, rows };
}
