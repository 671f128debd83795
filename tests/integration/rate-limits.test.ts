import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pruneBuckets, RateLimitExceeded, takeToken, type RateLimitRule } from "~/features/abuse/rate-limit.server";
import { rowsOf } from "~/platform/db/sql-rows.server";
import { useMigratedDatabase } from "../helpers/suite";

const database = useMigratedDatabase();

const QUOTES: RateLimitRule = { name: "quote", max: 10, windowSeconds: 600 };
const APPLICATIONS: RateLimitRule = { name: "application", max: 5, windowSeconds: 3600 };

const take = (rule: RateLimitRule, client: string) =>
  database.handle.db
    .transaction((tx) => takeToken(tx, rule, client))
    .then(
      () => "taken",
      (error) => (error instanceof RateLimitExceeded ? "refused" : Promise.reject(error)),
    );

/** Moves every bucket's last use back by `minutes`, as if that much time had passed. */
const age = (minutes: number) =>
  database.handle.db.execute(sql`update rate_limit_buckets set updated_at = updated_at - make_interval(mins => ${minutes})`);

describe("rate-limit buckets", () => {
  it("keeps each limit's own window when pruning: an hour's limit is not forgotten after ten minutes", async () => {
    for (let i = 0; i < 5; i++) expect(await take(APPLICATIONS, "10.40.0.1")).toBe("taken");
    expect(await take(APPLICATIONS, "10.40.0.1")).toBe("refused");
    await take(QUOTES, "10.40.0.2");

    await age(11); // past the quote form's 10 minutes, far inside the application form's hour
    await pruneBuckets(database.handle.db);
    // 11 minutes refill less than one application (5 an hour): still refused.
    expect(await take(APPLICATIONS, "10.40.0.1")).toBe("refused");
    const keys = rowsOf<{ key: string }>(await database.handle.db.execute(sql`select key from rate_limit_buckets order by key`));
    expect(keys.map((r) => r.key.split(":")[0])).toEqual(["application"]);

    await age(61);
    await pruneBuckets(database.handle.db);
    expect(await take(APPLICATIONS, "10.40.0.1")).toBe("taken");
  });
});
