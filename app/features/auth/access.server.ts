import { getAuthRuntime } from "./auth.server";
import { can } from "./permissions";
import { staffRoleOrNone } from "./roles.server";
import type { StaffRole } from "./roles";
import type { SessionView } from "./schema";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** A signed-in person with a staff role. */
export interface Staff extends SessionUser {
  role: StaffRole;
}

export type SignedInAccess = { kind: "no-access"; view: SessionView } | { kind: "staff"; staff: Staff; view: SessionView };
export type Access = { kind: "signed-out" } | SignedInAccess;

function sessionView(user: SessionUser, role: StaffRole | null, expiresAt: Date): SessionView {
  return {
    user: { id: user.id, name: user.name, email: user.email },
    role,
    isAdmin: can(role, "admin.enter"),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Who the session belongs to and what they may do; the role comes from user_roles on every call. */
export async function accessFor(user: SessionUser, expiresAt: Date): Promise<SignedInAccess> {
  const role = await staffRoleOrNone(getAuthRuntime().db, user.id);
  const view = sessionView(user, role, expiresAt);
  return role ? { kind: "staff", staff: { id: user.id, name: user.name, email: user.email, role }, view } : { kind: "no-access", view };
}

/*
 * React Router runs a page's loaders in parallel with one Request; they share one lookup.
 * Reads never renew the session (the browser renews it through /api/auth/session, which can
 * send the refreshed cookie back).
 */
const perRequest = new WeakMap<Request, Promise<Access>>();

export function readAccess(request: Request): Promise<Access> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = (async (): Promise<Access> => {
      const session = await getAuthRuntime().auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
      if (!session) return { kind: "signed-out" };
      return accessFor(session.user, session.session.expiresAt);
    })();
    perRequest.set(request, pending);
  }
  return pending;
}
