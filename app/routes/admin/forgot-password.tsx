import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { requestPasswordReset } from "~/features/auth/account.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { AuthCard } from "~/features/auth/components/auth-card";
import { FormAlert } from "~/features/auth/components/form-alert";
import { TextField } from "~/features/auth/components/text-field";
import { fieldErrors, forgotPasswordSchema, RESET_LINK_SENT_MESSAGE } from "~/features/auth/schema";
import { adminMeta } from "~/features/staff/admin-meta";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Forgotten password");

/** Sends a reset link if the email has an account; the answer is the same either way. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = forgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ sent: false as const, error: fieldErrors(parsed.error).email }, { status: 400 });
  const outcome = await requestPasswordReset(request, context.get(clientIpContext), parsed.data.email);
  if (!outcome.ok) return data({ sent: false as const, error: outcome.message }, { status: outcome.status });
  return { sent: true as const, error: undefined };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { settings } = useRootData();
  const sending = useNavigation().state === "submitting";
  return (
    <AuthCard
      businessName={settings.businessName}
      title="Forgotten your password?"
      intro="Enter the email address you sign in with and we will send you a link to choose a new password."
      footer={
        <Link to="/admin/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {actionData?.sent ? (
        <FormAlert tone="success">{RESET_LINK_SENT_MESSAGE}</FormAlert>
      ) : (
        <Form method="post" noValidate className="space-y-5">
          <TextField label="Email" name="email" type="email" autoComplete="username" inputMode="email" autoFocus aria-required="true" error={actionData?.error} />
          <Button type="submit" className="w-full" disabled={sending}>
            {sending ? "Sending..." : "Send me a reset link"}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
