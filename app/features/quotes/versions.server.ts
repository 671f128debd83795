import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { documentNumber } from "~/features/documents/numbers";
import { DomainError } from "~/lib/domain-error";
import type { QuoteInput, QuoteLine } from "./pricing";
import { quoteLinesTable, quotesTable, quoteVersionsTable } from "./tables";

/** Joins a quote to the version it is on now. */
export const currentVersionOf = and(
  eq(quoteVersionsTable.quoteId, quotesTable.id),
  eq(quoteVersionsTable.version, quotesTable.currentVersion),
);

export type QuoteVersionRow = typeof quoteVersionsTable.$inferSelect;

export const NO_QUOTE = "There is no quote with that number.";

/** A quote and its current version, locked until the transaction ends; a 404 when there is none. */
export async function lockCurrentVersion(tx: Pick<Database, "select">, quoteId: number) {
  if (!Number.isInteger(quoteId)) throw new DomainError(NO_QUOTE, { status: 404 });
  const [row] = await tx
    .select({ quote: quotesTable, version: quoteVersionsTable })
    .from(quotesTable)
    .innerJoin(quoteVersionsTable, currentVersionOf)
    .where(eq(quotesTable.id, quoteId))
    .for("update");
  if (!row) throw new DomainError(NO_QUOTE, { status: 404 });
  return { ...row, number: documentNumber("Q", row.quote.number, row.version.version) };
}

/** A version's lines, in order. */
export async function versionLines(db: Pick<Database, "select">, versionId: number): Promise<QuoteLine[]> {
  const rows = await db
    .select({ line: quoteLinesTable.line })
    .from(quoteLinesTable)
    .where(eq(quoteLinesTable.versionId, versionId))
    .orderBy(asc(quoteLinesTable.position));
  return rows.map((r) => r.line);
}

/** What priceQuote reads of a stored version. */
export function quoteInputOf(version: QuoteVersionRow, lines: readonly QuoteLine[]): QuoteInput {
  return {
    lines,
    amountsAre: version.amountsAre,
    gstRounding: version.gstRounding,
    discount: version.discount ?? undefined,
    deposit: version.deposit,
  };
}

/** True when the line carries a price (not a heading or a note). */
export function isPricedLine(line: QuoteLine): boolean {
  return line.kind !== "text" && line.kind !== "heading";
}
