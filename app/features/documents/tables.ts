import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * One counter per kind of document (docs/decisions/0088): quotes `Q`, jobs `J`, invoices `INV`.
 * A number is taken inside the transaction that stores the document, so a number is issued only
 * when its document commits, and two documents never share one.
 */
export const documentSequencesTable = pgTable("document_sequences", {
  kind: text("kind").primaryKey(),
  lastValue: bigint("last_value", { mode: "number" }).notNull(),
});
