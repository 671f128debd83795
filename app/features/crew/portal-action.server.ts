import { redirect } from "react-router";
import type { Database } from "~/platform/db/database";
import { getConfig } from "~/platform/config.server";
import type { Permission } from "~/features/auth/permissions";
import {
  addVisitNote,
  addVisitPhoto,
  completeVisit,
  isLateOnMyWay,
  leaveVisitUnfinished,
  progressVisit,
  type Tap,
} from "~/features/jobs/crew-work.server";
import { answerOffer, type DispatchSettings } from "~/features/jobs/dispatch.server";
import { readPhotoField } from "~/features/uploads/photo-field.server";
import { checkSignature } from "~/features/uploads/signatures.server";
import { businessDayOf } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Tradie } from "./session.server";
import {
  declineVisitForm,
  visitDoneForm,
  visitNoteForm,
  visitPhotoKindForm,
  visitTapForm,
  visitUnfinishedForm,
} from "./portal-action-schema";

/** A decline replayed from the phone's queue: said, as there is no page to go back to. */
const DECLINED = "You declined the visit: it is off your list and the office is told.";

/**
 * A tap the phone queued while it had no signal, sent on later (docs/decisions/0229): when it was
 * tapped, and when it reached us.
 */
export interface ReplayedTap {
  at: Date;
  replayedAt: Date;
}

/**
 * What a tradie does on a visit's card: answer the offer, then on my way, started, done with
 * sign-off, notes and photos. A replayed tap counts from when it was tapped, and a decline
 * answers instead of sending the page back to the list.
 */
export function crewVisitIntents(
  db: Database,
  tradie: Tradie,
  visitId: number,
  settings: DispatchSettings,
  replayed?: ReplayedTap,
): FormIntents<Tradie, Permission> {
  const tap = (early: string | undefined): Tap =>
    replayed
      ? { early: early === "yes", at: replayed.at, today: businessDayOf(replayed.at), replayedAt: replayed.replayedAt }
      : { early: early === "yes" };
  return {
    accept: intent(
      noFieldsForm,
      async () => {
        await answerOffer(db, tradie, visitId, { accept: true }, settings);
        return "Thanks: the visit is yours. The customer's details are below.";
      },
      { permission: "visits.answer" },
    ),
    decline: intent(
      declineVisitForm,
      async ({ reason }) => {
        await answerOffer(db, tradie, visitId, { accept: false, reason }, settings);
        if (replayed) return DECLINED;
        // The visit is no longer theirs to open: back to their list, which says so.
        throw redirect("/crew?notice=declined");
      },
      { permission: "visits.answer" },
    ),
    "on-my-way": intent(
      visitTapForm,
      async ({ early }) => {
        const late = isLateOnMyWay(tap(early));
        await progressVisit(db, tradie, visitId, "on_the_way", settings, tap(early));
        return late
          ? "Marked as on your way. It reached us too late to be news, so the customer was not told."
          : "The customer has been told you are on your way.";
      },
      { permission: "visits.work" },
    ),
    started: intent(
      visitTapForm,
      async ({ early }) => {
        await progressVisit(db, tradie, visitId, "started", settings, tap(early));
        return "Marked as started.";
      },
      { permission: "visits.work" },
    ),
    done: intent(
      visitDoneForm,
      async ({ signedBy, notPresent, signature, photosMayBeShown, early }) => {
        const name = notPresent ? null : signedBy;
        const drawn = name && signature ? await checkSignature(signature) : null;
        if (drawn && !drawn.ok) throw new DomainError(drawn.message, { status: drawn.status });
        const signOff = { name, photosMayBeShown: photosMayBeShown === "yes", signature: drawn?.ok ? drawn : undefined };
        await completeVisit(db, tradie, visitId, signOff, settings, tap(early), replayed?.at);
        return "Done: thank you. The office has it.";
      },
      { permission: "visits.work" },
    ),
    "not-completed": intent(
      visitUnfinishedForm,
      async ({ reason, early }) => {
        await leaveVisitUnfinished(db, tradie, visitId, reason, settings, tap(early));
        return "Thanks: the office has your reason and will book the rest of the work.";
      },
      { permission: "visits.work" },
    ),
    note: intent(
      visitNoteForm,
      async ({ note }) => {
        await addVisitNote(db, tradie, visitId, note);
        return "Note added.";
      },
      { permission: "visits.work" },
    ),
    photo: intent(
      visitPhotoKindForm,
      async ({ kind }, { form }) => {
        const photo = await readPhotoField(form, "photo", getConfig().uploads);
        if (!photo.ok) throw new DomainError(photo.message, { status: 400, field: "photo" });
        if (!photo.variants) throw new DomainError("Choose a photo to upload.", { status: 400, field: "photo" });
        await addVisitPhoto(db, tradie, visitId, kind, photo.variants);
        return "Photo added.";
      },
      { permission: "visits.work", input: (form) => ({ kind: form.get("kind") }) },
    ),
  };
}
