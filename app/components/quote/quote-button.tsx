import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { quoteOpenAttributes } from "./open-quote";

/**
 * A button that opens the quote form, with a service chosen when given. It needs no script of
 * its own: the page's quote opener listens for its clicks (open-quote.ts), so a button in
 * static page text works before anything has hydrated.
 */
export function QuoteButton({ service, children = "Get a Free Quote", ...props }: ComponentProps<typeof Button> & { service?: string }) {
  return (
    <Button variant="primary" type="button" {...quoteOpenAttributes(service)} {...props}>
      {children}
    </Button>
  );
}
