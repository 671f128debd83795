import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from "react";

interface QuoteModalApi {
  /** Opens the quote modal, optionally with a service already chosen. */
  openQuote(service?: string): void;
  closeQuote(): void;
  isOpen: boolean;
}

const QuoteModalContext = createContext<QuoteModalApi | null>(null);

export interface QuoteModalProps {
  open: boolean;
  initialService: string;
  onOpenChange(open: boolean): void;
}

/**
 * Lets any page open the quote form. The form itself (`modal`, from the quote-requests
 * feature, lazily loaded by the site layout) is mounted only once someone first asks.
 */
export function QuoteModalProvider({ modal: QuoteModal, children }: { modal: ComponentType<QuoteModalProps>; children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; service: string; everOpened: boolean }>({
    open: false,
    service: "",
    everOpened: false,
  });
  const openQuote = useCallback((service = "") => setState({ open: true, service, everOpened: true }), []);
  const closeQuote = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ openQuote, closeQuote, isOpen: state.open }), [openQuote, closeQuote, state.open]);
  return (
    <QuoteModalContext.Provider value={api}>
      {children}
      {state.everOpened ? (
        <Suspense fallback={null}>
          <QuoteModal
            open={state.open}
            initialService={state.service}
            onOpenChange={(open) => (open ? openQuote(state.service) : closeQuote())}
          />
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
