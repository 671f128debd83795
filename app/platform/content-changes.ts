/**
 * The signal that public content changed: whoever commits a change to settings, services,
 * areas or tradies announces it here, and every cache of what pages show (the settings and
 * catalogue snapshots, the page cache) forgets what it holds of that family.
 *
 * Listeners live on globalThis because the server entry and the React Router build may
 * each bundle a copy of this module; an announcement from either must reach both.
 */
export type ContentFamily = "settings" | "catalogue" | "tradies";

type Listener = (families: ReadonlySet<ContentFamily>) => void;

const KEY = Symbol.for("harbourside.content-change-listeners");
const listeners: Set<Listener> = ((globalThis as { [KEY]?: Set<Listener> })[KEY] ??= new Set());

/** Call after the change has committed. */
export function announceContentChange(...families: ContentFamily[]): void {
  const changed = new Set(families);
  for (const listener of listeners) listener(changed);
}

export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
