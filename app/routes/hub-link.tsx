import { data } from "react-router";
import { refuseTooManyLinkOpens } from "~/features/abuse/link-opens.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { HubPage } from "~/features/hub/components/hub-page";
import { findHubCustomer } from "~/features/hub/links.server";
import { askForNewWork, newWorkSchema } from "~/features/hub/new-work.server";
import { hubView } from "~/features/hub/view.server";
import { getSettings } from "~/features/settings/settings.server";
import { todayInAuckland } from "~/lib/clock";
import { formAction, intent, retryAfterHeaders } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/hub-link";

/** The customer's hub (issue 45, docs/decisions/0185): their own frame, never indexed or cached, no referrer. */
export const handle = { ownFrame: true };
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Your page · ${loaderData.businessName}` : "Your page" },
  { name: "robots", content: "noindex, nofollow" },
];

const newWorkValues = (form: FormData) => submittedValues(form, Object.keys(newWorkSchema.shape));

async function openHub(token: string, clientAddress: string) {
  const db = getDb();
  await refuseTooManyLinkOpens(db, clientAddress);
  const customerId = await findHubCustomer(db, token);
  const view = customerId === null ? null : await hubView(db, customerId);
  if (customerId === null || !view) throw data(null, { status: 404 });
  return { customerId, view };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { view } = await openHub(params.token, context.get(clientIpContext));
  const { businessName, phone } = await getSettings();
  return { view, businessName, phone, today: todayInAuckland() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return formAction(request, {
    intents: async () => {
      const { customerId, view } = await openHub(params.token, context.get(clientIpContext));
      const settings = await getSettings();
      return {
        "new-work": intent(
          newWorkSchema,
          async (input) => {
            const leadId = await askForNewWork(getDb(), customerId, view, input, settings);
            return `Thanks: your request #${leadId} is with the team, who will be in touch.`;
          },
          { input: newWorkValues, values: newWorkValues },
        ),
      };
    },
  });
}

export default function HubLink({ loaderData, actionData }: Route.ComponentProps) {
  return <HubPage {...loaderData} result={actionData} />;
}
