import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDomainError } from "~/lib/domain-error";
import type { ClientIpVariables } from "../../middleware/client-ip";
import { BadJsonError } from "../json-body";
import { staffOnly, type StaffVariables } from "./guard";
import { staffApi } from "./staff";

/**
 * Every JSON endpoint of the admin area hangs off this one router, mounted at /api/admin.
 * Everything here needs a staff member in the admin area (the middleware below); each route
 * adds staffOnly(<its permission>) from the permissions table. The authorisation matrix test
 * (tests/integration/authorisation-matrix.test.ts) lists this router's routes and fails
 * for any route without an entry, so add one there with each new endpoint.
 */
export const adminApi = new Hono<{ Variables: ClientIpVariables & StaffVariables }>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .use("*", staffOnly("admin.enter"))
  .onError((error, c) => {
    if (error instanceof BadJsonError) return c.json({ error: error.message }, 400);
    // A change a service refused: its message, beside its field when it has one.
    if (isDomainError(error)) {
      const fields = error.field ? { [error.field]: error.message } : undefined;
      return c.json({ error: error.message, fields }, error.status as ContentfulStatusCode);
    }
    throw error;
  })
  .route("/staff", staffApi)
  .all("*", (c) => c.json({ error: "Not found." }, 404));
