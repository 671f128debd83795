import { customerPageLinkForLead } from "~/features/customers/page-link.server";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { cancelJobs, enqueueJobs } from "~/platform/jobs/queue.server";
import type { JobContext } from "~/platform/jobs/runner.server";
import { logger } from "~/platform/logger.server";
import { publicUrl } from "~/platform/public-url.server";
import { issueAccessToken } from "~/features/access-links/tokens.server";
import { notifyOutbox, queueEmails, type OutgoingEmail } from "~/features/mail/outbox.server";
import { notifyTexts, queueTexts } from "~/features/texts/outbox.server";
import { currentWordings } from "~/features/message-templates/templates.server";
import { DEFAULT_WORDINGS } from "~/features/message-templates/wording";
import type { BusinessSettings } from "~/features/settings/schema";
import { tradiesTable } from "~/features/tradies/tables";
import { SYSTEM_ACTOR, type Actor } from "~/lib/actor";
import { addAwakeHours } from "~/lib/business-days";
import { formatWhen } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { hasVisitEnded, isVisitOpen, visitStatuses } from "./statuses";
import { visitsTable, visitTradiesTable } from "./tables";
import { recordVisitEvent } from "./timeline.server";
import { customerEmail, customerPageLinks, TOLD_CUSTOMER, tradieForEmail, visitForMessages, visitTextLinks } from "./visit-messages.server";
import {
  teamVisitEmail,
  tradieVisitChangedEmail,
  visitOfferEmail,
  type CustomerVisitNews,
  type TeamVisitNews,
} from "./visit-emails.server";
import { describeVisitTime, visitTimeOf } from "./visit-times";
import { channelsFor, textQuietHours } from "~/features/texts/channels.server";
import { queuedVisitText, TEXTED_CUSTOMER } from "./visit-texts.server";

/*
 * Dispatch (issue 18, docs/decisions/0110): offers to tradies with a time limit, and what the
 * customer is told. Every message is queued in the transaction of the change that causes it and
 * goes out through the outbox; the offer's time limit and the customer's reminder are queued
 * jobs, claimed once by one instance and done in the transaction that queues their email.
 */

export const VISIT_OFFER_EXPIRY_JOB = "visit.offer-expiry";
export const VISIT_REMINDER_JOB = "visit.reminder";
const VISIT_SUBJECT = "visit";
/** A tradie's link from an offer works an hour past the offer's limit. */
const OFFER_LINK_GRACE_MS = 3_600_000;

export type DispatchSettings = Pick<BusinessSettings, "businessName" | "phone" | "email" | "notificationEmails" | "jobs">;

function staffVisitUrl(visit: { jobId: number | null; leadId: number }) {
  return `${publicUrl()}${visit.jobId ? `/admin/jobs/${visit.jobId}` : `/admin/leads/${visit.leadId}`}`;
}

/** A tradie's sign-in link to the portal, landing on `next`; it works once and until `expiresAt`. */
export async function crewLink(tx: Pick<Database, "insert">, tradieId: number, next: string, expiresAt: Date) {
  const token = await issueAccessToken(tx, { purpose: "crew-link", subjectId: tradieId, expiresAt });
  return `${publicUrl()}/crew/link/${token}?to=${encodeURIComponent(next)}`;
}

/**
 * When an offer made now must be answered: `offerHours` counted outside quiet hours (a business
 * setting, 9 pm to 7 am unless changed), so nobody is asked to answer in the night; and never
 * after the visit starts, when one still to come would start first (docs/decisions/0150).
 */
function offerDeadline(now: Date, visitStartsAt: Date, jobs: DispatchSettings["jobs"]): Date {
  const awake = addAwakeHours(now, jobs.offerHours, { from: jobs.quietFrom, until: jobs.quietUntil });
  return visitStartsAt > now && visitStartsAt < awake ? visitStartsAt : awake;
}

/**
 * Offers a visit to tradies just put on it: each has until the offer's deadline to answer from
 * the portal, by the link in the email; an offer still open then goes back to the office.
 */
