import type { Database } from "~/db/client.server";
import type { Staff } from "~/features/auth/access.server";
import { fieldErrors } from "~/features/auth/schema";
import { createStaffSchema, setRoleSchema } from "./schema";
import { createStaffMember, deactivateStaff, reactivateStaff, sendInvitation, setStaffRole, StaffChangeError } from "./staff.server";

export type StaffActionResult = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

/** The staff page's form posts, by intent. The caller has already checked that `actor` is an admin. */
export async function runStaffAction(db: Database, actor: Staff, form: FormData): Promise<StaffActionResult> {
  const id = String(form.get("id") ?? "");
  try {
    switch (form.get("intent")) {
      case "create": {
        const parsed = createStaffSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return { ok: false, status: 400, message: "Please correct the highlighted fields.", errors: fieldErrors(parsed.error) };
        const { member, invited } = await createStaffMember(db, actor, parsed.data);
        return { ok: true, message: invited ? `${member.name} has been added, and we have emailed them an invitation.` : `${member.name} has been added and can sign in now.` };
      }
      case "set-role": {
        const parsed = setRoleSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return { ok: false, status: 400, message: fieldErrors(parsed.error).role };
        const member = await setStaffRole(db, actor, id, parsed.data.role);
        return { ok: true, message: `${member.name} is now ${member.role === "admin" ? "an administrator" : "a manager"}.` };
      }
      case "deactivate": {
        const member = await deactivateStaff(db, actor, id);
        return { ok: true, message: `${member.name} has been deactivated and signed out.` };
      }
      case "reactivate": {
        const member = await reactivateStaff(db, actor, id);
        return { ok: true, message: `${member.name} can sign in again.` };
      }
      case "resend-invitation":
        await sendInvitation(db, id);
        return { ok: true, message: "We have emailed a new invitation." };
      default:
        return { ok: false, status: 400, message: "That change is not one we know how to make." };
    }
  } catch (error) {
    if (error instanceof StaffChangeError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
