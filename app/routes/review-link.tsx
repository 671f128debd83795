import { data } from "react-router";
import { refuseTooManyLinkOpens } from "~/features/abuse/link-opens.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { CustomerPageFooter } from "~/features/customers/components/customer-page-footer";
import { customerPageIntents } from "~/features/customers/page-link-intent.server";
import { customerOfLead } from "~/features/customers/page-owner.server";
import { CustomerReviewPage } from "~/features/reviews/components/customer-review-page";
import { customerReviewIntents } from "~/features/reviews/review-action.server";
import { findReviewLink } from "~/features/reviews/requests.server";
import { customerReviewView } from "~/features/reviews/reviews.server";
import { leadOfJobLink } from "~/features/jobs/customer-job.server";
import { getSettings } from "~/features/settings/settings.server";
import { formAction } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/review-link";

/** The customer's review of their job (docs/decisions/0114): their own frame, never indexed or cached; photos make it an upload form. */
export const handle = { ownFrame: true, takesUploads: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Review your job · ${loaderData.businessName}` : "Your review" },
  { name: "robots", content: "noindex, nofollow" },
];

async function openReviewLink(token: string, clientAddress: string) {
  const db = getDb();
  await refuseTooManyLinkOpens(db, clientAddress);
  const link = await findReviewLink(db, token);
  const view = link ? await customerReviewView(db, link.jobId) : null;
  if (!link || !view) throw data(null, { status: 404 });
  return { jobId: link.jobId, view };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { view } = await openReviewLink(params.token, context.get(clientIpContext));
  const { businessName, reviews } = await getSettings();
  return { view, businessName, googleReviewUrl: reviews.googleReviewUrl };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return formAction(request, {
    intents: async () => {
      const { jobId } = await openReviewLink(params.token, context.get(clientIpContext));
      const db = getDb();
      return {
        ...customerReviewIntents(db, jobId),
        ...customerPageIntents(db, async () => {
          const leadId = await leadOfJobLink(db, { kind: "job", jobId });
          return leadId === null ? null : customerOfLead(db, leadId);
        }),
      };
    },
  });
}

export default function ReviewLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <CustomerReviewPage
        view={loaderData.view}
        businessName={loaderData.businessName}
        googleReviewUrl={loaderData.googleReviewUrl}
        result={actionData}
      />
      <CustomerPageFooter businessName={loaderData.businessName} />
    </>
  );
}
