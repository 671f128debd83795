import { data, redirect } from "react-router";
import { readAccess, type Staff } from "./access.server";
import { getAuthRuntime } from "./auth.server";
import { can, type Permission } from "./permissions";
import { loginUrl, requestedPage } from "./redirect";
import { CROSS_SITE_MESSAGE, isSameOriginWrite, isWriteMethod } from "./same-origin.server";

export const FORBIDDEN_MESSAGE = "Only an administrator can do that. Ask an administrator if you need it done.";

/**
 * The one check every admin loader and action makes (docs/decisions/0021, 0091): the session
 * and the permission (permissions.ts), the role read from the database on every request.
 * Without a signed-in admin or manager it throws a redirect to the sign-in page (which
 * brings them back afterwards); without the permission it throws a 403. A layout's check
 * never covers its child routes, so call it in each of them:
 *
 *   export async function loader({ request }: Route.LoaderArgs) {
 *     const staff = await requireStaff(request, "settings.view");
 *   }
 *   export async function action({ request }: Route.ActionArgs) {
 *     await requireStaff(request, "settings.edit");
 *   }
 *
 * JSON endpoints under /api/admin get the same check from the Hono middleware in
 * app/server/api/admin/guard.ts.
 */
export async function requireStaff(request: Request, permission: Permission): Promise<Staff> {
  if (isWriteMethod(request.method) && !isSameOriginWrite(request, getAuthRuntime().settings.publicUrl)) {
    throw data({ message: CROSS_SITE_MESSAGE }, { status: 403 });
  }
  const access = await readAccess(request);
  if (access.kind !== "staff") throw redirect(loginUrl(requestedPage(request)));
  if (!can(access.staff, permission)) throw data({ message: FORBIDDEN_MESSAGE }, { status: 403 });
  return access.staff;
}

/** requireStaff for one request, as form actions take it (app/lib/form-action.ts). */
export function authoriseStaff(request: Request): (permission: Permission) => Promise<Staff> {
  return (permission) => requireStaff(request, permission);
}
