/**
 * The signal that public content changed: whoever commits a change to settings, services,
 * areas, tradies, published reviews or gallery projects announces it here, and every cache of what pages show (the settings and
 * catalogue snapshots, the page cache) forgets what it holds of that family.
 *
 * Listeners live on globalThis because the server entry and the React Router build may
 * each bundle a copy of this module; an announcement from either must reach both.
 */
export type ContentFamily = "settings" | "catalogue" | "tradies" | "reviews" | "projects";

export const CONTENT_FAMILIES: readonly ContentFamily[] = ["settings", "catalogue", "tradies", "reviews", "projects"];

type Listener = (families: ReadonlySet<ContentFamily>) => void;

const KEY = Symbol.for("harbourside.content-change-listeners");
const listeners: Set<Listener> = ((globalThis as { [KEY]?: Set<Listener> })[KEY] ??= new Set());
const MADE_HERE = Symbol.for("harbourside.content-change-made-here");
const madeHere: Set<Listener> = ((globalThis as { [MADE_HERE]?: Set<Listener> })[MADE_HERE] ??= new Set());
const RELAY = Symbol.for("harbourside.content-change-relay");
const relay = globalThis as { [RELAY]?: Listener };

/** Call after the change has committed: this instance forgets at once, the others through the relay. */
export function announceContentChange(...families: ContentFamily[]): void {
  const changed = new Set(families);
  deliverContentChange(changed);
  relay[RELAY]?.(changed);
  for (const listener of madeHere) listener(changed);
}

/** A change announced by another instance (or possibly missed): forget it here, tell no one else. */
export function deliverContentChange(families: Iterable<ContentFamily>): void {
  const changed = new Set(families);
  for (const listener of listeners) listener(changed);
}

/** Where announcements go besides this instance (app/server/content-sync.server.ts); undefined stops relaying. */
export function relayContentChanges(send: Listener | undefined): void {
  relay[RELAY] = send;
}

export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes this instance made (not those relayed from others): for work done once per change, such as purging a CDN. */
export function onContentChangeMadeHere(listener: Listener): () => void {
  madeHere.add(listener);
  return () => madeHere.delete(listener);
}
