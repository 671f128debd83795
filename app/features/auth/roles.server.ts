import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { logger } from "~/platform/logger.server";
import { isStaffRole, type StaffRole } from "./roles";
import { userRolesTable, usersTable } from "./tables";

/**
 * Spec section 7: the role row of one active user, expecting one row or none. More than one
 * row, or a role we do not know, is an error rather than a guess.
 */
async function lookupStaffRole(db: Database, userId: string): Promise<StaffRole | null> {
  const rows = await db
    .select({ role: userRolesTable.role })
    .from(userRolesTable)
    .innerJoin(usersTable, eq(usersTable.id, userRolesTable.userId))
    .where(and(eq(userRolesTable.userId, userId), isNull(usersTable.deactivatedAt)))
    .limit(2);
  if (rows.length > 1) throw new Error("user_roles holds more than one row for this user");
  if (rows.length === 0) return null;
  const { role } = rows[0];
  if (!isStaffRole(role)) throw new Error("user_roles holds an unknown role");
  return role;
}

export type RoleLookup = (db: Database, userId: string) => Promise<StaffRole | null>;

/** Spec section 8: a failed lookup means "not staff", never "let them in". */
export async function staffRoleOrNone(db: Database, userId: string, lookup: RoleLookup = lookupStaffRole): Promise<StaffRole | null> {
  try {
    return await lookup(db, userId);
  } catch (err) {
    logger.error({ err, userId }, "role lookup failed; treating the user as not staff");
    return null;
  }
}
