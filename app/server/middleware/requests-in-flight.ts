import type { HttpBindings } from "@hono/node-server";
import { createMiddleware } from "hono/factory";
import { requestArrived } from "../../platform/requests-in-flight.server";

/** Counts each request until its response is closed (a page streams after its handler returns). */
export const countRequestsInFlight = createMiddleware(async (c, next) => {
  const done = requestArrived();
  try {
    await next();
  } finally {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing && !outgoing.closed) outgoing.once("close", done);
    else done();
  }
});
