import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueEmails, walkInIdOrder } from "~/features/mail/worker.server";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { openTestDatabase, type TestDatabase } from "../helpers/database";

// The mail worker's claim must read a batch's worth of the outbox however long the queue
// (docs/decisions/0128). The trap is PostgreSQL's statistics: before anything has analysed a
// new outbox the planner guesses that few emails wait, and then gathered every waiting email and
// sorted them on each claim, so a burst of requests made each claim slower the longer the queue
// grew (seen in the quotes bench, where each run starts on a new database). Without
// `walkInIdOrder` the custom plan below sorts. PostgreSQL only: it is its planner that is tested.
const BASE = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BACKLOG = 5_000;

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe("the mail worker's claim with a long queue", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase({ base: BASE, migrate: true });
    handle = database.handle;
    const insert = (count: number, status: string) =>
      handle.db.execute(
        sql.raw(`insert into email_outbox (kind, "to", subject, html, text, status, next_attempt_at)
          select 'lead-notification', '["office@example.co.nz"]'::jsonb, 'Quote request ' || i, '<p>' || i || '</p>', 'Request ' || i,
            '${status}', now() - interval '1 minute'
          from generate_series(1, ${count}) as i`),
      );
    // A new site's first burst of requests, before autovacuum has come by (here it never does).
    await handle.db.execute(sql`alter table email_outbox set (autovacuum_enabled = false)`);
    await insert(20, "captured");
    await insert(BACKLOG, "pending");
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The plan of the worker's statement, chosen for its values (custom) or for any values (generic, as a prepared statement's may be). */
  async function planOf(mode: "force_custom_plan" | "force_generic_plan") {
    const query = dueEmails(handle.db, new Date(), 10).toSQL();
    // The times come as drizzle sends them, as text; the batch size as a number.
    const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
    return handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
      await walkInIdOrder(tx);
      await tx.execute(sql.raw(`prepare due_emails as ${query.sql}`));
      const [row] = rowsOf<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(
        await tx.execute(sql.raw(`explain (analyze, format json) execute due_emails(${query.params.map(literal).join(", ")})`)),
      );
      await tx.execute(sql.raw(`deallocate due_emails`));
      return nodesOf(row["QUERY PLAN"][0].Plan);
    });
  }

  for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
    it(`walks the index of waiting emails in order and sorts nothing (${mode.replace(/^force_|_plan$/g, "")} plan)`, async () => {
      const nodes = await planOf(mode);
      const summary = nodes.map((node) => `${node["Node Type"]}${node["Index Name"] ? ` on ${node["Index Name"]}` : ""}`);
      expect(summary).toContain("Index Scan on email_outbox_waiting_idx");
      expect(summary.filter((node) => /Sort|Bitmap/.test(node))).toEqual([]);
    });
  }

  it("claims the oldest waiting emails first", async () => {
    const rows = await handle.db.transaction(async (tx) => {
      await walkInIdOrder(tx);
      return dueEmails(tx, new Date(), 10);
    });
    const [{ first }] = rowsOf<{ first: number }>(
      await handle.db.execute(sql`select min(id)::int as first from email_outbox where status = 'pending'`),
    );
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 10 }, (_, i) => first + i));
  });
});
