import { PASSWORD_RESET_JOB, runPasswordResetJob } from "~/features/auth/password-reset-job.server";
import { QUOTE_EXPIRY_JOB, QUOTE_FOLLOW_UP_JOB, runQuoteExpiry, runQuoteFollowUp } from "~/features/quotes/follow-ups.server";
import { getSettings } from "~/features/settings/settings.server";
import { getDb } from "~/platform/db/client.server";
import type { JobHandler } from "~/platform/jobs/runner.server";

/** Every kind of background job and the feature function that runs it. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PASSWORD_RESET_JOB]: runPasswordResetJob,
  [QUOTE_FOLLOW_UP_JOB]: async (job) => runQuoteFollowUp(getDb(), job, await getSettings()),
  [QUOTE_EXPIRY_JOB]: (job) => runQuoteExpiry(getDb(), job),
};
