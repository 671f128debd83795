import { getTableName, sql, type Column, type SQL } from "drizzle-orm";

/**
 * A column of the outer query, always named with its table, for a correlated subquery.
 *
 * Drizzle prints a select's columns without their table when the select reads one table (no
 * joins), and it does so inside a `sql` field too: `(select count(*) from leads where
 * ${leadsTable.customerId} = ${customersTable.id})` becomes `… where "customer_id" = "id"`, and
 * PostgreSQL reads both as the inner table's, so every row got the same answer (issue 40, item
 * 1). Name the outer side of every correlated subquery with this.
 */
export function outer(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
