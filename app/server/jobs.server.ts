import { HUB_LINK_JOB, runHubLinkByEmail } from "~/features/hub/link-by-email.server";
import { PASSWORD_RESET_JOB, runPasswordResetJob } from "~/features/auth/password-reset-job.server";
import { CREW_SIGN_IN_JOB, runCrewSignIn } from "~/features/crew/sign-in.server";
import { runOfferExpiry, VISIT_OFFER_EXPIRY_JOB, VISIT_REMINDER_JOB } from "~/features/jobs/dispatch.server";
import { runVisitReminder, runVisitReminders } from "~/features/jobs/visit-reminders.server";
import { draftInvoiceForDoneJob, invoiceAcceptedDeposit } from "~/features/invoices/invoices.server";
import { INVOICE_REMINDER_JOB, runInvoiceReminder } from "~/features/invoices/reminders.server";
import { createJobFromAcceptedQuote, JOB_DONE_EVENT } from "~/features/jobs/jobs.server";
import { invoiceFinishedMonths } from "~/features/plans/billing.server";
import { PLAN_HORIZON_JOB, runPlanHorizon } from "~/features/plans/horizon.server";
import { makePlanFromAcceptedQuote, quoteProposesPlan } from "~/features/plans/proposals.server";
import { CARD_FEE_JOB, runCardFee } from "~/features/payments/fees.server";
import { MATCH_PAYOUT_JOB, runMatchPayout } from "~/features/payments/payouts.server";
import { stripeClient } from "~/features/payments/stripe-client.server";
import type Stripe from "stripe";
import { QUOTE_EXPIRY_JOB, QUOTE_FOLLOW_UP_JOB, runQuoteExpiry, runQuoteFollowUp } from "~/features/quotes/follow-ups.server";
import { QUOTE_ACCEPTED_EVENT } from "~/features/quotes/respond.server";
import { REVIEW_REQUEST_JOB, runReviewRequest, scheduleReviewRequest } from "~/features/reviews/requests.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { getSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import type { Database } from "~/platform/db/database";
import { eventHandlers, type Subscribers } from "~/platform/jobs/events.server";
import { batchingHandler, type JobHandler } from "~/platform/jobs/runner.server";

/** Where handlers read the settings: the shared snapshot, or (the seed, before start-up opens the database) its own database. */
type Settings = () => Promise<BusinessSettings>;
const defaultSettings: Settings = () => getSettings();

/**
 * Who acts on each domain event (docs/decisions/0107): event name → subscriber name → handler.
 * An event with no subscriber yet waits in the queue, so the first subscriber also sees the
 * events that came before it.
 */
function subscribers(db: () => Database, settings: Settings): Subscribers {
  return {
    [QUOTE_ACCEPTED_EVENT]: {
      // A quote that proposes a plan makes the plan, whose visits are its jobs, not a one-off job (docs/decisions/0215).
      "make-job": async (event) =>
        (await quoteProposesPlan(db(), Number(event.payload.subjectId))) ? undefined : createJobFromAcceptedQuote(db(), event),
      "make-plan": async (event) => void (await makePlanFromAcceptedQuote(db(), event, await settings())),
      "deposit-invoice": async (event) => void (await invoiceAcceptedDeposit(db(), event, await settings())),
    },
    [JOB_DONE_EVENT]: {
      "draft-invoice": async (event) => draftInvoiceForDoneJob(db(), event, await settings()),
      "review-request": async (event) => scheduleReviewRequest(db(), event, await settings()),
    },
  };
}

/** Every kind of background job and the feature function that runs it, on this database (the seed runs them before start-up registers it). */
export function jobHandlers(
  db: () => Database,
  settings: Settings = defaultSettings,
  stripe: () => Stripe | null = stripeClient,
): Record<string, JobHandler> {
  return {
    [PASSWORD_RESET_JOB]: runPasswordResetJob,
    [QUOTE_FOLLOW_UP_JOB]: async (job) => runQuoteFollowUp(db(), job, await settings()),
    [QUOTE_EXPIRY_JOB]: (job) => runQuoteExpiry(db(), job),
    [VISIT_OFFER_EXPIRY_JOB]: async (job) => runOfferExpiry(db(), job, await settings()),
    [VISIT_REMINDER_JOB]: batchingHandler(
      async (job) => runVisitReminder(db(), job, await settings()),
      async (jobs, completeAll) => runVisitReminders(db(), jobs, completeAll, await settings()),
    ),
    [INVOICE_REMINDER_JOB]: async (job) => void (await runInvoiceReminder(db(), job, await settings())),
    [REVIEW_REQUEST_JOB]: async (job) => void (await runReviewRequest(db(), job, await settings())),
    [CREW_SIGN_IN_JOB]: async (job) => runCrewSignIn(db(), job, await settings()),
    [HUB_LINK_JOB]: async (job) => runHubLinkByEmail(db(), job, await settings()),
    [PLAN_HORIZON_JOB]: async (job) => {
      await invoiceFinishedMonths(db(), await settings());
      await runPlanHorizon(db(), job, await settings());
    },
    [CARD_FEE_JOB]: (job) => runCardFee(db(), job, stripe()),
    [MATCH_PAYOUT_JOB]: (job) => runMatchPayout(db(), job, stripe()),
    ...eventHandlers(db, subscribers(db, settings)),
  };
}

export const JOB_HANDLERS = jobHandlers(getDb);
