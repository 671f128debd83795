import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

interface QuoteModalApi {
  /** Opens the quote modal, optionally with a service already chosen. */
  openQuote(service?: string): void;
  closeQuote(): void;
  isOpen: boolean;
}

const QuoteModalContext = createContext<QuoteModalApi | null>(null);

// The form, calendar and validation load only when someone first asks for a quote.
const QuoteModal = lazy(() => import("./components/quote-modal"));

export function QuoteModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; service: string; everOpened: boolean }>({ open: false, service: "", everOpened: false });
  const openQuote = useCallback((service = "") => setState({ open: true, service, everOpened: true }), []);
  const closeQuote = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ openQuote, closeQuote, isOpen: state.open }), [openQuote, closeQuote, state.open]);
  return (
    <QuoteModalContext.Provider value={api}>
      {children}
      {state.everOpened ? (
        <Suspense fallback={null}>
          <QuoteModal open={state.open} initialService={state.service} onOpenChange={(open) => (open ? openQuote(state.service) : closeQuote())} />
        </Suspense>
      ) : null}
    </QuoteModalContext.Provider>
  );
}

export function useQuoteModal(): QuoteModalApi {
  const api = useContext(QuoteModalContext);
  if (!api) throw new Error("useQuoteModal must be used within a QuoteModalProvider");
  return api;
}
