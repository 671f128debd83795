import type { Database } from "~/platform/db/database";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { intent, type FormIntents } from "~/lib/form-action";
import { z } from "~/lib/zod";
import { createStaffSchema, setRoleSchema } from "./schema";
import { createStaffMember, deactivateStaff, reactivateStaff, sendInvitation, setStaffRole } from "./staff.server";

/** The account a row's form acts on (staff.server.ts refuses ids that cannot be one). */
const account = z.object({ id: z.string().default("") });

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
      account.extend(setRoleSchema.shape),
      async (input, { actor }) => {
        const member = await setStaffRole(db, actor, input.id, input.role);
        return `${member.name} is now ${member.role === "admin" ? "an administrator" : "a manager"}.`;
      },
      { invalidMessage: (errors) => errors.role ?? "Please correct the highlighted fields." },
    ),
    deactivate: intent(account, async (input, { actor }) => {
      const member = await deactivateStaff(db, actor, input.id);
      return `${member.name} has been deactivated and signed out.`;
    }),
    reactivate: intent(account, async (input, { actor }) => `${(await reactivateStaff(db, actor, input.id)).name} can sign in again.`),
    "resend-invitation": intent(account, async (input) => (await sendInvitation(db, input.id), "We have emailed a new invitation.")),
  };
}
