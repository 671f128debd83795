import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * Asks every `everyMs`, while the tab is visible, whether the board changed, by its tag
 * (If-None-Match): a 304 costs no body and no render; a new tag reloads the page's data.
 */
export function useBoardChanges(stampUrl: string, etag: string, everyMs: number) {
  const { revalidate } = useRevalidator();
  const known = useRef(etag);
  known.current = etag;
  useEffect(() => {
    let asking = false;
    const ask = async () => {
      if (asking || document.visibilityState !== "visible") return;
      asking = true;
      try {
        const res = await fetch(stampUrl, { headers: { "if-none-match": known.current }, cache: "no-store" });
        const next = res.status === 200 ? res.headers.get("etag") : null;
        if (next && next !== known.current) {
          known.current = next;
          await revalidate();
        }
      } catch {
        // Offline for a moment: the next tick asks again.
      } finally {
        asking = false;
      }
    };
    const timer = window.setInterval(() => void ask(), everyMs);
    const onVisible = () => void ask();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [revalidate, stampUrl, everyMs]);
}