export async function offerVisit(
  tx: Transaction,
  actor: Actor,
  visitId: number,
  tradieIds: readonly number[],
  settings: DispatchSettings,
  now = new Date(),
) {
  if (tradieIds.length === 0) return;
  const { visit, email, crew } = await visitForMessages(tx, visitId);
  const expiresAt = offerDeadline(now, visit.startsAt, settings.jobs);
  await tx
    .update(visitTradiesTable)
    .set({ offer: "offered", offerExpiresAt: expiresAt, respondedAt: null, declineReason: null })
    .where(and(eq(visitTradiesTable.visitId, visitId), inArray(visitTradiesTable.tradieId, [...tradieIds])));
  const offered = crew.filter((t) => tradieIds.includes(t.id));
  const emails: OutgoingEmail[] = [];
  for (const tradie of offered) {
    if (!tradie.email) continue;
    const link = await crewLink(tx, tradie.id, `/crew/visits/${visitId}`, new Date(expiresAt.getTime() + OFFER_LINK_GRACE_MS));
    emails.push(visitOfferEmail(email, { ...tradieForEmail(tradie), email: tradie.email }, link, expiresAt, settings));
  }
  await queueEmails(tx, emails);
  await enqueueJobs(
    tx,
    offered.map((t) => ({
      kind: VISIT_OFFER_EXPIRY_JOB,
      runAt: expiresAt,
      payload: { visitId, tradieId: t.id },
      dedupeKey: `visit-offer:${visitId}:${t.id}:${expiresAt.getTime()}`,
      subject: { type: VISIT_SUBJECT, id: visitId },
    })),
  );
  const noEmail = offered.filter((t) => !t.email).map((t) => t.name);
  await recordVisitEvent(
    tx,
    actor,
    visit,
    "offer",
    `Offered to ${offered.map((t) => t.name).join(", ")}, to answer by ${formatWhen(expiresAt)}${noEmail.length ? ` (no email for ${noEmail.join(", ")}: tell them by phone)` : ""}`,
  );
}

/** Tells tradies already on a visit that it moved or is off. */
export async function tellCrew(
  tx: Transaction,
  visitId: number,
  tradieIds: readonly number[],
  change: "moved" | "cancelled",
  settings: DispatchSettings,
) {
  if (tradieIds.length === 0) return;
  const { email, crew } = await visitForMessages(tx, visitId);
  const emails = crew
    .filter((t) => tradieIds.includes(t.id) && t.email && t.offer !== "declined" && t.offer !== "expired")
    .map((t) => tradieVisitChangedEmail(email, { ...tradieForEmail(t), email: t.email as string }, change, settings));
  await queueEmails(tx, emails);
}

/** The reminder before a visit, `reminderHours` ahead; none when that time has already passed. */
async function scheduleReminder(
  tx: Transaction,
  visit: { id: number; sequence: number; startsAt: Date },
  settings: DispatchSettings,
  now: Date,
) {
  await cancelJobs(tx, { type: VISIT_SUBJECT, id: visit.id }, [VISIT_REMINDER_JOB]);
  if (settings.jobs.reminderHours <= 0) return;
  const runAt = new Date(visit.startsAt.getTime() - settings.jobs.reminderHours * 3_600_000);
  if (runAt <= now) return;
  await enqueueJobs(tx, [
    {
      kind: VISIT_REMINDER_JOB,
      runAt,
      payload: { visitId: visit.id, sequence: visit.sequence },
      dedupeKey: `visit-reminder:${visit.id}:${visit.sequence}`,
      subject: { type: VISIT_SUBJECT, id: visit.id },
    },
  ]);
}

/**
 * Tells the customer about their visit: the booking (once a tradie has accepted), a move or a
 * cancellation (only once they have been told of the booking), with the calendar file whose
 * UID stays the visit's and whose sequence rises with each change.
 */
