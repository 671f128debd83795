import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { openTestDatabase, type TestDatabase } from "../helpers/database";

// The database handle as the app opens it (PGlite, or PostgreSQL when DATABASE_URL is set):
// transactions and savepoints behave, and on PostgreSQL each statement is prepared once per
// connection and reused (docs/decisions/0016).
describe("the database handle", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    handle = database.handle;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("commits a transaction's statements and rolls back only a failed savepoint", async () => {
    const stored = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table driver_check (value int not null) on commit drop`);
      for (const value of [1, 2]) await tx.execute(sql`insert into driver_check (value) values (${value})`);
      await expect(
        tx.transaction(async (savepoint) => {
          await savepoint.execute(sql`insert into driver_check (value) values (${3})`);
          throw new Error("undo the savepoint");
        }),
      ).rejects.toThrow("undo the savepoint");
      const rows = rowsOf<{ value: number }>(await tx.execute(sql`select value from driver_check order by value`));
      return rows.map((row) => row.value);
    });
    expect(stored).toEqual([1, 2]);
  });

  it("answers parameterised queries correctly when the same statement runs again", async () => {
    for (const n of [1, 41, -7]) {
      const [row] = rowsOf<{ next: number }>(await handle.db.execute(sql`select ${n}::int + 1 as next`));
      expect(row.next).toBe(n + 1);
    }
  });

  it("prepares a PostgreSQL statement once per connection and reuses it", async () => {
    const prepared = await handle.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await tx.execute(sql`select ${n}::int as reused_statement_check`);
      return rowsOf<{ statement: string }>(
        await tx.execute(sql`select statement from pg_prepared_statements where statement like ${"%as reused_statement_check"}`),
      );
    });
    // PGlite runs in-process and has no per-connection statement cache to check.
    expect(prepared).toHaveLength(handle.kind === "postgres" ? 1 : 0);
  });
});
