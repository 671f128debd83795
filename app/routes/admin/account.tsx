import { Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { accountRefusal, changePassword, updateName } from "~/features/auth/own-account.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { FormAlert } from "~/components/form/form-alert";
import { NewPasswordFields } from "~/features/auth/components/new-password-fields";
import { TextInput } from "~/components/form/fields";
import { authoriseStaff, requireStaff } from "~/features/auth/guard.server";
import { ROLE_LABELS } from "~/features/auth/roles";
import { changePasswordSchema, updateNameSchema } from "~/features/auth/schema";
import { formAction, intent, retryAfterHeaders } from "~/lib/form-action";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "My account");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "admin.enter");
  const passwordChanged = new URL(request.url).searchParams.get("changed") === "password";
  return { name: staff.name, email: staff.email, role: staff.role, passwordChanged };
}

export const headers = retryAfterHeaders;

/** Everyone changes their own name and password; nobody else's. */
export async function action({ request, context }: Route.ActionArgs) {
  const clientIp = context.get(clientIpContext);
  return formAction(request, {
    authorise: authoriseStaff(request),
    permission: "admin.enter",
    defaultIntent: "name",
    intents: {
      name: intent(updateNameSchema, async ({ name }) => {
        const outcome = await updateName(request, clientIp, name);
        if (!outcome.ok) throw accountRefusal(outcome, "form");
        return { message: "Your name has been saved.", headers: outcome.headers };
      }),
      password: intent(changePasswordSchema, async (input) => {
        const outcome = await changePassword(request, clientIp, input);
        if (!outcome.ok) throw accountRefusal(outcome, outcome.status === 400 ? "currentPassword" : "form");
        // Other browsers are signed out; this one carries on with the fresh session in these cookies.
        throw redirect("/admin/account?changed=password", { headers: outcome.headers });
      }),
    },
  });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const failed = actionData?.ok === false ? actionData : undefined;
  const nameErrors = (failed?.intent === "name" && failed.errors) || {};
  const passwordErrors = (failed?.intent === "password" && failed.errors) || {};
  return (
    <AdminPage title="My account" description={`${loaderData.email} · ${ROLE_LABELS[loaderData.role]}`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="name-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="name-heading" className="text-lg font-semibold text-ink">
            Your name
          </h2>
          <Form method="post" noValidate className="mt-4 space-y-4">
            {actionData?.ok ? <FormAlert tone="success">{actionData.message}</FormAlert> : null}
            {nameErrors.form ? <FormAlert>{nameErrors.form}</FormAlert> : null}
            <input type="hidden" name="intent" value="name" />
            <TextInput
              scope="account"
              label="Name"
              name="name"
              autoComplete="name"
              defaultValue={loaderData.name}
              aria-required="true"
              error={nameErrors.name}
            />
            <Button type="submit" disabled={busy("name")}>
              {busy("name") ? "Saving..." : "Save name"}
            </Button>
          </Form>
        </section>
        <section aria-labelledby="password-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="password-heading" className="text-lg font-semibold text-ink">
            Change your password
          </h2>
          <p className="mt-1 text-sm text-muted">This signs you out on every other device.</p>
          <Form method="post" noValidate className="mt-4 space-y-4">
            {loaderData.passwordChanged && !actionData ? <FormAlert tone="success">Your password has been changed.</FormAlert> : null}
            {passwordErrors.form ? <FormAlert>{passwordErrors.form}</FormAlert> : null}
            <input type="hidden" name="intent" value="password" />
            <TextInput
              scope="account"
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              aria-required="true"
              error={passwordErrors.currentPassword}
            />
            <NewPasswordFields errors={passwordErrors} />
            <Button type="submit" disabled={busy("password")}>
              {busy("password") ? "Saving..." : "Change password"}
            </Button>
          </Form>
        </section>
      </div>
    </AdminPage>
  );
}
