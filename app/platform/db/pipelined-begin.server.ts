import type { ReservedSql, Sql, TransactionSql } from "postgres";

type Callback = (inner: TransactionSql) => unknown;

/**
 * A view of the client whose `begin(callback)` sends BEGIN in the same write as the
 * transaction's first statements instead of waiting for its answer first (postgres.js's own
 * `begin` does), which saves every transaction one round trip (docs/decisions/0127).
 *
 * This is safe because PostgreSQL runs a connection's statements in the order they arrive:
 * BEGIN is written first, so what follows it on the reserved connection runs in the
 * transaction. BEGIN fails only when the connection is lost, and then so does everything
 * written after it. `begin` with options (an isolation level) keeps postgres.js's own.
 */
export function pipeliningBegin(client: Sql): Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== "begin") return Reflect.get(target, property, receiver);
      return (...args: unknown[]) => {
        if (args.length !== 1) return (target.begin as (...a: unknown[]) => Promise<unknown>)(...args);
        return transaction(target, args[0] as Callback);
      };
    },
  });
}

async function transaction(client: Sql, callback: Callback) {
  const connection = await client.reserve();
  let lost = false;
  try {
    // execute() dispatches now; the callback's statements follow it onto the connection.
    const began = connection.unsafe("begin").execute();
    // Awaited after the callback; until then a failure is kept, not reported as unhandled.
    began.catch(() => {});
    try {
      const result = await callback(transactionView(connection));
      await began;
      await connection.unsafe("commit");
      return result;
    } catch (error) {
      await began.catch(() => {});
      lost = connectionLost(error);
      // A statement sent on a closed connection would throw inside postgres.js, out of reach of any catch.
      if (!lost) await connection.unsafe("rollback").catch(() => {});
      throw error;
    }
  } finally {
    // postgres.js has already put a closed connection aside, to connect again when needed; handing it back would put it in use closed.
    if (!lost) connection.release();
  }
}

/** postgres.js's codes for a connection that is gone, and a socket's own failures. */
const CONNECTION_GONE = new Set(["CONNECTION_CLOSED", "CONNECTION_DESTROYED", "CONNECTION_ENDED", "CONNECT_TIMEOUT"]);

/** Whether the error, or one it wraps (drizzle wraps the driver's), says the connection has ended: the backend ends its session after a FATAL. */
function connectionLost(error: unknown): boolean {
  let e = error as { code?: unknown; severity?: unknown; syscall?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; depth < 5 && typeof e === "object" && e !== null; depth++, e = e.cause as typeof e) {
    if (CONNECTION_GONE.has(String(e.code)) || e.severity === "FATAL" || e.severity === "PANIC" || typeof e.syscall === "string")
      return true;
  }
  return false;
}

/** The reserved connection as drizzle expects a transaction's client: with savepoints for nested transactions. */
function transactionView(connection: ReservedSql): TransactionSql {
  let savepoints = 0;
  const savepoint = async (callback: Callback) => {
    const name = `s${++savepoints}`;
    await connection.unsafe(`savepoint ${name}`);
    try {
      const result = await callback(view);
      await connection.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      if (!connectionLost(error)) await connection.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  const view = new Proxy(connection, {
    get: (target, property, receiver) => (property === "savepoint" ? savepoint : Reflect.get(target, property, receiver)),
  }) as unknown as TransactionSql;
  return view;
}
