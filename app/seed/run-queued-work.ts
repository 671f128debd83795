import type { Database } from "~/platform/db/database";

/**
 * Runs the queued background work at once, as the runner would a moment later. The server passes
 * it in (app/server/demo-work.server.ts): the job handlers are the server's to list, and the seeds
 * sit below the server.
 */
export type RunQueuedWork = (db: Database) => Promise<void>;
