import { z } from "~/lib/zod";
import { STAFF_ROLES, type StaffRole } from "~/features/auth/roles";
import { newPasswordSchema } from "~/features/auth/schema";
import { safeText } from "~/lib/safe-text";

const text = (label: string) => z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), safeText(label));

const staffRoleSchema = z.enum(STAFF_ROLES, { message: "Choose a role: administrator or manager" });

/** Adding a staff member: with a password the admin passes on, or (left blank) an emailed invitation. */
export const createStaffSchema = z.object({
  name: text("Name").pipe(z.string().min(1, "Enter their name").max(100, "Name must be less than 100 characters")),
  email: text("Email")
    .transform((v) => v.toLowerCase())
    .pipe(z.email("Enter a valid email address, like name@example.com").max(255, "Email must be less than 255 characters")),
  role: staffRoleSchema,
  password: z.preprocess((v) => (typeof v === "string" && v !== "" ? v : undefined), newPasswordSchema.optional()),
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

export const setRoleSchema = z.object({ role: staffRoleSchema });

type StaffStatus = "active" | "invited" | "deactivated";

/** One row of the staff list, as the admin pages and /api/admin/staff show it. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  /** null: no role (or a broken role record), so no access to the admin area. */
  role: StaffRole | null;
  status: StaffStatus;
  lastSignInAt: string | null;
  createdAt: string;
}

/** The account a row's form acts on (staff.server.ts refuses ids that cannot be one). */
export const staffAccountForm = z.object({ id: z.string().default("") });

/** A row's "change role" form: the account and its new role. */
export const staffRoleChangeForm = staffAccountForm.extend(setRoleSchema.shape);
