import type { Server } from "node:http";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { logger } from "../platform/logger.server";

const FORCE_EXIT_AFTER_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (each
 * of which has committed or rolled back its own transaction), then close the database so
 * PGlite flushes to disk.
 */
export function installGracefulShutdown(server: Server, database: DatabaseHandle, beforeClose: Array<() => Promise<void>> = []) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, FORCE_EXIT_AFTER_MS);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    for (const task of beforeClose) await task();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}
