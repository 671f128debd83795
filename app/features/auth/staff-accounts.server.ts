import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import { generateRandomString, hashPassword } from "better-auth/crypto";
import { lockUntilCommit } from "~/platform/db/advisory-locks.server";
import type { Database } from "~/platform/db/database";
import type { StaffRole } from "./roles";
import { accountsTable, sessionsTable, userRolesTable, usersTable } from "./tables";
import { emailKey } from "~/lib/email-address";

/**
 * Reads and writes of staff accounts for the staff area (app/features/staff), which owns the
 * rules (who may change whom). Functions take the caller's transaction where they write.
 */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  /** Every user_roles row; the lookup treats more than one as no access. */
  roles: StaffRole[];
  hasPassword: boolean;
  deactivatedAt: Date | null;
  lastSignInAt: Date | null;
  createdAt: Date;
}

/** Serialises changes to staff accounts, so two admins cannot both remove the last admin. */
export async function lockStaffChanges(tx: Executor) {
  await lockUntilCommit(tx, "staffAccounts");
}

function accountQuery(db: Executor) {
  return db
    .select({
      id: usersTable.id,
      name: usersTable.name,
      email: usersTable.email,
      // Drizzle leaves column names unqualified inside sql``, so these correlated subqueries spell them out.
      roles: sql<StaffRole[]>`coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = users.id), '{}')`,
      hasPassword: sql<boolean>`exists (select 1 from user_accounts a where a.user_id = users.id and a.provider_id = 'credential' and a.password is not null)`,
      deactivatedAt: usersTable.deactivatedAt,
      lastSignInAt: usersTable.lastSignInAt,
      createdAt: usersTable.createdAt,
    })
    .from(usersTable);
}

export async function listAccounts(db: Executor): Promise<AccountRow[]> {
  return accountQuery(db).orderBy(usersTable.name, usersTable.email);
}

export async function findAccount(db: Executor, userId: string): Promise<AccountRow | undefined> {
  const [row] = await accountQuery(db).where(eq(usersTable.id, userId)).limit(1);
  return row;
}

export async function countAccounts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(usersTable);
  return row.n;
}

/** Active accounts holding the admin role, leaving out `exceptUserId`. */
export async function countActiveAdmins(db: Executor, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRolesTable)
    .innerJoin(usersTable, eq(usersTable.id, userRolesTable.userId))
    .where(and(eq(userRolesTable.role, "admin"), isNull(usersTable.deactivatedAt), ne(usersTable.id, exceptUserId)));
  return row.n;
}

/**
 * A new account with its password hashed the way Better Auth checks it (scrypt); without a
 * password the person must set one through an invitation link. Returns null when the email
 * is taken.
 */
export async function insertAccount(tx: Executor, input: { name: string; email: string; password?: string }): Promise<string | null> {
  const id = generateRandomString(32, "a-z", "A-Z", "0-9");
  const [created] = await tx
    .insert(usersTable)
    .values({ id, name: input.name, email: emailKey(input.email), emailVerified: true })
    .onConflictDoNothing({ target: usersTable.email })
    .returning({ id: usersTable.id });
  if (!created) return null;
  if (input.password) {
    await tx.insert(accountsTable).values({
      id: generateRandomString(32, "a-z", "A-Z", "0-9"),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(input.password),
    });
  }
  return id;
}

/** Makes `role` the user's only role (or none). */
export async function replaceRole(tx: Executor, userId: string, role: StaffRole | null) {
  await tx.delete(userRolesTable).where(eq(userRolesTable.userId, userId));
  if (role) await tx.insert(userRolesTable).values({ userId, role });
}

/** Deactivating also deletes every session, so the person is signed out everywhere at once. */
export async function setDeactivated(tx: Executor, userId: string, deactivated: boolean) {
  await tx
    .update(usersTable)
    .set({ deactivatedAt: deactivated ? new Date() : null })
    .where(eq(usersTable.id, userId));
  if (deactivated) await tx.delete(sessionsTable).where(eq(sessionsTable.userId, userId));
}
