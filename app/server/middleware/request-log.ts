import type { HttpBindings } from "@hono/node-server";
import { createMiddleware } from "hono/factory";
import { logger } from "../../platform/logger.server";
import { pathForLog } from "./page-paths";

/**
 * One line per request with its server time. A page's body streams after the handler returns,
 * so on Node the time runs until the response is closed (its last byte handed to the socket,
 * compression included); that is the "server time" the benchmarks read.
 */
export const requestLog = createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  const line = { method: c.req.method, path: pathForLog(c.req.path), status: c.res.status };
  const write = () => logger.info({ ...line, ms: Math.round((performance.now() - started) * 10) / 10 }, "request");
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing && !outgoing.closed) outgoing.once("close", write);
  else write();
});
