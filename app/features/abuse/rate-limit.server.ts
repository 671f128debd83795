import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimitBucketsTable } from "./tables";

export interface RateLimitRule {
  /** Names the limit, so that different limits on one client keep separate buckets. */
  name: string;
  /** How many may be used at once (the bucket's size). */
  max: number;
  /** How long an empty bucket takes to fill up again. */
  windowSeconds: number;
}

/** Thrown inside a transaction to roll it back: the use that went over the limit is undone. */
export class RateLimitExceeded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("rate limit exceeded");
  }
}

type Executor = Pick<Database, "insert">;

/** Addresses are kept only as hashes, and only until their bucket is full again. */
export function bucketKey(rule: RateLimitRule, clientAddress: string): string {
  return `${rule.name}:${createHash("sha256").update(clientAddress).digest("base64url").slice(0, 22)}`;
}

/**
 * Takes one token from the client's bucket, refilled at max/window per second. Call it inside
 * the transaction that stores the thing being limited, as late as possible (it locks the
 * client's row until commit); it throws RateLimitExceeded when the bucket is empty.
 */
export async function takeToken(tx: Executor, rule: RateLimitRule, clientAddress: string): Promise<void> {
  const perSecond = rule.max / rule.windowSeconds;
  const t = rateLimitBucketsTable;
  const [bucket] = await tx
    .insert(t)
    .values({ key: bucketKey(rule, clientAddress), tokens: rule.max - 1, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        tokens: sql`least(${rule.max}::float8, ${t.tokens} + extract(epoch from now() - ${t.updatedAt})::float8 * ${perSecond}::float8) - 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ tokens: t.tokens });
  if (bucket.tokens < 0) throw new RateLimitExceeded(Math.max(1, Math.ceil(-bucket.tokens / perSecond)));
}

/** Deletes buckets idle for a whole window: they are full again, the same as no row. */
export async function pruneBuckets(db: Pick<Database, "delete">, longestWindowSeconds: number) {
  await db.delete(rateLimitBucketsTable).where(lt(rateLimitBucketsTable.updatedAt, sql`now() - make_interval(secs => ${longestWindowSeconds}::float8)`));
}
