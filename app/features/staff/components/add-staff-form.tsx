import { UserPlus } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectInput, TextInput } from "~/components/form/fields";
import { ROLE_LABELS, STAFF_ROLES } from "~/features/auth/roles";
import { PASSWORD_MIN_LENGTH } from "~/features/auth/messages";

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
        <TextInput scope="new-staff" label="Name" name="name" autoComplete="off" aria-required="true" error={errors.name} />
        <TextInput scope="new-staff" label="Email" name="email" type="email" autoComplete="off" aria-required="true" error={errors.email} />
        <SelectInput
          scope="new-staff"
          name="role"
          label="Role"
          defaultValue="manager"
          options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          error={errors.role}
        />
        <TextInput
          scope="new-staff"
          label="Password (optional)"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, or blank to invite by email.`}
          error={errors.password}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={adding}>
            <Icon icon={UserPlus} aria-hidden="true" className="size-5" />
            {adding ? "Adding..." : "Add staff member"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
