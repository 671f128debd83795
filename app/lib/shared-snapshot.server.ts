/**
 * A value read at most once every `ttlMs` and shared by all requests, for data that changes
 * only when staff edit it (docs/decisions/0030). Kept on globalThis because the server entry
 * and the React Router build may each bundle a copy of the caller's module; an invalidation
 * from either must reach both. A failed read is not kept: the next call tries again.
 */
export function sharedSnapshot<T>(name: string, ttlMs: number, load: () => Promise<T>) {
  const key = Symbol.for(`harbourside.${name}`);
  const store = globalThis as { [key: symbol]: { value: Promise<T>; expires: number } | undefined };
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
    /** Forget the value; call after committing a change to what it reads. */
    invalidate(): void {
      store[key] = undefined;
    },
  };
}
