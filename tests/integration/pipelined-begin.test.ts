import { connect, createServer, type Server } from "node:net";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { openTestDatabase, type TestDatabase } from "../helpers/database";

// Transactions on PostgreSQL send BEGIN with their first statements (docs/decisions/0127).
// PostgreSQL runs on every machine the suite runs on (the cluster tests use it on the PGlite
// run too); the app's handle talks to it through a loopback relay that counts the writes.
const BASE = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** How postgres.js reports a cut session: the socket closing, or the backend's own FATAL "terminating connection". */
const CUT = ["CONNECTION_CLOSED", "57P01"];

/** A TCP relay to PostgreSQL that counts what the client writes (one chunk a write on loopback). */
async function countingRelay(target: { host: string; port: number }) {
  let writes = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    client.on("data", (chunk) => {
      writes++;
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { port, writes: () => writes, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("transactions on PostgreSQL", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let relay: Awaited<ReturnType<typeof countingRelay>>;

  beforeAll(async () => {
    database = await openTestDatabase({
      base: BASE,
      connectVia: async (url) => {
        relay = await countingRelay({ host: url.hostname, port: Number(url.port || 5432) });
        url.host = `127.0.0.1:${relay.port}`;
        return url.toString();
      },
    });
    handle = database.handle;
    await handle.db.execute(sql`create table pipelined_check (value int not null check (value > 0))`);
  });
  afterAll(async () => {
    await database?.close();
    await relay?.close();
  });

  const stored = async () =>
    rowsOf<{ value: number }>(await handle.db.execute(sql`select value from pipelined_check order by value`)).map((row) => row.value);

  /** Client writes to PostgreSQL while `work` runs, once its statements are prepared on the connection. */
  async function writesOf(work: () => Promise<unknown>) {
    await work();
    const before = relay.writes();
    await work();
    return relay.writes() - before;
  }

  it("sends BEGIN in the same write as the first statement: a write per statement and one for COMMIT", async () => {
    const oneStatement = () => handle.db.transaction((tx) => tx.execute(sql`select ${1}::int as one`));
    const twoInTurn = () =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int as one`);
        await tx.execute(sql`select ${2}::int as two`);
      });
    // With BEGIN on its own, waiting for its answer, these would be three and four.
    expect(await writesOf(oneStatement)).toBe(2);
    expect(await writesOf(twoInTurn)).toBe(3);
  });

  it("runs what follows BEGIN inside the transaction: a failure in the callback undoes statements already sent", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await Promise.all([
          tx.execute(sql`insert into pipelined_check (value) values (${1})`),
          tx.execute(sql`insert into pipelined_check (value) values (${2})`),
        ]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await stored()).toEqual([]);
  });

  it("rolls back on a failed statement and leaves the connection ready for the next transaction", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipelined_check (value) values (${3})`);
        await tx.execute(sql`insert into pipelined_check (value) values (${-3})`);
      }),
    ).rejects.toMatchObject({ cause: { constraint_name: "pipelined_check_value_check" } });
    expect(await stored()).toEqual([]);
    await handle.db.transaction((tx) => tx.execute(sql`insert into pipelined_check (value) values (${4})`));
    expect(await stored()).toEqual([4]);
  });

  it("rolls back a failed savepoint and keeps the rest of the transaction", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pipelined_check (value) values (${5})`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into pipelined_check (value) values (${6})`);
          throw new Error("not this one");
        }),
      ).rejects.toThrow("not this one");
      await tx.transaction((inner) => inner.execute(sql`insert into pipelined_check (value) values (${7})`));
    });
    expect(await stored()).toEqual([4, 5, 7]);
  });

  it("survives its connection being cut mid-statement: that transaction fails, nothing of it is stored, and the pool connects again", async () => {
    const admin = postgres(BASE, { max: 1, onnotice: () => {} });
    const insertEach = (values: number[]) =>
      Promise.allSettled(
        values.map((value) =>
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`insert into pipelined_check (value) values (${value})`);
            await tx.execute(sql`select pg_sleep(0.01)`);
          }),
        ),
      );
    try {
      await handle.db.execute(sql`delete from pipelined_check`);
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into pipelined_check (value) values (${1_000})`);
          const [me] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
          setTimeout(() => void admin`select pg_terminate_backend(${me.pid})`.then(() => {}), 100);
          await tx.execute(sql`select pg_sleep(5)`);
        }),
      ).rejects.toSatisfy((error: { cause?: { code?: string } }) => CUT.includes(error.cause?.code ?? ""));
      // Enough at once to need every connection, the cut one connecting again. postgres.js hands
      // the cut session's FATAL error to the first statement on its new connection: at most one fails.
      const first = await insertEach(Array.from({ length: 20 }, (_, i) => i + 1));
      const refused = first.filter((result) => result.status === "rejected");
      expect(refused.length).toBeLessThanOrEqual(1);
      for (const result of refused) expect(CUT).toContain((result as PromiseRejectedResult).reason.code);
      const second = await insertEach(Array.from({ length: 20 }, (_, i) => i + 21));
      expect(second.every((result) => result.status === "fulfilled")).toBe(true);
      const values = await stored();
      expect(values).not.toContain(1_000);
      expect(values.length).toBe(40 - refused.length);
    } finally {
      await admin.end();
    }
  });

  it("gives every connection back: more transactions at once than the pool has connections all commit", async () => {
    await handle.db.execute(sql`delete from pipelined_check`);
    const values = Array.from({ length: 40 }, (_, i) => i + 1);
    await Promise.all(
      values.map((value) =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into pipelined_check (value) values (${value})`);
          await tx.execute(sql`select pg_sleep(0.01)`);
        }),
      ),
    );
    expect(await stored()).toEqual(values);
  });
});
