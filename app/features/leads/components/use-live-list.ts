import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Reloads the page's data every `everyMs` while the tab is visible, and as soon as it becomes
 * visible again, so new leads appear without a full reload (docs/decisions/0061).
 */
export function useLiveList(everyMs = 30_000) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") void revalidate();
    };
    const timer = window.setInterval(refresh, everyMs);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [revalidate, everyMs]);
  return state === "loading";
}
