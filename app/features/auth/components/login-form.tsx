import { LogIn } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthRequestError } from "../auth-api";
import { useAuth } from "../auth-context";
import { MISSING_CREDENTIALS_MESSAGE, SIGN_IN_FAILED_MESSAGE } from "../messages";
import { FormAlert } from "../../../components/form/form-alert";
import { TextInput } from "~/components/form/fields";

/**
 * Email and password. With JavaScript it signs in through the auth provider and moves on
 * without a page load; without it the same form posts to the page's action.
 */
export function LoginForm({ redirectTo, serverError, defaultEmail }: { redirectTo: string; serverError?: string; defaultEmail?: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState(serverError);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Only what the form can say itself (both fields given): the server judges the rest, and
    // the browser need not fetch zod for two checks (issue 47).
    const email = String(form.get("email") ?? "")
      .trim()
      .toLowerCase();
    const password = String(form.get("password") ?? "");
    if (!email || !password) return setError(MISSING_CREDENTIALS_MESSAGE);
    setError(undefined);
    setSubmitting(true);
    try {
      const session = await auth.signIn(email, password);
      if (session.isAdmin) {
        await navigate(redirectTo, { replace: true });
        return;
      }
    } catch (e) {
      setError(e instanceof AuthRequestError ? e.message : SIGN_IN_FAILED_MESSAGE);
    }
    setSubmitting(false);
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={error ? "sign-in-error" : undefined}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {error ? (
        <FormAlert>
          <span id="sign-in-error">{error}</span>
        </FormAlert>
      ) : null}
      <TextInput
        scope="sign-in"
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        defaultValue={defaultEmail}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a sign-in page's first task is this field
        autoFocus
        aria-required="true"
      />
      <div>
        <TextInput scope="sign-in" label="Password" name="password" type="password" autoComplete="current-password" aria-required="true" />
        <p className="mt-2 text-right text-sm">
          <Link to="/admin/forgot-password" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Forgotten your password?
          </Link>
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        <Icon icon={LogIn} aria-hidden="true" className="size-5" />
        {submitting ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
