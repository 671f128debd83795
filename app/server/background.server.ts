import { pruneBuckets } from "~/features/abuse/rate-limit.server";
import { pruneTapAnswers } from "~/features/crew/offline-taps.server";
import { foldScheduleChanges } from "~/features/jobs/schedule-cache.server";
import { createMailTransport } from "~/features/mail/transport.server";
import { startMailWorker } from "~/features/mail/worker.server";
import { queuePlanHorizon } from "~/features/plans/horizon.server";
import { getSettings } from "~/features/settings/settings.server";
import { textProvider } from "~/features/texts/texting.server";
import { startTextWorker } from "~/features/texts/worker.server";
import type { AppConfig } from "~/platform/config.server";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { logger } from "~/platform/logger.server";
import { todayInAuckland } from "~/lib/clock";
import { othersAround } from "~/platform/requests-in-flight.server";
import { startStorageSweeper } from "~/platform/storage/maintenance.server";
import { objectStorage } from "~/platform/storage/registry.server";
import { EMAIL_TEMPLATES } from "./email-templates.server";
import { JOB_HANDLERS } from "./jobs.server";

const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The work an instance does besides answering requests: delivering the email and text outboxes,
 * running queued jobs, deleting the files of deleted photos, pruning refilled rate-limit
 * buckets and folding the schedule's change notes. The first three claim their rows with SKIP LOCKED, so any number of instances may run them; BACKGROUND_WORK=off makes a web-only instance. Returns the stoppers.
 */
export function startBackgroundWork(config: AppConfig, database: DatabaseHandle): Array<() => Promise<void>> {
  if (!config.backgroundWork) {
    logger.info("background work is off on this instance (BACKGROUND_WORK=off)");
    return [];
  }
  const mailWorker = startMailWorker({
    db: database.db,
    transport: createMailTransport(config.mail.smtpUrl),
    templates: EMAIL_TEMPLATES,
    from: config.mail.from,
    pollMs: config.mail.pollMs,
    leaseSeconds: config.mail.leaseSeconds,
    logger,
    printCaptured: config.env === "development",
    visitorsWaiting: () => othersAround(0, 1_000),
  });
  const textWorker = startTextWorker({
    db: database.db,
    provider: textProvider(),
    dailyCap: async () => (await getSettings()).jobs.textsPerDay || null,
    quietHours: async () => {
      const { jobs } = await getSettings();
      return { from: jobs.textQuietFrom, until: jobs.textQuietUntil };
    },
    pollMs: config.mail.pollMs,
    leaseSeconds: config.mail.leaseSeconds,
    logger,
  });
  const jobRunner = startJobRunner({
    db: database.db,
    logger,
    handlers: JOB_HANDLERS,
    pollMs: config.jobs.pollMs,
    leaseSeconds: config.jobs.leaseSeconds,
  });
  // Today's run of the plans' horizon, queued once however many instances start (it queues the next day's itself).
  queuePlanHorizon(database.db, todayInAuckland()).catch((err) => logger.warn({ err }, "queueing the plans' horizon failed"));
  const storageSweeper = startStorageSweeper({
    db: database.db,
    storage: objectStorage(database.db),
    logger,
    pollMs: config.jobs.pollMs,
    leaseSeconds: config.jobs.leaseSeconds,
  });
  const pruning = setInterval(() => {
    pruneBuckets(database.db).catch((err) => logger.warn({ err }, "rate-limit pruning failed"));
    // The schedule's change notes, folded even while nobody opens the schedule (docs/decisions/0118).
    foldScheduleChanges(database.db).catch((err) => logger.warn({ err }, "folding the schedule's changes failed"));
    // The offline taps' answers, once no tap that could need one is taken any more (docs/decisions/0229).
    pruneTapAnswers(database.db).catch((err) => logger.warn({ err }, "pruning the offline taps' answers failed"));
  }, PRUNE_EVERY_MS);
  return [
    () => mailWorker.stop(),
    () => textWorker.stop(),
    () => jobRunner.stop(),
    () => storageSweeper.stop(),
    async () => clearInterval(pruning),
  ];
}
