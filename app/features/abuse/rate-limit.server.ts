import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { prebuiltForRows, type PrebuiltExecutor } from "~/platform/db/prebuilt.server";
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

type Executor = PrebuiltExecutor;

/** Addresses are kept only as hashes, and only until their bucket is full again. */
function bucketKey(rule: RateLimitRule, clientAddress: string): string {
  return `${rule.name}:${createHash("sha256").update(clientAddress).digest("base64url").slice(0, 22)}`;
}

type Bucket = [rule: RateLimitRule, key: string];

/** Seconds until a bucket left at `tokens` (below nothing) has a whole token again. */
function secondsUntilRefill(rule: RateLimitRule, tokens: number): number {
  return Math.max(1, Math.ceil(-tokens / (rule.max / rule.windowSeconds)));
}

/**
 * Takes one token from the client's bucket, refilled at max/window per second. Call it inside
 * the transaction that stores the thing being limited, as late as possible (it locks the
 * client's row until commit); it throws RateLimitExceeded when the bucket is empty.
 */
export async function takeToken(tx: Executor, rule: RateLimitRule, clientAddress: string): Promise<void> {
  const [tokens] = await takeOneEach(tx, [[rule, clientAddress]]);
  if (tokens < 0) throw new RateLimitExceeded(secondsUntilRefill(rule, tokens));
}

/**
 * A token from the required bucket and one from each optional bucket, in one statement: for a
 * request refused over one limit that only skips something over the others (a quote request
 * and its confirmation email). Nothing is thrown, so the caller can first learn whether the
 * request is new: `retryAfterSeconds` is set when the required bucket was empty (throw
 * RateLimitExceeded then, rolling back what was stored), and `optional` is false when an
 * optional bucket was, those tokens being given back already.
 */
export async function takeTokens(
  tx: Executor,
  required: Bucket,
  optional: Bucket[],
): Promise<{ retryAfterSeconds: number | null; optional: boolean }> {
  const [left, ...optionalLeft] = await takeOneEach(tx, [required, ...optional]);
  const allOptional = optionalLeft.every((tokens) => tokens >= 0);
  if (!allOptional) await giveTokensBack(tx, optional);
  return { retryAfterSeconds: left < 0 ? secondsUntilRefill(required[0], left) : null, optional: allOptional };
}

/** Puts back one token in each bucket: for tokens taken ahead of knowing they were needed. */
async function giveTokensBack(tx: Pick<Database, "update">, buckets: Bucket[]) {
  await Promise.all(buckets.map(([rule, key]) => giveTokenBack(tx, rule, key)));
}

/**
 * One statement for any number of buckets: each loses a token after refilling at max/window
 * per second (an empty one goes below nothing). A new row starts full, so its inserted value,
 * max - 1, also carries the bucket's size to the refill. Built once per number of buckets
 * (docs/decisions/0125). Returns the tokens left, bucket by bucket.
 */
const takeFromBuckets = prebuiltForRows<"key" | "tokens" | "windowSeconds", { key: string; tokens: number }>(
  ["key", "tokens", "windowSeconds"],
  (db, rows) => {
    const t = rateLimitBucketsTable;
    return db
      .insert(t)
      .values(rows.map((row) => ({ ...row, updatedAt: sql`now()` })))
      .onConflictDoUpdate({
        target: t.key,
        set: {
          tokens: sql`least(excluded.tokens + 1, ${t.tokens} + extract(epoch from now() - ${t.updatedAt})::float8 * ((excluded.tokens + 1) / excluded.window_seconds)) - 1`,
          updatedAt: sql`now()`,
          windowSeconds: sql`excluded.window_seconds`,
        },
      })
      .returning({ key: t.key, tokens: t.tokens });
  },
);

async function takeOneEach(tx: Executor, buckets: Bucket[]): Promise<number[]> {
  const keys = buckets.map(([rule, key]) => bucketKey(rule, key));
  const rows = await takeFromBuckets(
    tx,
    buckets.map(([rule], i) => ({ key: keys[i], tokens: rule.max - 1, windowSeconds: rule.windowSeconds })),
  );
  const left = new Map(rows.map((row) => [row.key, Number(row.tokens)]));
  return keys.map((key) => left.get(key)!);
}

async function giveTokenBack(tx: Pick<Database, "update">, rule: RateLimitRule, key: string) {
  const t = rateLimitBucketsTable;
  await tx
    .update(t)
    .set({ tokens: sql`${t.tokens} + 1` })
    .where(eq(t.key, bucketKey(rule, key)));
}

/**
 * Whether the client's bucket is empty, without taking anything: for work too costly to do
 * before knowing (decoding a photo). Returns the seconds until a token is back, or null.
 * takeToken() still decides, inside the transaction.
 */
export async function secondsUntilToken(db: Pick<Database, "select">, rule: RateLimitRule, clientAddress: string): Promise<number | null> {
  const perSecond = rule.max / rule.windowSeconds;
  const t = rateLimitBucketsTable;
  const [bucket] = await db
    .select({
      tokens: sql<number>`least(${rule.max}::float8, ${t.tokens} + extract(epoch from now() - ${t.updatedAt})::float8 * ${perSecond}::float8)`,
    })
    .from(t)
    .where(eq(t.key, bucketKey(rule, clientAddress)));
  if (!bucket || bucket.tokens >= 1) return null;
  return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
}

/** Deletes buckets idle for a whole window of their own limit: they are full again, the same as no row. */
export async function pruneBuckets(db: Pick<Database, "delete">) {
  const t = rateLimitBucketsTable;
  await db.delete(t).where(lt(t.updatedAt, sql`now() - make_interval(secs => ${t.windowSeconds}::float8)`));
}
