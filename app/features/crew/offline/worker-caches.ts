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

/** The photos a kept page shows (its `/api/photos/` addresses), so a visit's photos open without signal too. */
async function photosOn(page: Response | undefined): Promise<string[]> {
  if (!page?.ok || !page.headers.get("Content-Type")?.includes("text/html")) return [];
  return [...new Set((await page.text()).match(/\/api\/photos\/[\w-]+\/\d+\.\w+/g) ?? [])];
}

/** Fetch and keep what the page lists (its visits for the next 7 days, its own files), each through its route's cache, and their photos. */
export async function keepPages(serwist: Serwist, urls: readonly string[], event: ExtendableEvent) {
  const keep = async (url: URL) =>
    (await serwist.handleRequest({ request: new Request(url.href, { credentials: "same-origin" }), event })?.catch(() => undefined)) ??
    undefined;
  const wanted = [...new Set(urls)]
    .slice(0, 200)
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin);
  const pages = await Promise.all(wanted.map(keep));
  const photos = (await Promise.all(pages.map(photosOn))).flat();
  await Promise.all(photos.slice(0, 300).map((photo) => keep(new URL(photo, self.location.origin))));
}
