import type { Database, Transaction } from "~/platform/db/database";
import type { JobContext } from "~/platform/jobs/runner.server";
import { queueLinkAsk } from "~/features/abuse/link-asks.server";
import { RateLimitExceeded, takeToken } from "~/features/abuse/rate-limit.server";
import { emailKey } from "~/lib/email-address";
import { newCustomerPageLink } from "~/features/customers/page-link.server";
import { customerByOwnEmail } from "~/features/customers/page-owner.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { customerPageEmail } from "./hub-emails.server";

/*
 * "Send me my link" at /c (issue 45, item 1; docs/decisions/0187). The page answers the same,
 * at once, whatever the address: whether it is a customer's is found out afterwards by a job, so
 * neither the answer nor its time tells a stranger who our customers are.
 */
export const HUB_LINK_JOB = "hub.link-by-email";

const ASKS_PER_CLIENT = { name: "hub-link-client", max: 5, windowSeconds: 900 };
/** One inbox is sent at most three links a day, however many ask for it. */
const LINKS_PER_RECIPIENT = { name: "hub-link-recipient", max: 3, windowSeconds: 86_400 };

export async function requestHubLink(db: Database, email: string, clientAddress: string) {
  await queueLinkAsk(db, ASKS_PER_CLIENT, clientAddress, { kind: HUB_LINK_JOB, email });
}

/** Whether this inbox may have another link today: over the limit, the job ends with nothing sent. */
async function withinDailyLinks(tx: Transaction, email: string): Promise<boolean> {
  try {
    // A savepoint, so a refusal undoes the token alone, not the job's completion.
    await tx.transaction((savepoint) => takeToken(savepoint, LINKS_PER_RECIPIENT, emailKey(email)));
    return true;
  } catch (error) {
    if (error instanceof RateLimitExceeded) return false;
    throw error;
  }
}

/** The job: a customer with that address is emailed a new link to their page, once per job. */
export async function runHubLinkByEmail(db: Database, job: JobContext, business: Pick<BusinessSettings, "businessName" | "email">) {
  const email = String(job.payload.email ?? "");
  await db.transaction(async (tx) => {
    const customer = email ? await customerByOwnEmail(tx, email) : undefined;
    if (customer && (await withinDailyLinks(tx, email))) {
      const link = await newCustomerPageLink(tx, customer.id);
      await queueEmails(tx, [customerPageEmail({ name: customer.name, email: email.trim() }, link, business)]);
    }
    await job.complete(tx);
  });
  notifyOutbox();
}
