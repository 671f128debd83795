import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False in the server's HTML and in the browser's hydrating render, true from then on: what only works with JavaScript waits for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
