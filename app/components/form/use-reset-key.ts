import { useRef } from "react";

/**
 * A number that goes up each time an action succeeds, to use as a `key` so the page's forms
 * start empty again after a change was saved (and keep what was typed after a refusal).
 */
export function useResetKey(result: { ok: boolean } | undefined): number {
  const last = useRef<{ result: unknown; key: number }>({ result: undefined, key: 0 });
  if (result !== last.current.result) last.current = { result, key: result?.ok ? last.current.key + 1 : last.current.key };
  return last.current.key;
}
