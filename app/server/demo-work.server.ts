import { readSettings } from "~/features/settings/settings.server";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { logger } from "~/platform/logger.server";
import type { Database } from "../platform/db/database";
import { jobHandlers } from "./jobs.server";

/**
 * Runs the queued background work now, until none is left, as the runner would a moment after
 * start-up: the demo seed uses it so that what the events make (jobs, invoices, review
 * requests) is there, in order, when the server opens.
 */
export async function runQueuedWorkNow(db: Database) {
  const runner = startJobRunner({
    db,
    logger,
    handlers: jobHandlers(
      () => db,
      () => readSettings(db),
    ),
    poll: false,
  });
  while ((await runner.runOnce()) > 0);
}
