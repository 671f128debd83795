import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Transaction } from "~/platform/db/database";

/**
 * What follows an area's new name in the rename's transaction. Tradies and applications name the
 * areas they cover and sit above the catalogue, so each renames its own rows and the route that
 * saves an area passes them in.
 */
export type AreaRenamed = (tx: Transaction, from: string, to: string) => Promise<void>;

/** For a list of area names (a jsonb array): the rows that name `from`, and the list with `to` in its place. */
export function renamedArea(areas: AnyPgColumn, from: string, to: string): { names: SQL; renamed: SQL } {
  return {
    names: sql`${areas} ? ${from}`,
    renamed: sql`(select jsonb_agg(case when v = ${from} then ${to} else v end) from jsonb_array_elements_text(${areas}) as v)`,
  };
}
