import { redirect } from "react-router";
import { readAccess } from "~/features/auth/access.server";
import { useAuth } from "~/features/auth/auth-context";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { AuthCard } from "~/features/auth/components/auth-card";
import { FormAlert } from "~/components/form/form-alert";
import { LoginForm } from "~/features/auth/components/login-form";
import { SignOutButton } from "~/features/auth/components/sign-out-button";
import { safeRedirectTo } from "~/features/auth/redirect";
import { NO_ACCESS_MESSAGE } from "~/features/auth/messages";
import { signInSchema } from "~/features/auth/schema";
import { signInWithPassword } from "~/features/auth/sign-in.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { DomainError } from "~/lib/domain-error";
import { formAction, intent, retryAfterHeaders } from "~/lib/form-action";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Sign in");

const NOTICES: Record<string, string> = {
  "signed-out": "You have signed out.",
  "password-reset": "Your password has been changed. Please sign in with your new password.",
};

/** Open to everyone; a signed-in admin or manager goes straight on to where they were heading. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  const access = await readAccess(request);
  if (access.kind === "staff") throw redirect(redirectTo);
  // Own keys only: "?notice=__proto__" must not find Object.prototype.
  const notice = url.searchParams.get("notice") ?? "";
  return { redirectTo, notice: Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null };
}

export const headers = retryAfterHeaders;

const typedEmail = (form: FormData) => ({ email: String(form.get("email") ?? "") });

/**
 * The form's target when JavaScript has not loaded; the same sign-in as /api/auth/sign-in/email.
 * Staff go on to their page; whatever this page shows afterwards is a message for the form
 * (signed in without a role included, with the session's cookie).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    defaultIntent: "sign-in",
    intents: {
      "sign-in": intent(
        signInSchema,
        async (credentials, { form }) => {
          const outcome = await signInWithPassword(request, credentials, context.get(clientIpContext));
          if (!outcome.ok) {
            const retryAfterSeconds = outcome.retryAt
              ? Math.max(1, Math.ceil((Date.parse(outcome.retryAt) - Date.now()) / 1000))
              : undefined;
            throw new DomainError(outcome.message, { status: outcome.status, retryAfterSeconds });
          }
          if (outcome.view.isAdmin) throw redirect(safeRedirectTo(String(form.get("redirectTo") ?? "")), { headers: outcome.headers });
          return { message: NO_ACCESS_MESSAGE, headers: outcome.headers, values: typedEmail(form) };
        },
        { invalidMessage: (errors) => Object.values(errors)[0], values: typedEmail },
      ),
    },
  });
}

function NoAccess({ email }: { email: string }) {
  return (
    <div className="space-y-4">
      <FormAlert>
        You are signed in as <strong className="break-all">{email}</strong>. {NO_ACCESS_MESSAGE} Please ask an administrator, or sign out
        and sign in with another account.
      </FormAlert>
      <SignOutButton outlined className="w-full" />
    </div>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useRootData();
  const auth = useAuth();
  const signedInWithoutAccess = auth.state === "signed-in" && !auth.isAdmin && auth.user;
  return (
    <AuthCard
      businessName={settings.businessName}
      title="Staff sign in"
      intro={`For ${settings.businessName} staff. Sign in with your work email address.`}
    >
      {signedInWithoutAccess ? (
        <NoAccess email={signedInWithoutAccess.email} />
      ) : (
        <>
          {loaderData.notice ? (
            <FormAlert tone="success" className="mb-5">
              {loaderData.notice}
            </FormAlert>
          ) : null}
          <LoginForm
            key={actionData?.message}
            redirectTo={loaderData.redirectTo}
            serverError={actionData?.message}
            defaultEmail={String(actionData?.values?.email ?? "")}
          />
        </>
      )}
    </AuthCard>
  );
}
