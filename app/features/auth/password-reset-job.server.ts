import type { JobContext } from "~/platform/jobs/runner.server";
import { getAuthRuntime } from "./auth.server";

export const PASSWORD_RESET_JOB = "auth.password-reset";

/**
 * A reset link asked for on the forgotten-password page: if the address has an account, a
 * single-use token is stored (hashed) and the email queued; otherwise nothing happens. It runs
 * as a job, after the page has answered, so the answer never depends on the address.
 */
export async function runPasswordResetJob(job: JobContext): Promise<void> {
  const email = typeof job.payload.email === "string" ? job.payload.email : "";
  if (!email) return;
  await getAuthRuntime().auth.api.requestPasswordReset({ body: { email } });
}
