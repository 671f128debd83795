import type { Logger } from "pino";

/**
 * Runs `runOnce` again and again: at once while it finds full batches, when nudged (a commit
 * that queued work), and otherwise every `pollMs`. One run at a time; a nudge during a run
 * asks for another run after it. Shared by the job runner and the mail worker.
 */
export function pollingLoop(options: {
  runOnce(): Promise<number>;
  pollMs: number;
  batchSize: number;
  logger: Logger;
  name: string;
  onNotify(listener: () => void): () => void;
}): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = options
      .runOnce()
      .catch((error) => {
        options.logger.error({ err: error }, `${options.name} failed`);
        return 0;
      })
      .then((handled) => {
        running = undefined;
        if (stopped) return;
        if (again || handled === options.batchSize) {
          again = false;
          setImmediate(tick);
        } else {
          timer = setTimeout(tick, options.pollMs);
        }
      });
  }

  const unsubscribe = options.onNotify(tick);
  tick();
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
