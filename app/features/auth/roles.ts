/**
 * Who may do what in the admin area (docs/decisions/0021-staff-roles-and-permissions.md).
 * Isomorphic: the server enforces these rules, the browser only uses them to hide buttons.
 */
export const STAFF_ROLES = ["admin", "manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { admin: "Administrator", manager: "Manager" };

/** The areas of the back office, and the least role that may change things in each. Everyone with a role may read them all. */
export const ROLE_FOR_CHANGES = {
  leads: "manager",
  tradies: "manager",
  applications: "manager",
  settings: "admin",
  services: "admin",
  staff: "admin",
} as const satisfies Record<string, StaffRole>;

export type AdminArea = keyof typeof ROLE_FOR_CHANGES;

const RANK: Record<StaffRole, number> = { manager: 1, admin: 2 };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when `actual` is at least `required`; a missing role never qualifies. */
export function hasRole(actual: StaffRole | null | undefined, required: StaffRole = "manager"): boolean {
  return actual != null && RANK[actual] >= RANK[required];
}

export function canChange(role: StaffRole | null | undefined, area: AdminArea): boolean {
  return hasRole(role, ROLE_FOR_CHANGES[area]);
}
