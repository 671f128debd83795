/// <reference lib="webworker" />
import { createStore, get, set } from "idb-keyval";
import { BackgroundSyncQueue, type BackgroundSyncQueueEntry } from "serwist";
import { signedInTradie } from "./worker-caches";
import {
  QUEUED_STATUS,
  syncUrl,
  TAP_HEADERS,
  tapLabel,
  type OutboxState,
  type RefusedTap,
  type WaitingTap,
  type WorkerMessage,
} from "./protocol";

/*
 * Taps made without signal (docs/decisions/0228): kept in order in IndexedDB by Serwist's
 * Background Sync queue, and sent one at a time, in the order tapped, when signal returns (the
 * browser's Background Sync, the next page opened, or the page seeing it is back online). Each
 * carries its Idempotency-Key, so a tap sent twice (a lost answer, two tabs) is applied once.
 * A tap the server refuses on arrival (the office cancelled the visit meanwhile) is not lost: it
 * is listed with the server's reason until the tradie has read it.
 */
declare const self: ServiceWorkerGlobalScope;

interface TapMeta extends WaitingTap {
  tradieId: number;
}

const WEEK_IN_MINUTES = 7 * 24 * 60;
const queue = new BackgroundSyncQueue("crew-taps", { onSync: () => sendWaiting(), maxRetentionTime: WEEK_IN_MINUTES });
const refusals = createStore("crew-refused", "taps");

async function refusedTaps(): Promise<RefusedTap[]> {
  return (await get<RefusedTap[]>("list", refusals)) ?? [];
}

async function addRefused(meta: TapMeta, message: string) {
  const list = await refusedTaps();
  list.push({ id: crypto.randomUUID(), visitId: meta.visitId, label: meta.label, tappedAt: meta.tappedAt, message });
  await set("list", list, refusals);
}

export async function dismissRefused(id: string) {
  await set(
    "list",
    (await refusedTaps()).filter((tap) => tap.id !== id),
    refusals,
  );
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON: fall through to the plain words.
  }
  return "The office's system could not take this change.";
}

let needsSignIn = false;
let sending: Promise<void> | null = null;

/** Sends what is waiting, in order, for the tradie signed in now; throws when some is left (so Background Sync tries again). */
export function sendWaiting(): Promise<void> {
  sending ??= sendInOrder().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendInOrder() {
  const tradieId = await signedInTradie();
  const parked: BackgroundSyncQueueEntry[] = [];
  let left: BackgroundSyncQueueEntry | null = null;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const meta = entry.metadata as unknown as TapMeta;
    // Another tradie's taps on a shared phone wait for them to sign in here again.
    if (meta.tradieId !== tradieId) {
      parked.push(entry);
      continue;
    }
    const response = await fetch(entry.request.clone()).catch(() => null);
    if (!response || response.status >= 500 || response.status === 429 || response.status === 401 || response.status === 403) {
      needsSignIn = response?.status === 401 || response?.status === 403;
      left = entry;
      break;
    }
    needsSignIn = false;
    if (!response.ok) await addRefused(meta, await messageOf(response));
  }
  // Back at the front, in their order: the parked ones came before the one that could not go.
  if (left) await queue.unshiftRequest(left);
  for (const entry of parked.reverse()) await queue.unshiftRequest(entry);
  await broadcastOutbox(tradieId);
  if (left) throw new Error("Some taps are still waiting for signal");
}

async function waitingFor(tradieId: number | null): Promise<WaitingTap[]> {
  const entries = await queue.getAll();
  return entries
    .map((entry) => entry.metadata as unknown as TapMeta)
    .filter((meta) => meta.tradieId === tradieId)
    .map(({ visitId, label, tappedAt }) => ({ visitId, label, tappedAt }));
}

/** Tells every open crew page what is waiting and what was refused, for the tradie signed in. */
export async function broadcastOutbox(tradieId: number | null) {
  const state: OutboxState = { waiting: await waitingFor(tradieId), refused: tradieId === null ? [] : await refusedTaps(), needsSignIn };
  const message: WorkerMessage = { type: "OUTBOX", state };
  for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) client.postMessage(message);
}

function metaOf(request: Request, tradieId: number): TapMeta {
  const visitId = Number(/\/crew\/visits\/(\d+)/.exec(new URL(request.url).pathname)?.[1]);
  const label = decodeURIComponent(request.headers.get(TAP_HEADERS.label) ?? "A change");
  return { tradieId, visitId, label, tappedAt: new Date().toISOString() };
}

/** Sent straight on when nothing waits before it and the server answers; null when it must be kept. */
async function straightOn(request: Request): Promise<Response | null> {
  if ((await queue.size()) > 0) return null;
  const response = await fetch(request).catch(() => null);
  return response && response.status < 500 ? response : null;
}

async function keep(request: Request, tradieId: number) {
  await queue.pushRequest({ request, metadata: { ...metaOf(request, tradieId) } });
  await broadcastOutbox(tradieId);
}

/**
 * A tap sent straight on when the tradie is signed in here, nothing waits before it and the
 * server answers; otherwise kept (as `asTap` makes it) and answered by `kept`.
 */
async function sendOrKeepTap(request: Request, asTap: (copy: Request) => Promise<Request>, kept: (copy: Request) => Response) {
  const tradieId = await signedInTradie();
  if (tradieId === null) return fetch(request);
  const copy = request.clone();
  const answer = await straightOn(request);
  if (answer) return answer;
  await keep(await asTap(copy.clone()), tradieId);
  return kept(copy);
}

/** A tap from a visit's page that has come to life: its answer, or "kept" (202) for the page to say so. */
export function keepTap(request: Request): Promise<Response> {
  return sendOrKeepTap(
    request,
    async (copy) => copy,
    () =>
      Response.json(
        { ok: true, queued: true, message: "No signal: this is kept on your phone and will be sent when there is signal." },
        { status: QUEUED_STATUS },
      ),
  );
}

/** The plain form post of a visit's page, as its script would have sent it to the sync route. */
async function asSyncTap(post: Request): Promise<Request> {
  const form = await post.formData();
  form.set("tappedAt", new Date().toISOString());
  return new Request(new URL(syncUrl(Number(/\d+$/.exec(new URL(post.url).pathname)?.[0])), self.location.origin), {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: {
      "Idempotency-Key": crypto.randomUUID(),
      [TAP_HEADERS.label]: encodeURIComponent(tapLabel(String(form.get("intent") ?? ""))),
    },
  });
}

/**
 * A tap on a visit's page before its script has come to life (a plain form post): without
 * signal it is kept like any other, and the phone goes back to the visit's kept page, which
 * lists it as waiting.
 */
export function keepPagePost(request: Request): Promise<Response> {
  return sendOrKeepTap(request, asSyncTap, (copy) =>
    Response.redirect(new URL(new URL(copy.url).pathname, self.location.origin).href, 303),
  );
}
