import { QUOTE_OPEN_EVENT } from "~/components/quote/open-quote";
import {
  QUOTE_FIRST_STEP_TEMPLATE_ID,
  QUOTE_PENDING_DIALOG_ID,
  RECURRING_OPTION_ATTRIBUTE,
  VISITS_FIELD_ATTRIBUTE,
  type CarriedFirstStep,
} from "~/features/quote-requests/first-step-markers";
import { INTENT_EVENTS } from "./intent-events";

type ShowQuoteForm = (service: string, carried?: CarriedFirstStep) => void;

/** What signals that someone is about to ask for a quote: a quote button, or the hero search. */
const INTENT_TARGETS = "[data-quote-open], [data-quote-intent]";
const NEXT_PENDING_TEXT = "Loading the next step…";
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

/**
 * The quote form's first step as plain HTML (features/quote-requests/components/quote-first-step.tsx,
 * docs/decisions/0239), shown in the same frame as a tap that comes before the form's code. It
 * can be used at once; the form takes its place when the code has come, at once if nothing was
 * touched yet, else when Next is pressed, with what was chosen and typed.
 */
interface PlainStep {
  dialog: HTMLDialogElement;
  form: HTMLFormElement;
  service: HTMLSelectElement;
  status: HTMLElement;
  /** The service the form was asked for (a search's words, a service page's name). */
  asked: string;
  openedAt: number;
  touched: boolean;
}

let plain: PlainStep | null = null;

function field<T extends Element>(root: ParentNode, selector: string): T {
  return root.querySelector<T>(selector)!;
}

function plainStep(): PlainStep | null {
  if (plain) return plain;
  const template = document.getElementById(QUOTE_FIRST_STEP_TEMPLATE_ID) as HTMLTemplateElement | null;
  if (!template) return null; // a page that hydrates whole (the development server)
  document.body.append(template.content.cloneNode(true));
  const dialog = document.getElementById(QUOTE_PENDING_DIALOG_ID) as HTMLDialogElement;
  const form = field<HTMLFormElement>(dialog, "form");
  const step: PlainStep = {
    dialog,
    form,
    service: field(form, "select[name=service]"),
    status: field(form, "[role=status]"),
    asked: "",
    openedAt: 0,
    touched: false,
  };
  form.addEventListener("input", () => {
    step.touched = true;
    showChoices(step);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    step.status.textContent = NEXT_PENDING_TEXT;
    void loadHost().then(
      (showQuoteForm) => step.dialog.open && handOver(step, showQuoteForm, true),
      () => failed(step),
    );
  });
  return (plain = step);
}

/** Next waits for a service, and "Regular visits" shows for a service that repeats, as in the form. */
function showChoices(step: PlainStep) {
  field<HTMLButtonElement>(step.form, "button[type=submit]").disabled = !step.service.value;
  field<HTMLElement>(step.form, `[${VISITS_FIELD_ATTRIBUTE}]`).hidden =
    !step.service.selectedOptions[0]?.hasAttribute(RECURRING_OPTION_ATTRIBUTE);
}

function openPlainStep(step: PlainStep, service: string) {
  step.asked = service;
  step.openedAt ||= performance.now();
  if (!step.touched && [...step.service.options].some((option) => option.value === service)) step.service.value = service;
  showChoices(step);
  step.status.textContent = "";
  if (!step.dialog.open) step.dialog.showModal();
  field<HTMLElement>(step.form, "h3").focus();
}

/** Someone is choosing or typing in the plain step: the form waits for their Next rather than take the page from under them. */
function inUse(step: PlainStep): boolean {
  return step.touched || step.form.contains(document.activeElement?.closest("select, textarea") ?? null);
}

/** The form takes the plain step's place (which leaves the page: one set of field ids at a time). */
function handOver(step: PlainStep, showQuoteForm: ShowQuoteForm, next: boolean) {
  const value = (name: string) => field<HTMLSelectElement | HTMLTextAreaElement>(step.form, `[name=${name}]`).value;
  const carried = {
    service: value("service"),
    message: value("message"),
    visitsEvery: value("visitsEvery"),
    openedAt: step.openedAt,
    next,
  };
  step.dialog.close();
  step.dialog.remove();
  plain = null;
  showQuoteForm(step.asked, carried);
}

function failed(step: PlainStep) {
  step.status.textContent = FAILED_TEXT;
}

async function show(service: string) {
  const step = ready ? null : plainStep();
  if (step) openPlainStep(step, service);
  try {
    const showQuoteForm = await loadHost();
    if (!step) return showQuoteForm(service);
    // Closed while waiting (Escape, the backdrop, Close): "never mind", so the form does not open after all.
    if (step.dialog.open && !inUse(step)) handOver(step, showQuoteForm, false);
  } catch {
    if (step) failed(step);
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
