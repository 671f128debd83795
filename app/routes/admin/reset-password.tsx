import { useEffect } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { accountRefusal, resetPassword } from "~/features/auth/own-account.server";
import { useAuth } from "~/features/auth/auth-context";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { AuthCard } from "~/features/auth/components/auth-card";
import { FormAlert } from "~/components/form/form-alert";
import { NewPasswordFields } from "~/features/auth/components/new-password-fields";
import { isPasswordLinkUsable } from "~/features/auth/password-token.server";
import { INVALID_RESET_LINK_MESSAGE } from "~/features/auth/messages";
import { resetPasswordSchema } from "~/features/auth/schema";
import { adminMeta } from "~/components/admin/admin-meta";
import { fieldErrors } from "~/lib/field-errors";
import { formAction, intent, retryAfterHeaders } from "~/lib/form-action";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Choose a new password");

/** Reached from a reset or invitation email; the token works once, until it expires. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: await isPasswordLinkUsable(token) };
}

export const headers = retryAfterHeaders;

function withTokenAsForm({ token, ...errors }: Record<string, string>): Record<string, string> {
  return token ? { ...errors, form: token } : errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    defaultIntent: "reset",
    intents: {
      reset: intent(
        resetPasswordSchema,
        async (input) => {
          const outcome = await resetPassword(request, context.get(clientIpContext), input);
          if (!outcome.ok) throw accountRefusal(outcome, "form");
          throw redirect("/admin/login?notice=password-reset");
        },
        // The token is not a field anyone can correct: its message is the whole form's.
        { errors: (error) => withTokenAsForm(fieldErrors(error)) },
      ),
    },
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useRootData();
  const auth = useAuth();
  const saving = useNavigation().state === "submitting";
  const errors = (actionData?.ok === false && actionData.errors) || {};

  const { announcePasswordRecovery } = auth;
  useEffect(() => {
    if (loaderData.usable) announcePasswordRecovery();
  }, [loaderData.usable, announcePasswordRecovery]);

  const backToSignIn = (
    <Link to="/admin/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  );

  if (!loaderData.usable) {
    return (
      <AuthCard businessName={settings.businessName} title="This link no longer works" footer={backToSignIn}>
        <FormAlert>{INVALID_RESET_LINK_MESSAGE}</FormAlert>
        <Link
          to="/admin/forgot-password"
          className="mt-5 inline-flex h-11 w-full items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Send me a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      businessName={settings.businessName}
      title="Choose a new password"
      intro="Choose a password of at least 12 characters. A few unrelated words make a strong one that is easy to remember."
      footer={backToSignIn}
    >
      <Form method="post" noValidate className="space-y-5">
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields errors={errors} />
        <Button type="submit" className="w-full" disabled={saving}>
          {saving ? "Saving..." : "Save my new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
