import { describe, expect, it } from "vitest";
import { takingTurns } from "./turns";

/** A clock that moves only when a batch works or rests, and a record of what happened when. */
function fakeThread(othersWaiting: () => boolean) {
  let time = 0;
  const log: string[] = [];
  const turn = takingTurns({
    restFactor: 2,
    maxRestMs: 100,
    othersWaiting,
    now: () => time,
    sleep: async (ms) => {
      log.push(`rest ${ms} at ${time}`);
      time += ms;
    },
  });
  const batch = (name: string, ms: number) =>
    turn(async () => {
      log.push(`${name} from ${time}`);
      await Promise.resolve();
      time += ms;
      log.push(`${name} to ${time}`);
      return name;
    });
  return { log, batch };
}

describe("takingTurns", () => {
  it("runs batches one at a time, each followed by a rest twice its length while others wait", async () => {
    const { log, batch } = fakeThread(() => true);
    expect(await Promise.all([batch("a", 10), batch("b", 30), batch("c", 80)])).toEqual(["a", "b", "c"]);
    expect(log).toEqual([
      "a from 0",
      "a to 10",
      "rest 20 at 10",
      "b from 30",
      "b to 60",
      "rest 60 at 60",
      "c from 120",
      "c to 200",
      // Capped: a long batch never stops the work for long.
      "rest 100 at 200",
    ]);
  });

  it("does not rest when nobody else wants the thread", async () => {
    const { log, batch } = fakeThread(() => false);
    await Promise.all([batch("a", 10), batch("b", 10)]);
    expect(log).toEqual(["a from 0", "a to 10", "b from 10", "b to 20"]);
  });
});
