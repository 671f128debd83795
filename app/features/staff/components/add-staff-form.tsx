import { UserPlus } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/form/text-field";
import { ROLE_LABELS, STAFF_ROLES } from "~/features/auth/roles";
import { PASSWORD_MIN_LENGTH } from "~/features/auth/schema";

/** Adds a staff member: with a password to pass on, or (left blank) an emailed invitation. */
export function AddStaffForm({ errors }: { errors: Record<string, string> }) {
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  return (
    <section aria-labelledby="add-staff-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="add-staff-heading" className="text-lg font-semibold text-ink">
        Add a staff member
      </h2>
      <p className="mt-1 text-sm text-muted">Leave the password blank to email them an invitation to choose their own.</p>
      <Form method="post" noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <TextField label="Name" name="name" autoComplete="off" aria-required="true" error={errors.name} />
        <TextField label="Email" name="email" type="email" autoComplete="off" aria-required="true" error={errors.email} />
        <div>
          <label htmlFor="new-staff-role" className="block text-sm font-semibold text-ink">
            Role
          </label>
          <select
            id="new-staff-role"
            name="role"
            defaultValue="manager"
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? "new-staff-role-error" : undefined}
            className="mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-ink shadow-sm"
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          {errors.role ? (
            <p id="new-staff-role-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.role}
            </p>
          ) : null}
        </div>
        <TextField
          label="Password (optional)"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, or blank to invite by email.`}
          error={errors.password}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={adding}>
            <UserPlus aria-hidden="true" className="size-5" />
            {adding ? "Adding..." : "Add staff member"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
