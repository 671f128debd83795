/*
 * What the tradie's phone keeps and says between the crew pages and their service worker
 * (docs/decisions/0228). Shared by both sides, so a name changes in one place.
 */

/** The worker's script and the part of the site it looks after: the portal, and nothing else. */
export const CREW_WORKER_URL = "/crew-sw.js";
export const CREW_SCOPE = "/crew";

/** The caches it fills: the tradie's pages (wiped at sign-out and when another tradie signs in), photos, and the build's files. */
export const CREW_CACHES = { pages: "crew-pages", photos: "crew-photos", assets: "crew-assets" } as const;

/** How long a kept page or photo is good for: the next 7 days of visits, and a day's grace. */
export const KEEP_SECONDS = 8 * 24 * 60 * 60;

/** The crew pages kept for use without signal: the list and each visit; never sign-in links, sign-out or the devices page. */
export function isKeptCrewPage(pathname: string): boolean {
  return pathname === "/crew" || /^\/crew\/visits\/\d+$/.test(pathname);
}

/** Where a queued tap is sent when signal returns (app/routes/crew/visit-sync.ts). */
export const syncUrl = (visitId: number) => `/crew/visits/${visitId}/sync`;
export const isSyncPath = (pathname: string) => /^\/crew\/visits\/\d+\/sync$/.test(pathname);

/** The header the page adds to a tap, for the worker to list it by; the server ignores it. */
export const TAP_HEADERS = { label: "X-Crew-Label" } as const;

/** What each tap is called in the list of changes waiting to send. */
const TAP_LABELS: Record<string, string> = {
  accept: "Accepted the visit",
  decline: "Declined the visit",
  "on-my-way": "On my way",
  started: "Started",
  done: "Done, with the sign-off",
  "not-completed": "Could not finish",
  note: "A note",
  photo: "A photo",
  pause: "A pause",
  resume: "Back to work",
  "correct-time": "Corrected times",
  "add-material": "A material",
};

export const tapLabel = (intent: string) => TAP_LABELS[intent] ?? "A change";

/** A tap kept on the phone, as the page lists it. */
export interface WaitingTap {
  visitId: number;
  /** What was tapped, in words: "On my way", "A note". */
  label: string;
  /** When it was tapped (ISO). */
  tappedAt: string;
}

/** A tap the office's side refused when it arrived (the visit was cancelled meanwhile): shown until the tradie has read it. */
export interface RefusedTap extends WaitingTap {
  id: string;
  message: string;
}

export interface OutboxState {
  waiting: WaitingTap[];
  refused: RefusedTap[];
  /** Taps waiting for the tradie who is signed in to sign in again (their session ended). */
  needsSignIn: boolean;
}

/** Page → worker. */
export type PageMessage = { type: "HELLO"; tradieId: number; keep: string[] } | { type: "SEND_NOW" } | { type: "DISMISS"; id: string };

/** Worker → page. */
export interface WorkerMessage {
  type: "OUTBOX";
  state: OutboxState;
}

/** The worker's answer when a tap could not be sent and is kept. */
export const QUEUED_STATUS = 202;
