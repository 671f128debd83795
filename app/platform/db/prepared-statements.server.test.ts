import type { Sql } from "postgres";
import { describe, expect, it } from "vitest";
import { preparingStatements } from "./prepared-statements.server";

interface Call {
  scope: string;
  query: string;
  args: unknown[];
  options: Record<string, unknown>;
}

/** Records what reaches postgres.js's unsafe() in each scope (client, transaction, savepoint). */
function recordingClient(calls: Call[], scope = "client"): Sql {
  const client = {
    unsafe: (query: string, args: unknown[], options: Record<string, unknown>) => {
      calls.push({ scope, query, args, options });
      return Promise.resolve([]);
    },
    begin: async (...args: unknown[]) => {
      const callback = args.pop() as (inner: Sql) => unknown;
      calls.push({ scope, query: `begin ${String(args[0] ?? "")}`.trim(), args: [], options: {} });
      return callback(recordingClient(calls, "transaction"));
    },
    savepoint: async (callback: (inner: Sql) => unknown) => callback(recordingClient(calls, "savepoint")),
    options: { parsers: {} },
  };
  return client as unknown as Sql;
}

describe("preparingStatements", () => {
  it("asks postgres.js to prepare the statements drizzle sends unprepared, keeping their other options", async () => {
    const calls: Call[] = [];
    const client = preparingStatements(recordingClient(calls));
    await client.unsafe("select $1", [1], { prepare: false, simple: false } as never);
    await client.unsafe("select 2");
    expect(calls).toEqual([
      { scope: "client", query: "select $1", args: [1], options: { prepare: true, simple: false } },
      { scope: "client", query: "select 2", args: [], options: { prepare: true } },
    ]);
  });

  it("does the same inside transactions and savepoints, passing their options and results through", async () => {
    const calls: Call[] = [];
    const client = preparingStatements(recordingClient(calls));
    const result = await client.begin("isolation level serializable", async (tx) => {
      await tx.unsafe("insert into t values ($1)", [1], { prepare: false } as never);
      return tx.savepoint(async (sp) => {
        await sp.unsafe("insert into t values ($1)", [2], { prepare: false } as never);
        return "inner result";
      });
    });
    expect(result).toBe("inner result");
    expect(calls.map((c) => [c.scope, c.query, c.options.prepare])).toEqual([
      ["client", "begin isolation level serializable", undefined],
      ["transaction", "insert into t values ($1)", true],
      ["savepoint", "insert into t values ($1)", true],
    ]);
  });

  it("leaves everything else on the client as it was", () => {
    const base = recordingClient([]);
    expect(preparingStatements(base).options).toBe(base.options);
  });
});
