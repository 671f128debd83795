import { customerPageLinksForLeads } from "~/features/customers/page-link.server";
import type { Database, Transaction } from "~/platform/db/database";
import type { JobContext } from "~/platform/jobs/runner.server";
import { logger } from "~/platform/logger.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { notifyTexts, queueTexts } from "~/features/texts/outbox.server";
import { currentWordings } from "~/features/message-templates/templates.server";
import { SYSTEM_ACTOR } from "~/lib/actor";
import type { DispatchSettings } from "./dispatch.server";
import { isVisitOpen } from "./statuses";
import { recordVisitEvents } from "./timeline.server";
import { channelsFor, textQuietHours } from "~/features/texts/channels.server";
import { queuedVisitText, TEXTED_CUSTOMER } from "./visit-texts.server";
import {
  customerEmail,
  customerPageLinks,
  TOLD_CUSTOMER,
  visitsForMessages,
  visitTextLinks,
  type VisitMessages,
} from "./visit-messages.server";

/*
 * The customer's reminder before a visit (docs/decisions/0110): a queued job, claimed once by
 * one instance and done in the transaction that queues its email. Reminders due together are
 * done together, a few statements for the lot (docs/decisions/0119).
 */

const LATE = "Reminder not sent: it came due after the visit had begun (the server was down)";

/** One reminder: sent once, unless the visit moved since (its own reminder is queued), is off, or has begun. */
export async function runVisitReminder(db: Database, job: JobContext, settings: DispatchSettings, now = new Date()) {
  await runVisitReminders(db, [job], (tx) => job.complete(tx), settings, now);
}

/** Reminders due together, as each would be alone, in one transaction; `completeAll` marks their jobs done in it. */
export async function runVisitReminders(
  db: Database,
  jobs: readonly JobContext[],
  completeAll: (tx: Transaction) => Promise<void>,
  settings: DispatchSettings,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const visits = await visitsForMessages(
      tx,
      jobs.map((job) => Number(job.payload.visitId)),
      true,
    );
    const due: VisitMessages[] = [];
    const late: VisitMessages[] = [];
    for (const job of jobs) {
      const found = visits.get(Number(job.payload.visitId));
      if (!found || found.visit.sequence !== Number(job.payload.sequence) || !isVisitOpen(found.visit.status)) continue;
      if (found.visit.startsAt <= now) {
        logger.info({ visitId: found.visit.id }, "visit reminder skipped: the visit had already begun when it came due");
        late.push(found);
      } else if (found.visit.customerToldAt) due.push(found);
    }
    // By email, text or both, as each customer chose (docs/decisions/0176).
    const channels = await channelsFor(
      tx,
      due.map((d) => ({ preference: d.contactPreference, ...d.email.customer })),
    );
    const emailed = due.filter((_, i) => channels[i].email);
    const texted = due.flatMap((d, i) => (channels[i].text ? [{ d, to: channels[i].text }] : []));
    const wordings = await currentWordings(tx);
    const links = await customerPageLinks(
      tx,
      emailed.map((d) => d.visit),
      now,
    );
    const pages = await customerPageLinksForLeads(
      tx,
      emailed.map((d) => d.visit.leadId),
      now,
    );
    await queueEmails(
      tx,
      emailed.map((d, i) => customerEmail(d, "reminder", links[i], settings, wordings.withCustomerPage(pages[i]))),
    );
    const textLinks = await visitTextLinks(
      tx,
      texted.map(({ d }) => d.visit),
      now,
    );
    await queueTexts(
      tx,
      texted.map(({ d, to }, i) => queuedVisitText("reminder", d, { to, link: textLinks[i] }, settings, wordings)),
      now,
      textQuietHours(settings),
    );
    await recordVisitEvents(tx, SYSTEM_ACTOR, [
      ...emailed.map((d) => ({ visit: d.visit, kind: "message", detail: TOLD_CUSTOMER.reminder })),
      ...texted.map(({ d }) => ({ visit: d.visit, kind: "message", detail: TEXTED_CUSTOMER.reminder })),
      ...late.map((d) => ({ visit: d.visit, kind: "message", detail: LATE })),
    ]);
    await completeAll(tx);
  });
  notifyOutbox();
  notifyTexts();
}
