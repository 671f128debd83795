import { QUOTE_OPEN_EVENT } from "~/components/quote/open-quote";
import { INTENT_EVENTS } from "./intent-events";

type ShowQuoteForm = (service: string) => void;

/** What signals that someone is about to ask for a quote: a quote button, or the hero search. */
const INTENT_TARGETS = "[data-quote-open], [data-quote-intent]";
const PENDING_ID = "quote-form-pending";
const PENDING_TEXT = "Loading the quote form…";
const FAILED_TEXT = "The quote form could not load. Please check your connection and try again, or call us.";

let host: Promise<ShowQuoteForm> | undefined;
let ready = false;

function loadHost(): Promise<ShowQuoteForm> {
  host ??= import("./quote-host").then(
    ({ showQuoteForm }) => ((ready = true), showQuoteForm),
    (error: unknown) => {
      host = undefined; // a later tap tries again
      throw error;
    },
  );
  return host;
}

/** Shown in the same frame as the tap when the form's code is still on its way, so the tap is answered at once. */
function pendingDialog(): HTMLDialogElement {
  let dialog = document.getElementById(PENDING_ID) as HTMLDialogElement | null;
  if (!dialog) {
    dialog = document.createElement("dialog");
    dialog.id = PENDING_ID;
    dialog.setAttribute("aria-labelledby", `${PENDING_ID}-title`);
    dialog.className = "m-auto w-[calc(100vw-1.5rem)] max-w-md rounded-xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/60";
    dialog.innerHTML = `<h2 id="${PENDING_ID}-title" class="text-xl font-bold">Request a Free Quote</h2><p role="status" class="mt-3 text-muted"></p>`;
    document.body.append(dialog);
  }
  return dialog;
}

async function show(service: string) {
  const pending = ready ? null : pendingDialog();
  const status = pending?.querySelector('[role="status"]');
  if (status) status.textContent = PENDING_TEXT;
  if (pending && !pending.open) pending.showModal();
  try {
    const showQuoteForm = await loadHost();
    // Closed while waiting (Escape, or the backdrop): "never mind", so the form does not open after all.
    if (pending && !pending.open) return;
    pending?.close();
    showQuoteForm(service);
  } catch {
    if (status) status.textContent = FAILED_TEXT;
  }
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * Fetches the quote form's code and stylesheet into the browser's cache, without running it,
 * once the page has loaded and the browser is idle: asking for a quote is what most visits are
 * for, and on a phone the tap otherwise waits for the form's code (some 90 KB) and then one more
 * round trip for the stylesheet (issue 47). Not when the visitor asked to save data or is
 * on a 2G connection; then the form loads on intent as before. The page lists the files on its
 * script tag (data-quote-form).
 */
function prefetchWhenIdle() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? "")) return;
  const files = document.querySelector<HTMLScriptElement>("script[data-quote-form]")?.dataset.quoteForm?.split(" ").filter(Boolean) ?? [];
  const prefetch = () => {
    for (const href of files) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = href;
      document.head.append(link);
    }
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(prefetch, { timeout: 5_000 }) : setTimeout(prefetch, 2_000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/**
 * Opens the quote form for any quote button on the page (open-quote.ts). Its code loads on
 * the first sign of intent (a pointer over, focus on, or touch of a quote button or the hero
 * search), so by the time the tap lands it is usually there. Returns what stops listening.
 */
export function listenForQuoteRequests(): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  prefetchWhenIdle();
  const intent = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(INTENT_TARGETS)) void loadHost().catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, intent, { passive: true, capture: true, signal });
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>("[data-quote-open]");
      if (!button) return;
      button.closest("dialog")?.close();
      void show(button.dataset.quoteService ?? "");
    },
    { signal },
  );
  window.addEventListener(QUOTE_OPEN_EVENT, (event) => void show((event as CustomEvent<{ service: string }>).detail.service), { signal });
  return () => listening.abort();
}
