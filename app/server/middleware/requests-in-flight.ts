import { createMiddleware } from "hono/factory";
import { requestArrived } from "../../platform/requests-in-flight.server";
import { whenResponseCloses } from "./response-closed";

/** Counts each request until its response is closed. */
export const countRequestsInFlight = createMiddleware(async (c, next) => {
  const done = requestArrived();
  try {
    await next();
  } finally {
    whenResponseCloses(c, done);
  }
});
