import { createHash } from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { signInFailuresTable } from "./tables";

export interface ThrottleRules {
  windowSeconds: number;
  maxPerEmail: number;
  maxPerClient: number;
}

export interface ThrottleKeys {
  email: string;
  client: string;
}

type Scope = "email" | "client";

function keyHash(scope: Scope, value: string): string {
  return createHash("sha256").update(`${scope}:${value}`).digest("base64url");
}

function windowStart(rules: ThrottleRules) {
  return sql`now() - make_interval(secs => ${rules.windowSeconds})`;
}

/** When `max` failures fall inside the window, the key is blocked until the oldest of them leaves it. */
async function blockedUntilFor(db: Database, rules: ThrottleRules, scope: Scope, value: string, max: number): Promise<Date | null> {
  const t = signInFailuresTable;
  const recent = await db
    .select({ failedAt: t.failedAt })
    .from(t)
    .where(and(eq(t.scope, scope), eq(t.keyHash, keyHash(scope, value)), gt(t.failedAt, windowStart(rules))))
    .orderBy(desc(t.failedAt))
    .limit(max);
  if (recent.length < max) return null;
  return new Date(recent[max - 1].failedAt.getTime() + rules.windowSeconds * 1000);
}

/**
 * Repeated failed sign-ins are refused, per email address (whether or not it has an account,
 * so the answer reveals nothing) and per client address. Returns when the next attempt may
 * be made, or null when it may be made now.
 */
export async function signInBlockedUntil(db: Database, rules: ThrottleRules, keys: ThrottleKeys): Promise<Date | null> {
  const [byEmail, byClient] = await Promise.all([
    blockedUntilFor(db, rules, "email", keys.email, rules.maxPerEmail),
    blockedUntilFor(db, rules, "client", keys.client, rules.maxPerClient),
  ]);
  if (!byEmail) return byClient;
  if (!byClient) return byEmail;
  return byEmail > byClient ? byEmail : byClient;
}

export async function recordSignInFailure(db: Database, rules: ThrottleRules, keys: ThrottleKeys): Promise<void> {
  const t = signInFailuresTable;
  await db.insert(t).values([
    { scope: "email", keyHash: keyHash("email", keys.email) },
    { scope: "client", keyHash: keyHash("client", keys.client) },
  ]);
  await db.delete(t).where(lt(t.failedAt, windowStart(rules)));
}

/** A correct password ends the address's run of failures (the client's stays counted). */
export async function clearEmailFailures(db: Database, email: string): Promise<void> {
  const t = signInFailuresTable;
  await db.delete(t).where(and(eq(t.scope, "email"), eq(t.keyHash, keyHash("email", email))));
}
