import { data, redirect } from "react-router";
import { signOut } from "~/features/auth/account.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { LOGIN_PATH } from "~/features/auth/redirect";
import type { Route } from "./+types/sign-out";

/** The sign-out form's target when JavaScript has not loaded: ends the session, back to sign-in. */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await signOut(request, context.get(clientIpContext));
  if (!outcome.ok) throw data({ message: outcome.message }, { status: outcome.status });
  throw redirect(`${LOGIN_PATH}?notice=signed-out`, { headers: outcome.headers });
}

export function loader() {
  return redirect(LOGIN_PATH);
}
