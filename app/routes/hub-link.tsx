import { data } from "react-router";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { HubPage } from "~/features/hub/components/hub-page";
import { hubDetailsIntents } from "~/features/hub/details.server";
import { openHubLink } from "~/features/hub/open-hub.server";
import { askForNewWork } from "~/features/hub/new-work.server";
import { newWorkSchema } from "~/features/hub/new-work-schema";
import { comingVisits, openQuotes, owingInvoices } from "~/features/hub/open-items.server";
import { hubRespondIntents } from "~/features/hub/respond.server";
import { hubView } from "~/features/hub/view.server";
import { jobPhotosForCustomer } from "~/features/jobs/customer-photos.server";
import { jobsAwaitingReview } from "~/features/reviews/requests.server";
import { getSettings } from "~/features/settings/settings.server";
import { todayInAuckland } from "~/lib/clock";
import { formAction, intent, retryAfterHeaders } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import { getDb } from "~/platform/db/client.server";
import { publicUrl } from "~/platform/public-url.server";
import type { Route } from "./+types/hub-link";

/** The customer's hub (issue 45, docs/decisions/0185, 0194): their own frame, never indexed or cached, no referrer. */
export const handle = { ownFrame: true };
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Your page · ${loaderData.businessName}` : "Your page" },
  { name: "robots", content: "noindex, nofollow" },
];

const newWorkValues = (form: FormData) => submittedValues(form, Object.keys(newWorkSchema.shape));

async function openHub(token: string, clientAddress: string) {
  const db = getDb();
  const customerId = await openHubLink(db, token, clientAddress);
  const view = await hubView(db, customerId);
  if (!view) throw data(null, { status: 404 });
  return { customerId, view };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { customerId, view } = await openHub(params.token, context.get(clientIpContext));
  const settings = await getSettings();
  const db = getDb();
  const [quotes, visits, invoices, reviews, photos] = await Promise.all([
    openQuotes(db, customerId, settings),
    comingVisits(db, customerId),
    owingInvoices(db, customerId, settings, new URL(request.url).searchParams),
    jobsAwaitingReview(db, customerId),
    jobPhotosForCustomer(db, customerId),
  ]);
  return {
    view,
    open: { quotes, visits, invoices, reviews },
    businessName: settings.businessName,
    phone: settings.phone,
    bankAccount: settings.invoicing.bankAccount,
    today: todayInAuckland(),
    photos,
    hubPath: `/c/${params.token}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const clientAddress = context.get(clientIpContext);
  return formAction(request, {
    intents: async () => {
      const { customerId, view } = await openHub(params.token, clientAddress);
      const settings = await getSettings();
      const db = getDb();
      const hub = { customerId, name: view.name, page: `${publicUrl()}/c/${params.token}` };
      const client = { ip: clientAddress, userAgent: request.headers.get("user-agent") ?? "" };
      return {
        "new-work": intent(
          newWorkSchema,
          async (input) => {
            const leadId = await askForNewWork(db, customerId, view, input, settings);
            return `Thanks: your request #${leadId} is with the team, who will be in touch.`;
          },
          { input: newWorkValues, values: newWorkValues },
        ),
        ...hubRespondIntents(db, hub, settings, client),
        ...hubDetailsIntents(db, hub),
      };
    },
  });
}

export default function HubLink({ loaderData, actionData }: Route.ComponentProps) {
  return <HubPage {...loaderData} result={actionData} />;
}
