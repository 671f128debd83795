import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import QuoteModal from "~/features/quote-requests/components/quote-modal";
import type { CarriedFirstStep } from "~/features/quote-requests/first-step-markers";

let root: Root | undefined;

function render(open: boolean, service: string, carried?: CarriedFirstStep) {
  root!.render(<QuoteModal open={open} initialService={service} carried={carried} onOpenChange={(next) => render(next, service)} />);
}

/**
 * Opens the quote form (its own React root, made on first use), with a service chosen when
 * given, and what the plain first step held when it takes that step's place. Synchronously:
 * when this returns, the dialog is on screen and answers Escape, so a key pressed as it
 * replaces the plain step is never lost between the two.
 */
export function showQuoteForm(service: string, carried?: CarriedFirstStep) {
  if (!root) {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  }
  flushSync(() => render(true, service, carried));
}
