import { data, redirect } from "react-router";
import { readAccess } from "~/features/auth/access.server";
import { useAuth } from "~/features/auth/auth-context";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { AuthCard } from "~/features/auth/components/auth-card";
import { FormAlert } from "~/features/auth/components/form-alert";
import { LoginForm } from "~/features/auth/components/login-form";
import { SignOutButton } from "~/features/auth/components/sign-out-button";
import { safeRedirectTo } from "~/features/auth/redirect";
import { NO_ACCESS_MESSAGE } from "~/features/auth/schema";
import { signInWithPassword } from "~/features/auth/sign-in.server";
import { adminMeta } from "~/features/staff/admin-meta";
import { useRootData } from "~/lib/use-root-data";
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
  return { redirectTo, notice: NOTICES[url.searchParams.get("notice") ?? ""] ?? null };
}

/** The form's target when JavaScript has not loaded; the same sign-in as /api/auth/sign-in/email. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = form.get("email");
  const outcome = await signInWithPassword(request, { email, password: form.get("password") }, context.get(clientIpContext));
  if (outcome.ok && outcome.view.isAdmin) throw redirect(safeRedirectTo(String(form.get("redirectTo") ?? "")), { headers: outcome.headers });
  if (outcome.ok) return data({ error: NO_ACCESS_MESSAGE, email: String(email ?? "") }, { headers: outcome.headers });
  return data({ error: outcome.message, email: typeof email === "string" ? email : "" }, { status: outcome.status });
}

function NoAccess({ email }: { email: string }) {
  return (
    <div className="space-y-4">
      <FormAlert>
        You are signed in as <strong className="break-all">{email}</strong>. {NO_ACCESS_MESSAGE} Please ask an administrator, or sign out and sign in with another account.
      </FormAlert>
      <SignOutButton className="w-full justify-center border border-brand-700 text-brand-700" />
    </div>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useRootData();
  const auth = useAuth();
  const signedInWithoutAccess = auth.state === "signed-in" && !auth.isAdmin && auth.user;
  return (
    <AuthCard businessName={settings.businessName} title="Staff sign in" intro={`For ${settings.businessName} staff. Sign in with your work email address.`}>
      {signedInWithoutAccess ? (
        <NoAccess email={signedInWithoutAccess.email} />
      ) : (
        <>
          {loaderData.notice ? <FormAlert tone="success" className="mb-5">{loaderData.notice}</FormAlert> : null}
          <LoginForm key={actionData?.error} redirectTo={loaderData.redirectTo} serverError={actionData?.error} defaultEmail={actionData?.email} />
        </>
      )}
    </AuthCard>
  );
}
