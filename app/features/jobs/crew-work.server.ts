import { storeSignature } from "~/features/uploads/signatures.server";
import { and, eq } from "drizzle-orm";
import { announceContentChange } from "~/platform/content-changes";
import type { Database } from "~/platform/db/database";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { notifyTexts } from "~/features/texts/outbox.server";
import { storePhoto } from "~/features/uploads/photos.server";
import type { PhotoVariant } from "~/features/uploads/process-photo.server";
import { formatIsoDayShort, formatTimeOfDay, todayInAuckland, type IsoDay } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { clockOff, clockOn } from "~/features/timesheets/clock.server";
import { tellTeam, type DispatchSettings } from "./dispatch.server";
import { setPhotoConsent } from "./photo-consent.server";
import { visitsTable, visitTradiesTable, visitPhotosTable } from "./tables";
import { recordVisitEvent } from "./timeline.server";
import { moveVisitStatus } from "./visits.server";

/*
 * What a tradie does on a visit from the portal (docs/decisions/0111): only on a visit they
 * have accepted. "On my way" tells the customer; "done" takes the customer's sign-off (their
 * typed name, or that they were not there) and, when it is the job's last visit, closes the job;
 * "could not finish" ends the visit with the reason and tells the office to book a return. Each
 * works from the visit's own day in Auckland; before it, only when the tradie says they are doing
 * it early (docs/decisions/0151).
 */

export interface CrewMember {
  id: number;
  name: string;
}

export const NO_CREW_VISIT = "There is no such visit in your jobs.";

const actorOf = (tradie: CrewMember) => ({ id: `tradie:${tradie.id}`, name: `${tradie.name} (tradie)` });

/** When a tap comes: `early` is the tradie's own "I am doing this visit early"; `today` is Auckland's, unless a test says otherwise. */
export interface Tap {
  early?: boolean;
  today?: IsoDay;
  /** When the tap happened, for the timesheet; now, unless a test says otherwise. */
  at?: Date;
  /**
   * When a tap queued on the phone while it had no signal reached us (docs/decisions/0229); `at`
   * is then when it was tapped. An "on my way" more than half an hour late is no longer news.
   */
  replayedAt?: Date;
}

/** How long after its tap an "on my way" is still worth telling the customer. */
const ON_MY_WAY_NEWS_MINUTES = 30;

/** True for an "on my way" that reaches us too late to be news to the customer. */
export function isLateOnMyWay(tap: Tap): boolean {
  return staleOnMyWay(tap) !== null;
}

/** An "on my way" that reached us too late to tell the customer: its tap and arrival, for the timeline. */
function staleOnMyWay(tap: Tap): { at: Date; replayedAt: Date } | null {
  if (!tap.at || !tap.replayedAt) return null;
  const late = tap.replayedAt.getTime() - tap.at.getTime() > ON_MY_WAY_NEWS_MINUTES * 60_000;
  return late ? { at: tap.at, replayedAt: tap.replayedAt } : null;
}

/** Why a tap before the visit's day changed nothing, and what to do if it really is early. */
function earlyTapRefusal(day: IsoDay): string {
  return `This visit is booked for ${formatIsoDayShort(day)}, not today, so nothing was marked. If you really are doing it early, open “Doing it early?” and tap there.`;
}

/**
 * On the visit's day or after it, a tap goes through. Before it, only with the tradie's "early":
 * a tap two days ahead is far more often a slip of a thumb than work done early, and "on my way"
 * would email the customer. An early tap is put on the timeline, so the office sees it.
 */
async function checkTapDay(tx: Pick<Database, "insert">, tradie: CrewMember, visit: typeof visitsTable.$inferSelect, tap: Tap) {
  if (visit.day <= (tap.today ?? todayInAuckland())) return;
  if (!tap.early) throw new DomainError(earlyTapRefusal(visit.day), { status: 409 });
  await recordVisitEvent(
    tx,
    actorOf(tradie),
    visit,
    "visit",
    `${tradie.name} is doing the visit early: it was booked for ${formatIsoDayShort(visit.day)}`,
  );
}

const TAP_MARKS = { on_the_way: "as on your way", started: "as started", done: "as done", not_completed: "as not finished" } as const;

/**
 * A tap on a visit the office has cancelled, perhaps while the phone had no signal: said in the
 * tradie's words, not as a status move that is not allowed.
 */
function refuseIfCancelled(visit: typeof visitsTable.$inferSelect, status: keyof typeof TAP_MARKS) {
  if (visit.status !== "cancelled") return;
  throw new DomainError(
    `The office has cancelled this visit, so it was not marked ${TAP_MARKS[status]}. Check with the office before doing any more work on it.`,
    { status: 409 },
  );
}

/** The visit, when this tradie has accepted it; a 404 for anyone else's, so another tradie's visits are not even confirmed to exist. */
export async function acceptedVisit(tx: Pick<Database, "select">, tradie: CrewMember, visitId: number) {
  const [row] = await tx
    .select({ visit: visitsTable })
    .from(visitTradiesTable)
    .innerJoin(visitsTable, eq(visitsTable.id, visitTradiesTable.visitId))
    .where(and(eq(visitTradiesTable.visitId, visitId), eq(visitTradiesTable.tradieId, tradie.id), eq(visitTradiesTable.offer, "accepted")));
  if (!row) throw new DomainError(NO_CREW_VISIT, { status: 404 });
  return row.visit;
}

