import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneBuckets, RateLimitExceeded, takeToken, type RateLimitRule } from "~/features/abuse/rate-limit.server";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { createTestDatabase } from "../helpers/server";

let handle: DatabaseHandle;
let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hpm-limits-"));
  database = await createTestDatabase();
  handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir });
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const QUOTES: RateLimitRule = { name: "quote", max: 10, windowSeconds: 600 };
const APPLICATIONS: RateLimitRule = { name: "application", max: 5, windowSeconds: 3600 };

const take = (rule: RateLimitRule, client: string) =>
  handle.db
    .transaction((tx) => takeToken(tx, rule, client))
    .then(
      () => "taken",
      (error) => (error instanceof RateLimitExceeded ? "refused" : Promise.reject(error)),
    );

/** Moves every bucket's last use back by `minutes`, as if that much time had passed. */
const age = (minutes: number) =>
  handle.db.execute(sql`update rate_limit_buckets set updated_at = updated_at - make_interval(mins => ${minutes})`);

describe("rate-limit buckets", () => {
  it("keeps each limit's own window when pruning: an hour's limit is not forgotten after ten minutes", async () => {
    for (let i = 0; i < 5; i++) expect(await take(APPLICATIONS, "10.40.0.1")).toBe("taken");
    expect(await take(APPLICATIONS, "10.40.0.1")).toBe("refused");
    await take(QUOTES, "10.40.0.2");

    await age(11); // past the quote form's 10 minutes, far inside the application form's hour
    await pruneBuckets(handle.db);
    // 11 minutes refill less than one application (5 an hour): still refused.
    expect(await take(APPLICATIONS, "10.40.0.1")).toBe("refused");
    const keys = rowsOf<{ key: string }>(await handle.db.execute(sql`select key from rate_limit_buckets order by key`));
    expect(keys.map((r) => r.key.split(":")[0])).toEqual(["application"]);

    await age(61);
    await pruneBuckets(handle.db);
    expect(await take(APPLICATIONS, "10.40.0.1")).toBe("taken");
  });
});
