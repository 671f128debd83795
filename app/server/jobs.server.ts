import { PASSWORD_RESET_JOB, runPasswordResetJob } from "~/features/auth/password-reset-job.server";
import type { JobHandler } from "~/platform/jobs/runner.server";

/** Every kind of background job and the feature function that runs it. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PASSWORD_RESET_JOB]: runPasswordResetJob,
};
