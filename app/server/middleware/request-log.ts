import { createMiddleware } from "hono/factory";
import { logger } from "../../platform/logger.server";
import { pathForLog } from "./page-paths";

export const requestLog = createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  logger.info(
    {
      method: c.req.method,
      path: pathForLog(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    "request",
  );
});
