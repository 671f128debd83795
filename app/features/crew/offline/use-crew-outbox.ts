import { useEffect, useState } from "react";
import { CREW_SCOPE, CREW_WORKER_URL, type OutboxState, type PageMessage, type WorkerMessage } from "./protocol";

const RETRY_MS = 10_000;
const EMPTY: OutboxState = { waiting: [], refused: [], needsSignIn: false };

function post(message: PageMessage) {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * The signed-in tradie's phone (docs/decisions/0228): registers the portal's service worker,
 * tells it who is signed in and what to keep, and follows what is waiting to send.
 */
export function useCrewOutbox(tradieId: number | undefined, keep: readonly string[]) {
  const [state, setState] = useState<OutboxState>(EMPTY);
  const [online, setOnline] = useState(true);
  const keepKey = keep.join(" ");
  useEffect(() => {
    if (tradieId === undefined || !("serviceWorker" in navigator) || import.meta.env.DEV) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type === "OUTBOX") setState(event.data.state);
    };
    const onOnline = () => {
      setOnline(true);
      post({ type: "SEND_NOW" });
    };
    const onOffline = () => setOnline(false);
    setOnline(navigator.onLine);
    container.addEventListener("message", onMessage);
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    // A page the worker did not serve (the first visit) is fetched again to be kept, with its photos; one it
    // served is kept already. The app's files are the worker's own, kept when it installed.
    const here = container.controller ? [] : [location.pathname];
    container
      .register(CREW_WORKER_URL, { scope: CREW_SCOPE })
      .then(() => post({ type: "HELLO", tradieId, keep: [...here, ...(keepKey ? keepKey.split(" ") : [])] }))
      .catch(() => undefined);
    return () => {
      container.removeEventListener("message", onMessage);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, [tradieId, keepKey]);
  // While changes wait, the page asks again now and then: Background Sync may not come, and a phone's "online" can be wrong.
  const waiting = state.waiting.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => post({ type: "SEND_NOW" }), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  return { ...state, online, sendNow: () => post({ type: "SEND_NOW" }), dismiss: (id: string) => post({ type: "DISMISS", id }) };
}
