import { createMiddleware } from "hono/factory";
import { readAccess, type Staff } from "~/features/auth/access.server";
import { FORBIDDEN_MESSAGE } from "~/features/auth/guard.server";
import { can, type Permission } from "~/features/auth/permissions";
import { NO_ACCESS_MESSAGE } from "~/features/auth/schema";

export type StaffVariables = { staff: Staff };

const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to continue.";

/**
 * The JSON twin of requireStaff(): 401 without a session, 403 without a staff role or
 * without the permission (app/features/auth/permissions.ts). Sets c.get("staff"). (Changes
 * sent from other sites are refused before this, by sameOriginWrites in app/server/index.ts.)
 */
export function staffOnly(permission: Permission) {
  return createMiddleware<{ Variables: StaffVariables }>(async (c, next) => {
    const access = await readAccess(c.req.raw);
    if (access.kind === "signed-out") return c.json({ error: SIGN_IN_REQUIRED_MESSAGE }, 401);
    if (access.kind === "no-access") return c.json({ error: NO_ACCESS_MESSAGE }, 403);
    if (!can(access.staff, permission)) return c.json({ error: FORBIDDEN_MESSAGE }, 403);
    c.set("staff", access.staff);
    await next();
  });
}