/** Everyone who accepted the visit: its taps clock them all (timesheets/clock.server.ts). */
async function crewOf(tx: Pick<Database, "select">, visitId: number): Promise<number[]> {
  const rows = await tx
    .select({ tradieId: visitTradiesTable.tradieId })
    .from(visitTradiesTable)
    .where(and(eq(visitTradiesTable.visitId, visitId), eq(visitTradiesTable.offer, "accepted")));
  return rows.map((row) => row.tradieId);
}

/** "On my way" (the customer is told) or "started". */
export async function progressVisit(
  db: Database,
  tradie: CrewMember,
  visitId: number,
  status: "on_the_way" | "started",
  settings: DispatchSettings,
  tap: Tap = {},
) {
  await db.transaction(async (tx) => {
    const visit = await acceptedVisit(tx, tradie, visitId);
    if (visit.status === status) return;
    refuseIfCancelled(visit, status);
    await checkTapDay(tx, tradie, visit, tap);
    const stale = status === "on_the_way" ? staleOnMyWay(tap) : null;
    await moveVisitStatus(tx, actorOf(tradie), visitId, status, settings, undefined, { tellCustomerOnTheWay: !stale });
    if (stale)
      await recordVisitEvent(
        tx,
        actorOf(tradie),
        visit,
        "visit",
        `“On my way” was tapped at ${formatTimeOfDay(stale.at)} with no signal and reached us at ${formatTimeOfDay(stale.replayedAt)}: sent late, customer not told`,
      );
    if (status === "started") await clockOn(tx, await crewOf(tx, visitId), visitId, tap.at ?? new Date());
  });
  notifyOutbox();
  notifyTexts();
}

/** Done, with the customer's sign-off, in one transaction: the visit is done, and the job with it when nothing else is left. */
export async function completeVisit(
  db: Database,
  tradie: CrewMember,
  visitId: number,
  signOff: { name: string | null; photosMayBeShown?: boolean; signature?: { png: Buffer; width: number } },
  settings: DispatchSettings,
  tap: Tap = {},
  now = new Date(),
) {
  const consented = await db.transaction(async (tx) => {
    const visit = await acceptedVisit(tx, tradie, visitId);
    if (visit.status === "done") return false;
    refuseIfCancelled(visit, "done");
    await checkTapDay(tx, tradie, visit, tap);
    // A drawn signature goes with a customer who is there to sign, and only then.
    const signatureId = signOff.name && signOff.signature ? await storeSignature(tx, signOff.signature) : undefined;
    await tx
      .update(visitsTable)
      .set({ signOff: { name: signOff.name, at: now.toISOString(), by: tradie.name, ...(signatureId ? { signatureId } : {}) } })
      .where(eq(visitsTable.id, visitId));
    await recordVisitEvent(
      tx,
      actorOf(tradie),
      visit,
      "sign-off",
      signOff.name ? `Signed off by ${signOff.name}${signatureId ? ", with a signature" : ""}` : "Customer not present to sign off",
    );
    // Asked only of a customer who is there to sign; not ticking it records nothing.
    const consented = Boolean(signOff.name && signOff.photosMayBeShown && visit.jobId);
    if (consented) await setPhotoConsent(tx, actorOf(tradie), visit.jobId!, { given: true, by: signOff.name!, how: "sign-off" }, now);
    await moveVisitStatus(tx, actorOf(tradie), visitId, "done", settings);
    await clockOff(tx, await crewOf(tx, visitId), visitId, tap.at ?? now);
    return consented;
  });
  notifyOutbox();
  notifyTexts();
  if (consented) announceContentChange("projects");
}

/** The tradie could not finish (no access, parts, a return needed): the visit ends with the reason, and the office is asked to book the rest. */
export async function leaveVisitUnfinished(
  db: Database,
  tradie: CrewMember,
  visitId: number,
  reason: string,
  settings: DispatchSettings,
  tap: Tap = {},
) {
  await db.transaction(async (tx) => {
    const visit = await acceptedVisit(tx, tradie, visitId);
    if (visit.status === "not_completed") return;
    refuseIfCancelled(visit, "not_completed");
    await checkTapDay(tx, tradie, visit, tap);
    await moveVisitStatus(tx, actorOf(tradie), visitId, "not_completed", settings);
    await clockOff(tx, await crewOf(tx, visitId), visitId, tap.at ?? new Date());
    await tellTeam(
      tx,
      actorOf(tradie),
      visitId,
      { what: "not-completed", tradieName: tradie.name, reason },
      settings,
      `${tradie.name} could not finish: ${reason}. The office is told.`,
    );
  });
  notifyOutbox();
  notifyTexts();
}

/** A note from site: on the job's timeline, for the office and the next visit. */
export async function addVisitNote(db: Database, tradie: CrewMember, visitId: number, note: string) {
  await db.transaction(async (tx) => {
    const visit = await acceptedVisit(tx, tradie, visitId);
    await recordVisitEvent(tx, actorOf(tradie), visit, "note", note);
  });
}

/** A before or after photo, already checked and re-encoded (no EXIF) by the uploads feature. */
export async function addVisitPhoto(db: Database, tradie: CrewMember, visitId: number, kind: "before" | "after", variants: PhotoVariant[]) {
  await db.transaction(async (tx) => {
    const visit = await acceptedVisit(tx, tradie, visitId);
    const photoId = await storePhoto(tx, variants, "crew");
    await tx.insert(visitPhotosTable).values({ visitId, jobId: visit.jobId, photoId, kind, addedByName: tradie.name });
    await recordVisitEvent(tx, actorOf(tradie), visit, "photo", `Added a photo (${kind})`);
  });
  notifyOutbox();
  notifyTexts();
}
