import { createMiddleware } from "hono/factory";
import { readAccess, type Staff } from "~/features/auth/access.server";
import { FORBIDDEN_MESSAGE } from "~/features/auth/guard.server";
import { hasRole, type StaffRole } from "~/features/auth/roles";
import { NO_ACCESS_MESSAGE } from "~/features/auth/schema";

export type StaffVariables = { staff: Staff };

export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to continue.";

/**
 * The JSON twin of requireStaff(): 401 without a session, 403 without a staff role (or
 * with too small a one). Sets c.get("staff"). (Changes sent from other sites are refused
 * before this, by sameOriginWrites in app/server/index.ts.)
 */
export function staffOnly(role: StaffRole = "manager") {
  return createMiddleware<{ Variables: StaffVariables }>(async (c, next) => {
    const access = await readAccess(c.req.raw);
    if (access.kind === "signed-out") return c.json({ error: SIGN_IN_REQUIRED_MESSAGE }, 401);
    if (access.kind === "no-access") return c.json({ error: NO_ACCESS_MESSAGE }, 403);
    if (!hasRole(access.staff.role, role)) return c.json({ error: FORBIDDEN_MESSAGE }, 403);
    c.set("staff", access.staff);
    await next();
  });
}
