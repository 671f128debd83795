import { Param, Placeholder, type DriverValueEncoder, type Query } from "drizzle-orm";
import type { Database } from "./database";
import { rowsOf } from "./sql-rows.server";

type Builder = Pick<Database, "select" | "insert" | "update" | "delete">;
type Runner = Pick<Database, "execute">;
/** What runs a prebuilt statement: the database or a transaction. */
export type PrebuiltExecutor = Builder & Runner;
type Buildable = { toSQL(): Query };

interface Compiled {
  /** The statement's text, with its parameters as $1, $2, … */
  text: string;
  /** Each parameter's placeholder name and, when it stands for a column's value, that column's encoder. */
  params: Array<{ name: string; encoder: DriverValueEncoder<unknown, unknown> | null }>;
}

function compile(query: Query): Compiled {
  const params = query.params.map((param, index) => {
    if (param instanceof Placeholder) return { name: param.name, encoder: null };
    if (param instanceof Param && param.value instanceof Placeholder) return { name: param.value.name, encoder: param.encoder };
    // A value built into the statement (a constant, or a column's $defaultFn) would be sent again on every run.
    throw new Error(`prebuilt statement: parameter $${index + 1} is not a sql.placeholder() in "${query.sql}"`);
  });
  return { text: query.sql, params };
}

/** As drizzle's fillPlaceholders, but a null stays SQL NULL (drizzle would encode it: a JSON column would get 'null'). */
function fill(params: Compiled["params"], values: Record<string, unknown>): unknown[] {
  return params.map(({ name, encoder }) => {
    const value = values[name];
    if (value === undefined) throw new Error(`prebuilt statement: no value for "${name}" (null for none)`);
    return encoder === null || value === null ? value : encoder.mapToDriverValue(value);
  });
}

/**
 * What drizzle runs a statement with once it has turned it into text (drizzle's own
 * `db.execute` does that turning again on every call). Every drizzle database and transaction
 * has one, PGlite's and postgres.js's alike.
 */
interface Session {
  prepareQuery(query: Query, fields: undefined, name: undefined, arrayMode: false): { execute(): Promise<unknown> };
}

async function run<Row>(db: Runner, compiled: Compiled, values: Record<string, unknown>): Promise<Row[]> {
  const { session } = db as unknown as { session: Session };
  return rowsOf<Row>(
    await session.prepareQuery({ sql: compiled.text, params: fill(compiled.params, values) }, undefined, undefined, false).execute(),
  );
}

/**
 * A statement drizzle builds once, from a query whose every value is a `sql.placeholder()`, and
 * that then runs with new values without being built or turned into text again (docs/decisions/0125). Building an
 * insert into a wide table costs drizzle about 0.1 ms, more than PostgreSQL takes to run it: for
 * the statements a quote request makes hundreds of times a second, that was a fifth of the
 * app's time. Values go through the columns' own encoders (JSON, arrays, dates) as in the built
 * query. It is built on its first run, with the database given then (the text is the same for
 * PGlite and PostgreSQL); rows come back as PostgreSQL names them (`customer_id`).
 */
export function prebuilt<Values extends Record<string, unknown>, Row = never>(build: (db: Builder) => Buildable) {
  let compiled: Compiled | undefined;
  return async (db: PrebuiltExecutor, values: Values): Promise<Row[]> => run<Row>(db, (compiled ??= compile(build(db).toSQL())), values);
}

/** Shapes kept per prebuiltForRows statement: row counts past this are built each time. */
const ROW_COUNTS_KEPT = 8;

/**
 * prebuilt() for a statement over a list (rows to insert, buckets to take from): built once for
 * each length. `build` gets one set of placeholders per item, each named `field.index`.
 */
export function prebuiltForRows<Field extends string, Row = { id: number }>(
  fields: readonly Field[],
  build: (db: Builder, rows: Array<Record<Field, Placeholder>>) => Buildable,
) {
  const byLength = new Map<number, Compiled>();
  return async (db: PrebuiltExecutor, items: ReadonlyArray<Record<Field, unknown>>): Promise<Row[]> => {
    let compiled = byLength.get(items.length);
    if (!compiled) {
      const rows = items.map((_, index) => Object.fromEntries(fields.map((field) => [field, new Placeholder(`${field}.${index}`)])));
      compiled = compile(build(db, rows as Array<Record<Field, Placeholder>>).toSQL());
      if (byLength.size < ROW_COUNTS_KEPT) byLength.set(items.length, compiled);
    }
    const values: Record<string, unknown> = {};
    items.forEach((item, index) => {
      for (const field of fields) values[`${field}.${index}`] = item[field];
    });
    return run<Row>(db, compiled, values);
  };
}
