import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { accountRefusal, requestPasswordReset } from "~/features/auth/own-account.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { AuthCard } from "~/features/auth/components/auth-card";
import { FormAlert } from "~/components/form/form-alert";
import { TextInput } from "~/components/form/fields";
import { RESET_LINK_SENT_MESSAGE } from "~/features/auth/messages";
import { forgotPasswordSchema } from "~/features/auth/schema";
import { adminMeta } from "~/components/admin/admin-meta";
import { formAction, intent, retryAfterHeaders } from "~/lib/form-action";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Forgotten password");

export const headers = retryAfterHeaders;

/** Sends a reset link if the email has an account; the answer is the same either way. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    defaultIntent: "send",
    intents: {
      send: intent(forgotPasswordSchema, async ({ email }) => {
        const outcome = await requestPasswordReset(request, context.get(clientIpContext), email);
        if (!outcome.ok) throw accountRefusal(outcome, "email");
        return RESET_LINK_SENT_MESSAGE;
      }),
    },
  });
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
      {actionData?.ok ? (
        <FormAlert tone="success">{RESET_LINK_SENT_MESSAGE}</FormAlert>
      ) : (
        <Form method="post" noValidate className="space-y-5">
          <TextInput
            scope="forgot"
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's one task is this field
            autoFocus
            aria-required="true"
            error={actionData?.ok === false ? (actionData.errors?.email ?? actionData.message) : undefined}
          />
          <Button type="submit" className="w-full" disabled={sending}>
            {sending ? "Sending..." : "Send me a reset link"}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
