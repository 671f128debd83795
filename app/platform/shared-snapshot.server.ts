import { onContentChange, type ContentFamily } from "./content-changes";

/**
 * A value read at most once every `ttlMs` and shared by all requests, for data that changes
 * only when staff edit it (docs/decisions/0030); it is forgotten as soon as a change to its
 * content `family` is announced. Kept on globalThis because the server entry and the React
 * Router build may each bundle a copy of the caller's module. A failed read is not kept:
 * the next call tries again. Several snapshots of one family each have their own `name`.
 */
export function sharedSnapshot<T>(family: ContentFamily, ttlMs: number, load: () => Promise<T>, name: string = family) {
  const key = Symbol.for(`harbourside.snapshot.${name}`);
  const store = globalThis as { [key: symbol]: { value: Promise<T>; expires: number } | undefined };
  const subscribed = Symbol.for(`harbourside.snapshot.${name}.subscribed`);
  const flags = globalThis as { [key: symbol]: boolean | undefined };
  if (!flags[subscribed]) {
    flags[subscribed] = true;
    onContentChange((families) => {
      if (families.has(family)) store[key] = undefined;
    });
  }
  return {
    get(): Promise<T> {
      const now = Date.now();
      const cached = store[key];
      if (cached && cached.expires > now) return cached.value;
      const value = load();
      store[key] = { value, expires: now + ttlMs };
      value.catch(() => {
        if (store[key]?.value === value) store[key] = undefined;
      });
      return value;
    },
  };
}
