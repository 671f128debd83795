/// <reference lib="webworker" />
import { createStore, del, get, set } from "idb-keyval";
import type { Serwist } from "serwist";
import { CREW_CACHES } from "./protocol";

/*
 * Whose pages the phone holds (docs/decisions/0228). One tradie's pages and photos at a time:
 * signing out wipes them, and so does another tradie signing in on the same phone.
 */
declare const self: ServiceWorkerGlobalScope;

const state = createStore("crew-phone", "state");

export async function signedInTradie(): Promise<number | null> {
  return (await get<number>("tradie", state)) ?? null;
}

async function wipePages() {
  await Promise.all([caches.delete(CREW_CACHES.pages), caches.delete(CREW_CACHES.photos)]);
}

/** The page says who is signed in; a different tradie from the last starts from an empty phone. */
export async function switchTradie(tradieId: number) {
  if ((await signedInTradie()) === tradieId) return;
  await wipePages();
  await set("tradie", tradieId, state);
}

/** Signing out: nothing of this tradie's pages stays. Their waiting taps stay, sent when they sign in here again. */
export async function forgetPages() {
  await wipePages();
  await del("tradie", state);
}

/** Fetch and keep what the page lists (its visits for the next 7 days, its own files), each through its route's cache. */
export async function keepPages(serwist: Serwist, urls: readonly string[], event: ExtendableEvent) {
  const wanted = [...new Set(urls)]
    .slice(0, 200)
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin);
  await Promise.all(
    wanted.map((url) =>
      serwist.handleRequest({ request: new Request(url.href, { credentials: "same-origin" }), event })?.catch(() => undefined),
    ),
  );
}
