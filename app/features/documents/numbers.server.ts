import { sql } from "drizzle-orm";
import type { Transaction } from "~/platform/db/database";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { documentNumber, type DocumentKind } from "./numbers";
import { documentSequencesTable } from "./tables";

/**
 * The next number of a kind, in the caller's transaction (docs/decisions/0088). The counter's
 * row stays locked until that transaction ends, so concurrent documents queue for it and get
 * consecutive numbers; a transaction that rolls back gives its number back unissued, so the
 * numbers on committed documents have no gaps and none is ever used twice.
 */
export async function takeDocumentNumber(tx: Transaction, kind: DocumentKind): Promise<{ value: number; number: string }> {
  const result = await tx.execute(
    sql`insert into ${documentSequencesTable} (kind, last_value) values (${kind}, 1)
        on conflict (kind) do update set last_value = ${documentSequencesTable}.last_value + 1
        returning last_value`,
  );
  const value = Number(rowsOf<{ last_value: number | string }>(result)[0].last_value);
  return { value, number: documentNumber(kind, value) };
}
