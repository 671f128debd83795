import type { Database } from "~/platform/db/database";
import {
  countActiveAdmins,
  findAccount,
  insertAccount,
  listAccounts,
  lockStaffChanges,
  replaceRole,
  setDeactivated,
  type AccountRow,
  type Executor,
} from "~/features/auth/staff-accounts.server";
import type { StaffActor } from "~/lib/actor";
import { getAuthRuntime } from "~/features/auth/auth.server";
import { durationInWords } from "~/features/auth/durations";
import { staffInvitationEmail } from "~/features/auth/emails.server";
import { createPasswordLink } from "~/features/auth/password-token.server";
import type { StaffRole } from "~/features/auth/roles";
import { recordAudit } from "~/features/audit/audit.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { getSettings } from "~/features/settings/settings.server";
import type { CreateStaffInput, StaffMember } from "./schema";
import { DomainError } from "~/lib/domain-error";

function toMember(row: AccountRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.roles.length === 1 ? row.roles[0] : null,
    status: row.deactivatedAt ? "deactivated" : row.hasPassword ? "active" : "invited",
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  return (await listAccounts(db)).map(toMember);
}

/** Account ids are Better Auth's: letters, digits, "-" and "_". Anything else is no account, and is not looked up. */
const ACCOUNT_ID = /^[\w-]{1,64}$/;

async function existing(tx: Executor, userId: string): Promise<AccountRow> {
  const row = ACCOUNT_ID.test(userId) ? await findAccount(tx, userId) : undefined;
  if (!row) throw new DomainError("There is no staff account with that id.", { status: 404 });
  return row;
}

/** What the audit trail keeps of an account: never its password or sessions. */
function audited(row: AccountRow) {
  const { name, email, role, status } = toMember(row);
  return { name, email, role, status };
}

/** An admin must always remain, or nobody could manage staff, settings or services. */
async function keepAnAdmin(tx: Executor, target: AccountRow) {
  if (target.roles.includes("admin") && !target.deactivatedAt && (await countActiveAdmins(tx, target.id)) === 0) {
    throw new DomainError("This is the only active administrator. Make someone else an administrator first.");
  }
}

/** Emails a link to choose a password; also used to resend an invitation. */
export async function sendInvitation(db: Database, userId: string): Promise<void> {
  const account = await existing(db, userId);
  const ttl = getAuthRuntime().settings.auth.inviteTokenTtlSeconds;
  const link = await createPasswordLink(userId, ttl);
  const { businessName } = await getSettings();
  await queueEmails(db, [
    staffInvitationEmail({ to: account.email, name: account.name, link, businessName, validFor: durationInWords(ttl) }),
  ]);
  notifyOutbox();
}

/** Creates an account with a role; without a password, the person is invited by email. */
export async function createStaffMember(
  db: Database,
  actor: StaffActor,
  input: CreateStaffInput,
): Promise<{ member: StaffMember; invited: boolean }> {
  const id = await db.transaction(async (tx) => {
    const userId = await insertAccount(tx, input);
    if (!userId) throw new DomainError("There is already a staff account with this email address.");
    await replaceRole(tx, userId, input.role);
    await recordAudit(tx, {
      actor,
      action: "staff.create",
      entityType: "staff",
      entityId: userId,
      after: audited(await existing(tx, userId)),
    });
    return userId;
  });
  const invited = !input.password;
  if (invited) await sendInvitation(db, id);
  return { member: toMember(await existing(db, id)), invited };
}

export async function setStaffRole(db: Database, actor: StaffActor, userId: string, role: StaffRole): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    await lockStaffChanges(tx);
    const target = await existing(tx, userId);
    if (role !== "admin") await keepAnAdmin(tx, target);
    await replaceRole(tx, userId, role);
    await recordAudit(tx, {
      actor,
      action: "staff.set-role",
      entityType: "staff",
      entityId: userId,
      before: audited(target),
      after: audited(await existing(tx, userId)),
    });
  });
  return toMember(await existing(db, userId));
}

/** Blocks sign-in and ends every session of the account at once. */
export async function deactivateStaff(db: Database, actor: StaffActor, userId: string): Promise<StaffMember> {
  if (actor.id === userId) throw new DomainError("You cannot deactivate your own account.");
  await db.transaction(async (tx) => {
    await lockStaffChanges(tx);
    const target = await existing(tx, userId);
    await keepAnAdmin(tx, target);
    await setDeactivated(tx, userId, true);
    await recordAudit(tx, {
      actor,
      action: "staff.deactivate",
      entityType: "staff",
      entityId: userId,
      before: audited(target),
      after: audited(await existing(tx, userId)),
    });
  });
  return toMember(await existing(db, userId));
}

export async function reactivateStaff(db: Database, actor: StaffActor, userId: string): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    const target = await existing(tx, userId);
    await setDeactivated(tx, userId, false);
    await recordAudit(tx, {
      actor,
      action: "staff.reactivate",
      entityType: "staff",
      entityId: userId,
      before: audited(target),
      after: audited(await existing(tx, userId)),
    });
  });
  return toMember(await existing(db, userId));
}
