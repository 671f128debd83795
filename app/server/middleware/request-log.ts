import { createMiddleware } from "hono/factory";
import { logger } from "../../platform/logger.server";
import { pathForLog } from "./page-paths";
import { whenResponseCloses } from "./response-closed";

/**
 * One line per request with its server time, from arrival until the response is closed
 * (compression and a streamed page's body included): the "server time" the benchmarks read.
 */
export const requestLog = createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  const line = { method: c.req.method, path: pathForLog(c.req.path), status: c.res.status };
  whenResponseCloses(c, () => logger.info({ ...line, ms: Math.round((performance.now() - started) * 10) / 10 }, "request"));
});
