import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { crewOfflineTapsTable } from "~/features/crew/tables";
import {
  applyTapOnce,
  answerGivenBefore,
  FUTURE_SLACK_MS,
  KEEP_ANSWERS_MS,
  OLDEST_TAP_MS,
  pruneTapAnswers,
} from "~/features/crew/offline-taps.server";
import { newTradie } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The offline taps' kept answers (docs/decisions/0229) are dropped once no tap that could need
 * one is taken: each tradie's old answers go, their recent ones stay.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const DAY = 86_400_000;

const kept = async (tradieId: number) =>
  (await db().select().from(crewOfflineTapsTable).where(eq(crewOfflineTapsTable.tradieId, tradieId))).map((r) => r.idempotencyKey).sort();

describe("the offline taps' kept answers", () => {
  it("are dropped after eight days, for each tradie, and the recent ones keep answering", async () => {
    const [hemi, mere] = [await newTradie(db(), "Hemi Prune"), await newTradie(db(), "Mere Prune")];
    const now = new Date();
    for (const [tradieId, key, daysAgo] of [
      [hemi, "hemi-old", 9],
      [hemi, "hemi-new", 6],
      [mere, "mere-old", 8.5],
      [mere, "mere-new", 1],
    ] as const) {
      const replay = await applyTapOnce(db(), tradieId, key, `hash-${key}`, async () => ({
        status: 200,
        body: { ok: true, intent: "note", message: `Saved ${key}.` },
      }));
      expect(replay.outcome).toBe("applied");
      await db()
        .update(crewOfflineTapsTable)
        .set({ createdAt: new Date(now.getTime() - daysAgo * DAY) })
        .where(eq(crewOfflineTapsTable.idempotencyKey, key));
    }

    await pruneTapAnswers(db(), now);

    expect(await kept(hemi)).toEqual(["hemi-new"]);
    expect(await kept(mere)).toEqual(["mere-new"]);
    expect(await answerGivenBefore(db(), hemi, "hemi-new", "hash-hemi-new")).toMatchObject({
      outcome: "replayed",
      answer: { status: 200, body: { message: "Saved hemi-new." } },
    });
    expect(await answerGivenBefore(db(), mere, "mere-old", "hash-mere-old")).toBeNull();
  });

  it("are kept longer than any tap is taken, so a key whose answer is gone comes only on a tap refused as too old", () => {
    expect(KEEP_ANSWERS_MS).toBeGreaterThan(OLDEST_TAP_MS + FUTURE_SLACK_MS);
  });
});
