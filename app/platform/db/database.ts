import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The app's database, PGlite or PostgreSQL alike. Queries name the feature folders' table
 * modules; drizzle is given no schema object, because its relational query API (`db.query`) is
 * unused and it would build a query object for every table at every transaction (docs/decisions/0125).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** What `db.transaction()` hands its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
