import { redirect } from "react-router";
import { accountRefusal, signOut } from "~/features/auth/own-account.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { LOGIN_PATH } from "~/features/auth/redirect";
import { formAction, intent } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Route } from "./+types/sign-out";

/** The sign-out form's target when JavaScript has not loaded: ends the session, back to sign-in. */
export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    defaultIntent: "sign-out",
    intents: {
      "sign-out": intent(noFieldsForm, async () => {
        const outcome = await signOut(request, context.get(clientIpContext));
        if (!outcome.ok) throw accountRefusal(outcome);
        throw redirect(`${LOGIN_PATH}?notice=signed-out`, { headers: outcome.headers });
      }),
    },
  });
}

export function loader() {
  return redirect(LOGIN_PATH);
}
