import { Hono } from "hono";
import type { ClientIpVariables } from "../../middleware/client-ip";
import { BadJsonError } from "../json-body";
import { staffOnly, type StaffVariables } from "./guard";
import { staffApi } from "./staff";

/**
 * Every JSON endpoint of the admin area hangs off this one router, mounted at /api/admin.
 * Everything here needs at least a manager (the middleware below); routes that change
 * admin-only things add staffOnly("admin") themselves. The authorisation matrix test
 * (tests/integration/authorisation-matrix.test.ts) lists this router's routes and fails
 * for any route without an entry, so add one there with each new endpoint.
 */
export const adminApi = new Hono<{ Variables: ClientIpVariables & StaffVariables }>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .use("*", staffOnly())
  .onError((error, c) => {
    if (error instanceof BadJsonError) return c.json({ error: error.message }, 400);
    throw error;
  })
  .route("/staff", staffApi)
  .all("*", (c) => c.json({ error: "Not found." }, 404));
