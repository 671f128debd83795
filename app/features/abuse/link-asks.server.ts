import type { Database } from "~/platform/db/database";
import { enqueueJobs, notifyJobs } from "~/platform/jobs/queue.server";
import { DomainError } from "~/lib/domain-error";
import { RateLimitExceeded, takeToken, type RateLimitRule } from "./rate-limit.server";

/**
 * Someone asks for a link by email (a tradie's sign-in, a customer's page): the page answers the
 * same whatever the address, at once, and a job finds out afterwards whether the address is one
 * to send to, so neither the answer nor its time says who is known. Over the client's limit: 429.
 */
export async function queueLinkAsk(db: Database, rule: RateLimitRule, clientAddress: string, job: { kind: string; email: string }) {
  try {
    await db.transaction(async (tx) => {
      await takeToken(tx, rule, clientAddress);
      await enqueueJobs(tx, [{ kind: job.kind, payload: { email: job.email } }]);
    });
  } catch (error) {
    if (error instanceof RateLimitExceeded)
      throw new DomainError("Too many links asked for. Please wait a few minutes and try again.", {
        status: 429,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    throw error;
  }
  notifyJobs();
}
