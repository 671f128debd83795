import { Form, useNavigation } from "react-router";
import { TextInput } from "~/components/form/fields";
import { ResultAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { crewSignInSchema } from "~/features/crew/portal-action-schema";
import { requestCrewLink } from "~/features/crew/sign-in.server";
import { getSettings } from "~/features/settings/settings.server";
import { formAction, intent, retryAfterHeaders } from "~/lib/form-action";
import { CrewFrame } from "~/layout/crew/crew-frame";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/sign-in";

export const handle = { ownFrame: true, crewApp: true };
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [{ title: "Sign in · My jobs" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader() {
  return { businessName: (await getSettings()).businessName };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    defaultIntent: "link",
    intents: {
      link: intent(crewSignInSchema, async ({ email }) => {
        await requestCrewLink(getDb(), email, context.get(clientIpContext));
        return "If that address belongs to one of our tradies, a sign-in link is on its way. It works once, for an hour.";
      }),
    },
  });
}

export default function CrewSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const error = actionData && !actionData.ok ? actionData : null;
  return (
    <CrewFrame businessName={loaderData.businessName}>
      <h1 className="text-2xl font-bold text-ink">Sign in to your jobs</h1>
      <p className="mt-2 text-muted">No password: we email you a link that signs you in.</p>
      <ResultAlert result={actionData} className="mt-4" />
      <Form method="post" noValidate className="mt-6 space-y-4">
        <TextInput name="email" type="email" autoComplete="email" label="Your email address" error={error?.errors?.email} required />
        <Button type="submit" disabled={navigation.state === "submitting"}>
          Email me a link
        </Button>
      </Form>
    </CrewFrame>
  );
}
