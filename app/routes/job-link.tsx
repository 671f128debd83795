import { data } from "react-router";
import { refuseTooManyLinkOpens } from "~/features/abuse/link-opens.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { CustomerPageFooter } from "~/features/customers/components/customer-page-footer";
import { customerPageIntents } from "~/features/customers/page-link-intent.server";
import { customerOfLead } from "~/features/customers/page-owner.server";
import { CustomerJobPage } from "~/features/jobs/components/customer-job-page";
import { changeVisitRequestForm, confirmVisitTimeForm, photoAnswerForm, skipVisitRequestForm } from "~/features/jobs/customer-job-schema";
import {
  answerPhotoQuestion,
  askToChangeVisit,
  confirmVisitTime,
  customerJobView,
  findJobLink,
  leadOfJobLink,
  type JobLink,
} from "~/features/jobs/customer-job.server";
import { SkipVisitRequest } from "~/features/plans/components/skip-visit-request";
import { requestSkip, skippableVisitsOfJob } from "~/features/plans/skip-requests.server";
import { getSettings } from "~/features/settings/settings.server";
import { formAction, intent, retryAfterHeaders } from "~/lib/form-action";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/job-link";

/** The customer's job page (docs/decisions/0110): their own frame, never indexed or cached. */
export const handle = { ownFrame: true };
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.view.title} · ${loaderData.businessName}` : "Your booking" },
  { name: "robots", content: "noindex, nofollow" },
];

async function openJobLink(token: string, clientAddress: string): Promise<JobLink> {
  const db = getDb();
  await refuseTooManyLinkOpens(db, clientAddress);
  const link = await findJobLink(db, token);
  if (!link) throw data(null, { status: 404 });
  return link;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await openJobLink(params.token, context.get(clientIpContext));
  const view = await customerJobView(getDb(), link);
  if (!view) throw data(null, { status: 404 });
  const { businessName, phone } = await getSettings();
  const skippable = link.kind === "job" ? await skippableVisitsOfJob(getDb(), link.jobId) : [];
  return { view, businessName, phone, skippable };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return formAction(request, {
    intents: async () => {
      const db = getDb();
      const link = await openJobLink(params.token, context.get(clientIpContext));
      const view = await customerJobView(db, link);
      if (!view) throw data(null, { status: 404 });
      const settings = await getSettings();
      return {
        ...customerPageIntents(db, async () => {
          const leadId = await leadOfJobLink(db, link);
          return leadId === null ? null : customerOfLead(db, leadId);
        }),
        confirm: intent(confirmVisitTimeForm, async (input) => {
          await confirmVisitTime(db, link, input.visitId, view.customerName, settings);
          return { message: "Thanks: we have your confirmation.", visitId: input.visitId };
        }),
        photos: intent(photoAnswerForm, async ({ answer }) => {
          await answerPhotoQuestion(db, link, view.customerName, answer === "yes");
          return answer === "yes"
            ? "Thank you: we may show photos of the work, never your name or street address. You can change your mind here at any time."
            : "Thanks: we will not show photos of this work on our website.";
        }),
        "skip-request": intent(skipVisitRequestForm, async (input) => {
          if (link.kind !== "job") throw data(null, { status: 404 });
          await requestSkip(db, link.jobId, input.visitId, input.reason);
          return "Thanks: we have your request to skip that visit and will confirm it with you.";
        }),
        change: intent(changeVisitRequestForm, async (input) => {
          await askToChangeVisit(db, link, input.visitId, view.customerName, input.message, settings);
          return { message: "Thanks: the team has your request and will be in touch to agree a new time.", visitId: input.visitId };
        }),
      };
    },
  });
}

export default function JobLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <CustomerJobPage view={loaderData.view} businessName={loaderData.businessName} phone={loaderData.phone} result={actionData} />
      <SkipVisitRequest visits={loaderData.skippable} result={actionData} />
      <CustomerPageFooter businessName={loaderData.businessName} />
    </>
  );
}
