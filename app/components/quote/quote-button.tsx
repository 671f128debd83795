import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { useQuoteModal } from "./quote-modal-context";

/** A button that opens the quote modal, with a service chosen when given. */
export function QuoteButton({ service, children = "Get a Free Quote", ...props }: ComponentProps<typeof Button> & { service?: string }) {
  const { openQuote } = useQuoteModal();
  return (
    <Button variant="primary" type="button" onClick={() => openQuote(service)} {...props}>
      {children}
    </Button>
  );
}