export async function tellCustomer(
  tx: Transaction,
  actor: Actor,
  visitId: number,
  news: CustomerVisitNews,
  settings: DispatchSettings,
  now = new Date(),
) {
  const messages = await visitForMessages(tx, visitId);
  const { visit, email } = messages;
  if (news !== "booked" && news !== "on-the-way" && !visit.customerToldAt) return;
  // By email, text or both, as the customer chose; a number that replied STOP gets email (docs/decisions/0176).
  const [channels] = await channelsFor(tx, [{ preference: messages.contactPreference, ...email.customer }]);
  // In the wording staff saved, as it stands now (docs/decisions/0190).
  const wordings = channels.email || channels.text ? await currentWordings(tx) : DEFAULT_WORDINGS;
  if (channels.email) {
    const [link] = await customerPageLinks(tx, [visit], now);
    const page = await customerPageLinkForLead(tx, visit.leadId, now);
    await queueEmails(tx, [customerEmail(messages, news, link, settings, wordings.withCustomerPage(page))]);
  }
  if (channels.text) {
    const [link] = await visitTextLinks(tx, [visit], now);
    await queueTexts(tx, [queuedVisitText(news, messages, { to: channels.text, link }, settings, wordings)], now, textQuietHours(settings));
  }
  if (news === "booked") await tx.update(visitsTable).set({ customerToldAt: now }).where(eq(visitsTable.id, visit.id));
  if (news === "booked" || news === "moved") await scheduleReminder(tx, visit, settings, now);
  if (news === "cancelled") await cancelJobs(tx, { type: VISIT_SUBJECT, id: visit.id }, [VISIT_REMINDER_JOB]);
  if (channels.email) await recordVisitEvent(tx, actor, visit, "message", TOLD_CUSTOMER[news]);
  if (channels.text) await recordVisitEvent(tx, actor, visit, "message", TEXTED_CUSTOMER[news]);
}

/** How a status move is announced: "on the way" tells the customer unless it is no longer news (a tap replayed late, docs/decisions/0229). */
export interface StatusAnnouncement {
  tellCustomerOnTheWay?: boolean;
}

/**
 * The messages a visit's new status sends: "on the way" to the customer; a cancellation to
 * everyone who was told. Once the visit is under way its reminder has no purpose, and once it has
 * ended (done, not completed, cancelled) nothing still waiting about it goes out: reminders, the
 * limits of offers nobody answered, and any message queued for it.
 */
export async function announceVisitStatus(
  tx: Transaction,
  actor: Actor,
  visitId: number,
  status: string,
  settings: DispatchSettings,
  { tellCustomerOnTheWay = true }: StatusAnnouncement = {},
) {
  if (status === "on_the_way" && tellCustomerOnTheWay) await tellCustomer(tx, actor, visitId, "on-the-way", settings);
  if (status === "cancelled") {
    const crew = await tx
      .select({ tradieId: visitTradiesTable.tradieId })
      .from(visitTradiesTable)
      .where(eq(visitTradiesTable.visitId, visitId));
    await tellCrew(
      tx,
      visitId,
      crew.map((c) => c.tradieId),
      "cancelled",
      settings,
    );
    await tellCustomer(tx, actor, visitId, "cancelled", settings);
  }
  if (isVisitOpen(status)) return;
  const subject = { type: VISIT_SUBJECT, id: visitId };
  const reminders = await cancelJobs(tx, subject, [VISIT_REMINDER_JOB]);
  if (hasVisitEnded(status)) await cancelJobs(tx, subject);
  if (reminders > 0 && status !== "cancelled") {
    const [visit] = await tx.select().from(visitsTable).where(eq(visitsTable.id, visitId));
    const why = hasVisitEnded(status) ? `the visit is ${visitStatuses.label(status).toLowerCase()}` : "the visit is under way";
    await recordVisitEvent(tx, actor, visit, "message", `Reminder to the customer cancelled: ${why}`);
  }
}

/** Tells the team, and puts it on the timeline. */
export async function tellTeam(
  tx: Transaction,
  actor: Actor,
  visitId: number,
  news: TeamVisitNews,
  settings: DispatchSettings,
  timeline: string,
) {
  const { visit, email } = await visitForMessages(tx, visitId);
  await queueEmails(tx, [teamVisitEmail(email, news, staffVisitUrl(visit), settings)]);
  await recordVisitEvent(tx, actor, visit, "message", timeline);
}

/**
 * A tradie answers an offer from the portal. Accepting makes them the visit's tradie and, for the
 * first to accept, sends the customer their booking; declining (with an optional reason) sends it
 * back to the office. A second tap of the same answer changes nothing.
 */
