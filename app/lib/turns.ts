import pLimit from "p-limit";

export interface TurnOptions {
  /** After a batch, rest this many times as long as it took… */
  restFactor: number;
  /** …but never longer than this. */
  maxRestMs: number;
  /** Whether anyone else wants the thread now; without them a batch is followed by no rest. */
  othersWaiting: () => boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Heavy batch work that gives way: batches run one at a time, whoever asks, and while others
 * are waiting each is followed by a rest, so together they hold the thread at most
 * 1 / (1 + restFactor) of the time. Returns the function to run each batch through.
 */
export function takingTurns({ restFactor, maxRestMs, othersWaiting, now = () => performance.now(), sleep = wait }: TurnOptions) {
  const oneAtATime = pLimit(1);
  return <T>(batch: () => Promise<T>): Promise<T> =>
    oneAtATime(async () => {
      const started = now();
      const result = await batch();
      if (othersWaiting()) await sleep(Math.min(maxRestMs, restFactor * (now() - started)));
      return result;
    });
}
