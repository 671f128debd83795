import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { requestFingerprint } from "~/features/abuse/idempotency.server";
import type { Database, Transaction } from "~/platform/db/database";
import { crewOfflineTapsTable } from "./tables";

/*
 * Taps replayed from the phone's queue (docs/decisions/0229). Each carries the key the phone gave
 * it when it was tapped; the key is claimed in the same transaction that applies the tap, so:
 * - a tap sent again (the answer was lost with the signal) is answered again, and applied once;
 * - a server killed mid-way leaves neither the key nor the tap, and the next send applies it;
 * - two instances given the same key at once: the second's claim waits for the first's
 *   transaction, then reads its answer.
 */

/** How far ahead of our clock a phone's may run. */
export const FUTURE_SLACK_MS = 2 * 60_000;
/** How long a tap may wait on the phone: a week covers a long weekend in the back country. */
export const OLDEST_TAP_MS = 7 * 86_400_000;
/**
 * How long a tap's answer is kept: a day past the oldest tap taken. A tap is kept no earlier
 * than FUTURE_SLACK_MS before its time, so a key whose answer is gone can only come back on a
 * tap too old to take: it is refused, never applied twice.
 */
export const KEEP_ANSWERS_MS = OLDEST_TAP_MS + 86_400_000;

/** Drops the answers kept longer than KEEP_ANSWERS_MS; the background work runs it with the other pruning. */
export async function pruneTapAnswers(db: Pick<Database, "delete">, now = new Date()) {
  await db.delete(crewOfflineTapsTable).where(lt(crewOfflineTapsTable.createdAt, new Date(now.getTime() - KEEP_ANSWERS_MS)));
}

/** What the sync route answers, as the page's forms would be answered. */
export interface TapAnswer {
  ok: boolean;
  intent: string;
  message: string;
  errors?: Record<string, string>;
}

export interface StoredAnswer {
  status: number;
  body: TapAnswer;
}

export type Replay =
  | { outcome: "applied"; answer: StoredAnswer }
  | { outcome: "replayed"; answer: StoredAnswer }
  | { outcome: "key-reused" }
  | { outcome: "refused"; answer: StoredAnswer };

/** A tap's answer that depends only on what was sent (a field to fix, a body too large): nothing was applied, nothing is kept. */
const KEPT_NOTHING = new Set([400, 413, 415]);

/** The request's meaning for its key: the visit, when it was tapped, and every field (a file by its bytes). */
export async function tapFingerprint(visitId: number, tappedAt: string, form: FormData): Promise<string> {
  const fields: string[][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields.push([name, value]);
    else
      fields.push([
        name,
        `file:${createHash("sha256")
          .update(new Uint8Array(await value.arrayBuffer()))
          .digest("base64url")}`,
      ]);
  }
  fields.sort((a, b) => (a[0] === b[0] ? 0 : a[0] < b[0] ? -1 : 1));
  return requestFingerprint({ visitId, tappedAt, fields }, ["visitId", "tappedAt", "fields"]);
}

/** The answer kept for this tradie's key, if any. */
async function keptAnswer(db: Pick<Database, "select">, tradieId: number, key: string) {
  const [row] = await db
    .select({ requestHash: crewOfflineTapsTable.requestHash, status: crewOfflineTapsTable.status, answer: crewOfflineTapsTable.answer })
    .from(crewOfflineTapsTable)
    .where(and(eq(crewOfflineTapsTable.tradieId, tradieId), eq(crewOfflineTapsTable.idempotencyKey, key)));
  return row;
}

function again(row: { requestHash: string; status: number; answer: unknown }, requestHash: string): Replay {
  return row.requestHash === requestHash
    ? { outcome: "replayed", answer: { status: row.status, body: row.answer as TapAnswer } }
    : { outcome: "key-reused" };
}

/** The answer given before for this key, without applying anything: a replay of a tap already applied. */
export async function answerGivenBefore(db: Database, tradieId: number, key: string, requestHash: string): Promise<Replay | null> {
  const row = await keptAnswer(db, tradieId, key);
  return row ? again(row, requestHash) : null;
}

/** Rolls the claim back with an answer that is not kept. */
class NotKept extends Error {
  constructor(readonly answer: StoredAnswer) {
    super("tap refused for what it carried");
  }
}

/** The key was claimed by a transaction that committed while this one waited. */
class KeyTaken extends Error {}

/**
 * Applies a tap once for its key: claims the key, runs `apply` in the same transaction (the
 * tap's services nest their own transactions in it as savepoints), and keeps the answer.
 * An answer about what was sent (400, 413, 415) is given and not kept, and nothing of it stays.
 */
export async function applyTapOnce(
  db: Database,
  tradieId: number,
  key: string,
  requestHash: string,
  apply: (tx: Transaction) => Promise<StoredAnswer>,
): Promise<Replay> {
  try {
    const answer = await db.transaction(async (tx) => {
      // The claim: a second request with this key waits here until the first's transaction ends.
      const [claimed] = await tx
        .insert(crewOfflineTapsTable)
        .values({ tradieId, idempotencyKey: key, requestHash, status: 0, answer: {} })
        .onConflictDoNothing()
        .returning({ tradieId: crewOfflineTapsTable.tradieId });
      if (!claimed) throw new KeyTaken();
      const answer = await apply(tx);
      if (KEPT_NOTHING.has(answer.status)) throw new NotKept(answer);
      await tx
        .update(crewOfflineTapsTable)
        .set({ status: answer.status, answer: answer.body })
        .where(and(eq(crewOfflineTapsTable.tradieId, tradieId), eq(crewOfflineTapsTable.idempotencyKey, key)));
      return answer;
    });
    return { outcome: "applied", answer };
  } catch (error) {
    if (error instanceof NotKept) return { outcome: "refused", answer: error.answer };
    if (!(error instanceof KeyTaken)) throw error;
    const row = await keptAnswer(db, tradieId, key);
    // Kept by the transaction that took the key, which has committed.
    if (!row) throw new Error("an offline tap's key was taken but its answer is missing");
    return again(row, requestHash);
  }
}
