import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import type { JobContext } from "~/platform/jobs/runner.server";
import { queueLinkAsk } from "~/features/abuse/link-asks.server";
import { crewLink } from "~/features/jobs/dispatch.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { tradiesTable } from "~/features/tradies/tables";
import { crewSignInEmail } from "./crew-emails.server";

export const CREW_SIGN_IN_JOB = "crew.sign-in-link";
/** A link asked for at the sign-in page works for an hour. */
const LINK_MINUTES = 60;
const ASKS = { name: "crew-sign-in", max: 5, windowSeconds: 900 };

/** A tradie asks for a sign-in link: emailed afterwards by a job, and only to an active tradie's address. */
export async function requestCrewLink(db: Database, email: string, clientAddress: string) {
  await queueLinkAsk(db, ASKS, clientAddress, { kind: CREW_SIGN_IN_JOB, email });
}

export async function runCrewSignIn(
  db: Database,
  job: JobContext,
  business: Pick<BusinessSettings, "businessName" | "email">,
  now = new Date(),
) {
  const email = String(job.payload.email ?? "")
    .trim()
    .toLowerCase();
  await db.transaction(async (tx) => {
    const [tradie] = email
      ? await tx
          .select({ id: tradiesTable.id, name: tradiesTable.name, email: tradiesTable.email })
          .from(tradiesTable)
          .where(and(sql`lower(${tradiesTable.email}) = ${email}`, eq(tradiesTable.status, "active")))
          .limit(1)
      : [];
    if (tradie?.email) {
      const link = await crewLink(tx, tradie.id, "/crew", new Date(now.getTime() + LINK_MINUTES * 60_000));
      await queueEmails(tx, [crewSignInEmail({ name: tradie.name, email: tradie.email }, link, LINK_MINUTES, business)]);
    }
    await job.complete(tx);
  });
  notifyOutbox();
}
