import { data, redirect } from "react-router";
import { readAccess, type Staff } from "./access.server";
import { getAuthRuntime } from "./auth.server";
import { loginUrl, requestedPage } from "./redirect";
import { hasRole, type StaffRole } from "./roles";
import { CROSS_SITE_MESSAGE, isSameOriginWrite, isWriteMethod } from "./same-origin.server";

export const FORBIDDEN_MESSAGE = "Only an administrator can do that. Ask an administrator if you need it done.";

/**
 * The one check every admin loader and action makes (docs/decisions/0021): the session and
 * the role, read from the database on every request. Without a signed-in admin or manager
 * it throws a redirect to the sign-in page (which brings them back afterwards); with too
 * small a role it throws a 403. A layout's check never covers its child routes, so call it
 * in each of them:
 *
 *   export async function loader({ request }: Route.LoaderArgs) {
 *     const staff = await requireStaff(request);                      // admins and managers
 *   }
 *   export async function action({ request }: Route.ActionArgs) {
 *     await requireStaff(request, { role: ROLE_FOR_CHANGES.settings }); // admins only
 *   }
 *
 * JSON endpoints under /api/admin get the same check from the Hono middleware in
 * app/server/api/admin/guard.ts.
 */
export async function requireStaff(request: Request, options: { role?: StaffRole } = {}): Promise<Staff> {
  if (isWriteMethod(request.method) && !isSameOriginWrite(request, getAuthRuntime().settings.publicUrl)) {
    throw data({ message: CROSS_SITE_MESSAGE }, { status: 403 });
  }
  const access = await readAccess(request);
  if (access.kind !== "staff") throw redirect(loginUrl(requestedPage(request)));
  if (!hasRole(access.staff.role, options.role ?? "manager")) throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
  return access.staff;
}
