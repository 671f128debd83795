import { clientIpContext } from "~/features/auth/client-ip-context";
import { CustomerPageFooter } from "~/features/customers/components/customer-page-footer";
import { customerPageIntents } from "~/features/customers/page-link-intent.server";
import { customerOfLead } from "~/features/customers/page-owner.server";
import { CustomerQuotePage } from "~/features/quotes/components/customer-quote-page";
import { customerQuoteIntents, openQuoteLink } from "~/features/quotes/customer-quote-action.server";
import { markQuoteViewed } from "~/features/quotes/customer-quote.server";
import { customerQuoteView } from "~/features/quotes/customer-view.server";
import { PlanProposalView } from "~/features/plans/components/plan-proposal";
import { proposalForCustomer } from "~/features/plans/proposals.server";
import { DepositPanelView } from "~/features/payments/components/deposit-panel";
import { depositPanel, depositPayIntents } from "~/features/payments/customer-pay.server";
import { getSettings } from "~/features/settings/settings.server";
import { todayInAuckland } from "~/lib/clock";
import { formAction, retryAfterHeaders } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import { publicUrl } from "~/platform/public-url.server";
import type { Route } from "./+types/quote-link";

/** The root layout leaves out the public header, footer and visit tracking: this page is the customer's alone. */
export const handle = { ownFrame: true };

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Quote ${loaderData.view.header.number} · ${loaderData.view.header.businessName}` : "Quote" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  const quote = await openQuoteLink(db, params.token, context.get(clientIpContext));
  const settings = await getSettings();
  await markQuoteViewed(db, quote, settings);
  const url = new URL(request.url);
  const view = customerQuoteView(quote, settings, url.searchParams.getAll("chosen"), todayInAuckland());
  return {
    view,
    plan: await proposalForCustomer(db, quote, view.chosen, settings),
    pdfHref: `/q/${params.token}/pdf`,
    deposit: quote.version.status === "accepted" ? await depositPanel(db, quote.version, settings, url.searchParams) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const clientAddress = context.get(clientIpContext);
  const client = { ip: clientAddress, userAgent: request.headers.get("user-agent") ?? "" };
  const link = `${publicUrl()}/q/${params.token}`;
  return formAction(request, {
    intents: async () => {
      const db = getDb();
      const quote = await openQuoteLink(db, params.token, clientAddress);
      const settings = await getSettings();
      return {
        ...customerQuoteIntents(db, quote, client, settings, link),
        ...depositPayIntents(db, quote.version, settings, link),
        ...customerPageIntents(db, () => customerOfLead(db, quote.lead.id)),
      };
    },
  });
}

export default function QuoteLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <CustomerQuotePage
        key={loaderData.view.status}
        view={loaderData.view}
        result={actionData}
        pdfHref={loaderData.pdfHref}
        plan={loaderData.plan ? <PlanProposalView proposal={loaderData.plan} /> : null}
        deposit={loaderData.deposit ? <DepositPanelView panel={loaderData.deposit} result={actionData} /> : null}
      />
      <CustomerPageFooter businessName={loaderData.view.header.businessName} />
    </>
  );
}
