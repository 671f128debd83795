import { isRouteErrorResponse } from "react-router";
import type { ActionResult } from "~/lib/form-action";
import { QUEUED_STATUS, syncUrl, TAP_HEADERS, tapLabel } from "./protocol";

export type KeptResult = ActionResult<{ queued?: boolean }>;

const NO_SIGNAL_NO_WORKER =
  "No signal, and this phone is not set up to keep changes yet (open My jobs once with signal). Try again when you have signal.";

/**
 * A tap on a visit's page (docs/decisions/0228): to the page's action when there is signal; kept
 * on the phone by the service worker, with when it was tapped and its own Idempotency-Key, when
 * there is none or the connection drops on the way.
 */
export async function sendOrKeep<Answer>(
  request: Request,
  visitId: number,
  serverAction: () => Promise<Answer>,
): Promise<Answer | KeptResult> {
  const form = await request.clone().formData();
  if (navigator.onLine) {
    try {
      return await serverAction();
    } catch (error) {
      // A redirect or a refusal is the server's answer; anything else is a connection lost on the way, and the tap is kept.
      if (error instanceof Response || (isRouteErrorResponse(error) && error.status < 500)) throw error;
    }
  }
  return keepOnPhone(form, visitId);
}

async function keepOnPhone(form: FormData, visitId: number): Promise<KeptResult> {
  const intent = String(form.get("intent") ?? "");
  form.set("tappedAt", new Date().toISOString());
  const label = tapLabel(intent);
  const response = await fetch(syncUrl(visitId), {
    method: "POST",
    body: form,
    headers: { "Idempotency-Key": crypto.randomUUID(), [TAP_HEADERS.label]: encodeURIComponent(label) },
  }).catch(() => null);
  if (!response) return { ok: false, intent, status: 503, message: NO_SIGNAL_NO_WORKER };
  if (response.status === QUEUED_STATUS)
    return { ok: true, intent, queued: true, message: `${label}: no signal, so it is kept on your phone and sent when there is signal.` };
  // Signal came back on the way: the server's own answer.
  const answer = (await response.json().catch(() => null)) as KeptResult | null;
  return answer ?? { ok: false, intent, status: response.status, message: "The change could not be saved. Try again." };
}
