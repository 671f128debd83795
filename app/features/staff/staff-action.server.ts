import type { Database } from "~/platform/db/database";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { intent, type FormIntents } from "~/lib/form-action";
import { createStaffSchema, staffAccountForm, staffRoleChangeForm } from "./schema";
import { createStaffMember, deactivateStaff, reactivateStaff, sendInvitation, setStaffRole } from "./staff.server";

/** The staff page's forms, by intent (the action needs staff.manage). */
export function staffIntents(db: Database): FormIntents<Staff, Permission> {
  return {
    create: intent(
      createStaffSchema,
      async (input, { actor }) => {
        const { member, invited } = await createStaffMember(db, actor, input);
        return invited
          ? `${member.name} has been added, and we have emailed them an invitation.`
          : `${member.name} has been added and can sign in now.`;
      },
      { invalidMessage: "Please correct the highlighted fields." },
    ),
    "set-role": intent(
      staffRoleChangeForm,
      async (input, { actor }) => {
        const member = await setStaffRole(db, actor, input.id, input.role);
        return `${member.name} is now ${member.role === "admin" ? "an administrator" : "a manager"}.`;
      },
      { invalidMessage: (errors) => errors.role ?? "Please correct the highlighted fields." },
    ),
    deactivate: intent(staffAccountForm, async (input, { actor }) => {
      const member = await deactivateStaff(db, actor, input.id);
      return `${member.name} has been deactivated and signed out.`;
    }),
    reactivate: intent(
      staffAccountForm,
      async (input, { actor }) => `${(await reactivateStaff(db, actor, input.id)).name} can sign in again.`,
    ),
    "resend-invitation": intent(
      staffAccountForm,
      async (input) => (await sendInvitation(db, input.id), "We have emailed a new invitation."),
    ),
  };
}
