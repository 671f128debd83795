import { PASSWORD_RESET_JOB, runPasswordResetJob } from "~/features/auth/password-reset-job.server";
import { CREW_SIGN_IN_JOB, runCrewSignIn } from "~/features/crew/sign-in.server";
import { runOfferExpiry, runVisitReminder, VISIT_OFFER_EXPIRY_JOB, VISIT_REMINDER_JOB } from "~/features/jobs/dispatch.server";
import { draftInvoiceForDoneJob, invoiceAcceptedDeposit } from "~/features/invoices/invoices.server";
import { INVOICE_REMINDER_JOB, runInvoiceReminder } from "~/features/invoices/reminders.server";
import { createJobFromAcceptedQuote, JOB_DONE_EVENT } from "~/features/jobs/jobs.server";
import { QUOTE_EXPIRY_JOB, QUOTE_FOLLOW_UP_JOB, runQuoteExpiry, runQuoteFollowUp } from "~/features/quotes/follow-ups.server";
import { QUOTE_ACCEPTED_EVENT } from "~/features/quotes/respond.server";
import { getSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import type { Database } from "~/platform/db/database";
import { eventHandlers, type Subscribers } from "~/platform/jobs/events.server";
import type { JobHandler } from "~/platform/jobs/runner.server";

/**
 * Who acts on each domain event (docs/decisions/0107): event name → subscriber name → handler.
 * An event with no subscriber yet waits in the queue, so the first subscriber also sees the
 * events that came before it.
 */
function subscribers(db: () => Database): Subscribers {
  return {
    [QUOTE_ACCEPTED_EVENT]: {
      "make-job": (event) => createJobFromAcceptedQuote(db(), event),
      "deposit-invoice": async (event) => void (await invoiceAcceptedDeposit(db(), event, await getSettings())),
    },
    [JOB_DONE_EVENT]: { "draft-invoice": async (event) => draftInvoiceForDoneJob(db(), event, await getSettings()) },
  };
}

/** Every kind of background job and the feature function that runs it, on this database (the seed runs them before start-up registers it). */
export function jobHandlers(db: () => Database): Record<string, JobHandler> {
  return {
    [PASSWORD_RESET_JOB]: runPasswordResetJob,
    [QUOTE_FOLLOW_UP_JOB]: async (job) => runQuoteFollowUp(db(), job, await getSettings()),
    [QUOTE_EXPIRY_JOB]: (job) => runQuoteExpiry(db(), job),
    [VISIT_OFFER_EXPIRY_JOB]: async (job) => runOfferExpiry(db(), job, await getSettings()),
    [VISIT_REMINDER_JOB]: async (job) => runVisitReminder(db(), job, await getSettings()),
    [INVOICE_REMINDER_JOB]: async (job) => void (await runInvoiceReminder(db(), job, await getSettings())),
    [CREW_SIGN_IN_JOB]: async (job) => runCrewSignIn(db(), job, await getSettings()),
    ...eventHandlers(db, subscribers(db)),
  };
}

export const JOB_HANDLERS = jobHandlers(getDb);
