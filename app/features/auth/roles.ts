/**
 * The staff roles, kept in user_roles (docs/decisions/0021). What each may do is in one
 * table: permissions.ts.
 */
export const STAFF_ROLES = ["admin", "manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { admin: "Administrator", manager: "Manager" };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}
