import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuoteModalProvider, useQuoteModal } from "./quote-modal-context";

function OpensQuote() {
  const { isOpen } = useQuoteModal();
  return <span>{isOpen ? "open" : "closed"}</span>;
}

describe("useQuoteModal", () => {
  it("throws a clear error outside its provider", () => {
    expect(() => renderToString(<OpensQuote />)).toThrow("useQuoteModal must be used within a QuoteModalProvider");
  });

  it("works inside its provider, closed at first", () => {
    expect(
      renderToString(
        <QuoteModalProvider modal={() => null}>
          <OpensQuote />
        </QuoteModalProvider>,
      ),
    ).toContain("closed");
  });
});
