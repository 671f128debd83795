import { readCsvRecords } from "~/lib/csv";
import { importedRowSchema } from "./review-schema";
import type { ImportedReview } from "./reviews.server";

/*
 * Reviews imported from elsewhere, as a CSV with the columns Source, Date, Rating, Name, Suburb,
 * Service, Text and (optionally) Tradie (the tradie's number in the admin). Every row is checked;
 * any problem refuses the whole file, with the first problems by row, so nothing is half
 * imported.
 */
const REQUIRED = ["source", "date", "rating", "name"] as const;
const MAX_ROWS = 5000;

export type ReviewImportReading = { ok: true; rows: ImportedReview[] } | { ok: false; message: string };

export function readReviewsCsv(text: string): ReviewImportReading {
  const records = readCsvRecords(text);
  if (!records) return { ok: false, message: "That file could not be read as CSV." };
  if (records.length === 0) return { ok: false, message: "The file has no reviews to import." };
  if (records.length > MAX_ROWS) return { ok: false, message: `Import at most ${MAX_ROWS.toLocaleString("en-NZ")} reviews at a time.` };
  const missing = REQUIRED.filter((column) => !(column in records[0]));
  if (missing.length)
    return { ok: false, message: `The file needs the columns Source, Date, Rating and Name (missing: ${missing.join(", ")}).` };
  const rows: ImportedReview[] = [];
  const problems: string[] = [];
  records.forEach((record, index) => {
    const parsed = importedRowSchema.safeParse({
      source: record.source ?? "",
      date: record.date ?? "",
      rating: record.rating ?? "",
      name: record.name ?? "",
      suburb: record.suburb ?? "",
      service: record.service ?? "",
      text: record.text ?? "",
      tradie: record.tradie ?? "",
    });
    if (parsed.success) {
      const { date, name, tradie, ...rest } = parsed.data;
      rows.push({ ...rest, writtenOn: date, name, tradieId: tradie });
    } else problems.push(`Row ${index + 2}: ${parsed.error.issues[0].message}`);
  });
  if (problems.length) return { ok: false, message: ["Nothing was imported:", ...problems.slice(0, 10)].join("\n") };
  return { ok: true, rows };
}
