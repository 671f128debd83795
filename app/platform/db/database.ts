import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The app's database, PGlite or PostgreSQL alike, with every table's types. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction()` hands its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
