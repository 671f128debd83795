import { IDEMPOTENCY_KEY_HEADER, INVALID_IDEMPOTENCY_KEY, readIdempotencyKey } from "~/features/abuse/idempotency.server";
import { can, type Permission } from "~/features/auth/permissions";
import {
  answerGivenBefore,
  applyTapOnce,
  FUTURE_SLACK_MS,
  OLDEST_TAP_MS,
  tapFingerprint,
  type Replay,
  type TapAnswer,
} from "~/features/crew/offline-taps.server";
import { currentTradie, type Tradie } from "~/features/crew/session.server";
import { visitIntents } from "~/features/crew/visit-intents.server";
import { NO_CREW_VISIT } from "~/features/jobs/crew-work.server";
import { getSettings } from "~/features/settings/settings.server";
import { formAction } from "~/lib/form-action";
import { readForm, refusedBody } from "~/lib/request-body";
import { parseRecordId } from "~/lib/record-id";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/visit-sync";

/*
 * POST /crew/visits/:id/sync: a tap the tradie made with no signal, queued on the phone and sent
 * on by its service worker when signal comes back (docs/decisions/0229). The body is the form the
 * visit's page would have posted, with `tappedAt`; the header Idempotency-Key is the tap's own.
 * The answer is JSON, never a page or a redirect: the service worker tells "sign in again" (401)
 * from "the office changed something" (409) from "done" (200).
 */

/** The visit's page takes photos, so its queued taps may carry one. */
export const handle = { takesUploads: true };

/** An ISO 8601 instant with its offset ("2026-11-29T09:05:00.000Z", "2026-11-29T22:05:00+13:00"). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const SIGNED_OUT = "You are signed out on this phone. Sign in again to send the taps waiting on it.";
const NO_ACCESS = "You do not have access to that.";
const NO_KEY = "Send each tap with its own Idempotency-Key header, such as a UUID made when it was tapped.";
const KEY_REUSED = "This Idempotency-Key was already used for a different tap. Send each tap with its own key.";

class Forbidden extends Error {}

function answer(body: TapAnswer, status: number, replayed = false): Response {
  return Response.json(body, { status, headers: replayed ? { "Idempotent-Replayed": "true" } : undefined });
}

const refusal = (message: string, status: number, intent = "") => answer({ ok: false, intent, message }, status);

/** When the tap was made, or why that cannot be taken. */
function tappedAtOf(value: FormDataEntryValue | null): { at: Date; text: string } | { error: string } {
  if (typeof value !== "string" || value === "")
    return { error: "Send when it was tapped, as tappedAt: an ISO 8601 time such as 2026-11-29T09:05:00Z." };
  const at = new Date(value);
  if (!INSTANT.test(value) || Number.isNaN(at.getTime()))
    return { error: "The tappedAt time could not be read: send an ISO 8601 time with its offset, such as 2026-11-29T09:05:00Z." };
  return { at, text: value };
}

/** Why a tap's time is outside what we take, if it is. */
function outsideWindow(at: Date, now: Date): string | null {
  if (at.getTime() > now.getTime() + FUTURE_SLACK_MS)
    return "The tap's time is later than now: check the phone's clock is set to update automatically.";
  if (at.getTime() < now.getTime() - OLDEST_TAP_MS)
    return "This tap is more than a week old, so it was not sent on. Tell the office what you did on the visit.";
  return null;
}

/** Only what the phone needs of a form's answer (no typed values sent back). */
function tapAnswer(body: { ok: boolean; intent: string; message: string; errors?: Record<string, string> }): TapAnswer {
  return { ok: body.ok, intent: body.intent, message: body.message, ...(body.errors ? { errors: body.errors } : {}) };
}

function replayAnswer(replay: Replay): Response {
  switch (replay.outcome) {
    case "applied":
    case "refused":
      return answer(replay.answer.body, replay.answer.status);
    case "replayed":
      return answer(replay.answer.body, replay.answer.status, true);
    case "key-reused":
      return refusal(KEY_REUSED, 422);
  }
}

export function loader() {
  return new Response(JSON.stringify({ ok: false, intent: "", message: "Send queued taps here with POST." }), {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "application/json" },
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  // A body the guard refused is answered before signing in is checked, as on the visit's page.
  const refused = refusedBody(request);
  if (refused) return refusal(refused.message, refused.status);
  const tradie = await currentTradie(request);
  if (!tradie) return refusal(SIGNED_OUT, 401);
  if (!can(tradie, "crew.enter")) return refusal(NO_ACCESS, 403);
  const visitId = parseRecordId(params.id);
  if (visitId === undefined) return refusal(NO_CREW_VISIT, 404);
  const key = readIdempotencyKey(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined);
  if (key === null) return refusal(NO_KEY, 400);
  if (key === undefined) return refusal(INVALID_IDEMPOTENCY_KEY, 400);

  // A copy is read here; formAction reads the request itself.
  const read = await readForm(request.clone());
  if (!read.ok) return refusal(read.message, read.status);
  const sent = read.form.get("intent");
  const intent = typeof sent === "string" ? sent : "";
  const tapped = tappedAtOf(read.form.get("tappedAt"));
  if ("error" in tapped) return refusal(tapped.error, 400, intent);
  const requestHash = await tapFingerprint(visitId, tapped.text, read.form);

  // A tap applied before is answered again, however old it is by now.
  const before = await answerGivenBefore(getDb(), tradie.id, key, requestHash);
  if (before) return replayAnswer(before);
  const now = new Date();
  const outside = outsideWindow(tapped.at, now);
  if (outside) return refusal(outside, 400, intent);

  // Read before the transaction, which on PGlite holds the one connection.
  const settings = await getSettings();
  const authorise = async (permission: Permission): Promise<Tradie> => {
    if (!can(tradie, permission)) throw new Forbidden();
    return tradie;
  };
  try {
    const replay = await applyTapOnce(getDb(), tradie.id, key, requestHash, async (tx) => {
      const result = await formAction(request, {
        authorise,
        permission: "crew.enter",
        intents: () => visitIntents(tx, tradie, visitId, settings, { at: tapped.at, replayedAt: now }),
      });
      return { status: result.init?.status ?? 200, body: tapAnswer(result.data) };
    });
    return replayAnswer(replay);
  } catch (error) {
    if (error instanceof Forbidden) return refusal(NO_ACCESS, 403, intent);
    throw error;
  }
}