export async function answerOffer(
  db: Database,
  tradie: { id: number; name: string },
  visitId: number,
  answer: { accept: true } | { accept: false; reason: string },
  settings: DispatchSettings,
  now = new Date(),
  /** Staff recording a yes the tradie gave by phone. */
  recordedBy?: Actor,
) {
  const actor = recordedBy ?? { id: `tradie:${tradie.id}`, name: `${tradie.name} (tradie)` };
  await db.transaction(async (tx) => {
    const [visit] = await tx.select().from(visitsTable).where(eq(visitsTable.id, visitId)).for("update");
    const [seat] = visit
      ? await tx
          .select()
          .from(visitTradiesTable)
          .where(and(eq(visitTradiesTable.visitId, visitId), eq(visitTradiesTable.tradieId, tradie.id)))
      : [];
    if (!visit || !seat) throw new DomainError("There is no such offer.", { status: 404 });
    const wanted = answer.accept ? "accepted" : "declined";
    if (seat.offer === wanted) return;
    if (seat.offer !== "offered" && !(recordedBy && seat.offer === "expired"))
      throw new DomainError(
        seat.offer === "expired"
          ? "This offer ran out, so the office has offered it to someone else."
          : recordedBy
            ? `${tradie.name} has declined this visit: put them on it again to offer it anew.`
            : "You have already answered this offer.",
      );
    if (!isVisitOpen(visit.status)) throw new DomainError("This visit has been cancelled or has already happened.");
    if (!recordedBy && seat.offerExpiresAt && seat.offerExpiresAt <= now)
      throw new DomainError("This offer ran out, so the office has offered it to someone else.");
    await tx
      .update(visitTradiesTable)
      .set({ offer: wanted, respondedAt: now, declineReason: answer.accept ? null : answer.reason || null })
      .where(and(eq(visitTradiesTable.visitId, visitId), eq(visitTradiesTable.tradieId, tradie.id)));
    if (answer.accept) {
      const how = recordedBy ? " (by phone)" : "";
      await recordVisitEvent(
        tx,
        actor,
        visit,
        "offer",
        `${tradie.name} accepted the visit of ${describeVisitTime(visitTimeOf(visit))}${how}`,
      );
      if (!visit.customerToldAt) await tellCustomer(tx, actor, visitId, "booked", settings, now);
    } else {
      const reason = answer.reason ? `: ${answer.reason}` : "";
      await tellTeam(
        tx,
        actor,
        visitId,
        { what: "declined", tradieName: tradie.name, reason: answer.reason },
        settings,
        `${tradie.name} declined the offer${reason}. The office is told.`,
      );
    }
  });
  notifyOutbox();
  notifyTexts();
}

/** The offer's time limit: an offer still open goes back to the office with an alert. */
export async function runOfferExpiry(db: Database, job: JobContext, settings: DispatchSettings, now = new Date()) {
  const visitId = Number(job.payload.visitId);
  const tradieId = Number(job.payload.tradieId);
  await db.transaction(async (tx) => {
    const [seat] = await tx
      .select({
        offer: visitTradiesTable.offer,
        expiresAt: visitTradiesTable.offerExpiresAt,
        name: tradiesTable.name,
        status: visitsTable.status,
        startsAt: visitsTable.startsAt,
      })
      .from(visitTradiesTable)
      .innerJoin(tradiesTable, eq(tradiesTable.id, visitTradiesTable.tradieId))
      .innerJoin(visitsTable, eq(visitsTable.id, visitTradiesTable.visitId))
      .where(and(eq(visitTradiesTable.visitId, visitId), eq(visitTradiesTable.tradieId, tradieId)))
      .for("update", { of: visitTradiesTable });
    // Answered, taken off the visit, or offered again since (a later limit has its own job).
    if (!seat || seat.offer !== "offered" || !seat.expiresAt || seat.expiresAt > now) return job.complete(tx);
    await tx
      .update(visitTradiesTable)
      .set({ offer: "expired" })
      .where(and(eq(visitTradiesTable.visitId, visitId), eq(visitTradiesTable.tradieId, tradieId)));
    // A visit entered after the fact (its day already past when offered) needs no alert; one whose
    // deadline was its own start (docs/decisions/0150) does.
    if (!isVisitOpen(seat.status) || seat.startsAt < seat.expiresAt) {
      logger.info({ visitId, tradieId }, "offer ran out after its visit was over or under way: no alert");
      return job.complete(tx);
    }
    await tellTeam(
      tx,
      SYSTEM_ACTOR,
      visitId,
      { what: "expired", tradieName: seat.name },
      settings,
      `${seat.name} did not answer the offer in time. The office is told.`,
    );
    await job.complete(tx);
  });
  notifyOutbox();
  notifyTexts();
}
