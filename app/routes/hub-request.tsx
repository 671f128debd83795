import { clientIpContext } from "~/features/auth/client-ip-context";
import { LinkRequestPage } from "~/features/hub/components/link-request-page";
import { requestHubLink } from "~/features/hub/link-by-email.server";
import { getSettings } from "~/features/settings/settings.server";
import { formAction, intent, retryAfterHeaders } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/hub-request";
import { hubLinkRequestForm } from "~/features/hub/link-by-email-schema";

/** "Send me my link" (issue 45, item 1; docs/decisions/0187): the same answer whoever asks. */
export const handle = { ownFrame: true };
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Your page · ${loaderData.businessName}` : "Your page" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader() {
  return { businessName: (await getSettings()).businessName };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    defaultIntent: "link",
    intents: {
      link: intent(
        hubLinkRequestForm,
        async ({ email }) => {
          await requestHubLink(getDb(), email, context.get(clientIpContext));
          return "If that address is one we have for you, the link to your page is on its way. Check your inbox in a minute or two.";
        },
        { values: (form) => submittedValues(form, ["email"]) },
      ),
    },
  });
}

export default function HubRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <LinkRequestPage businessName={loaderData.businessName} result={actionData} />;
}
