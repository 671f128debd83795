import { createHash } from "node:crypto";
import { and, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { lockUntilCommit } from "~/platform/db/advisory-locks.server";
import type { Database, Transaction } from "~/platform/db/database";
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
async function blockedUntilFor(
  db: Database | Transaction,
  rules: ThrottleRules,
  scope: Scope,
  value: string,
  max: number,
): Promise<Date | null> {
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
 * so the answer reveals nothing) and per client address (docs/decisions/0023).
 *
 * An attempt is counted BEFORE its password is checked, atomically: under the keys' locks
 * the window is counted and, when there is room, the attempt is written as a failure. A burst
 * of simultaneous attempts therefore checks at most `max` passwords, and an attempt beyond
 * the limit never reaches password hashing. A correct password takes its own record back.
 */
export type AttemptReservation = { kind: "blocked"; until: Date } | { kind: "reserved"; ids: number[] };

export async function reserveSignInAttempt(db: Database, rules: ThrottleRules, keys: ThrottleKeys): Promise<AttemptReservation> {
  const t = signInFailuresTable;
  return db.transaction(async (tx) => {
    // Always in this order (email, then client), so two attempts never wait for each other in a circle.
    await lockUntilCommit(tx, "signInThrottle", `email:${keys.email}`);
    await lockUntilCommit(tx, "signInThrottle", `client:${keys.client}`);
    const [byEmail, byClient] = await Promise.all([
      blockedUntilFor(tx, rules, "email", keys.email, rules.maxPerEmail),
      blockedUntilFor(tx, rules, "client", keys.client, rules.maxPerClient),
    ]);
    const until = [byEmail, byClient].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
    if (until) return { kind: "blocked", until };
    const rows = await tx
      .insert(t)
      .values([
        { scope: "email", keyHash: keyHash("email", keys.email) },
        { scope: "client", keyHash: keyHash("client", keys.client) },
      ])
      .returning({ id: t.id });
    await tx.delete(t).where(lt(t.failedAt, windowStart(rules)));
    return { kind: "reserved", ids: rows.map((r) => r.id) };
  });
}

/** The attempt was not a wrong password after all (signed in, or failed for another reason): it no longer counts. */
export async function releaseSignInAttempt(db: Database, reservation: { ids: number[] }): Promise<void> {
  await db.delete(signInFailuresTable).where(inArray(signInFailuresTable.id, reservation.ids));
}

/** A correct password ends the address's run of failures (the client's stays counted). */
export async function clearEmailFailures(db: Database, email: string): Promise<void> {
  const t = signInFailuresTable;
  await db.delete(t).where(and(eq(t.scope, "email"), eq(t.keyHash, keyHash("email", email))));
}
