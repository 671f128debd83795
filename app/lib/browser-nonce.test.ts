import { afterEach, describe, expect, it, vi } from "vitest";
import { browserNonce } from "./browser-nonce";

describe("browserNonce", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is undefined on the server, where React Router has the nonce itself", () => {
    expect(browserNonce()).toBeUndefined();
  });

  it("reads the nonce property of the page's scripts, which the browser keeps when it hides the attribute", () => {
    const querySelector = vi.fn(() => ({ nonce: "r4nd0m", getAttribute: () => "" }));
    vi.stubGlobal("document", { querySelector });
    expect(browserNonce()).toBe("r4nd0m");
    expect(querySelector).toHaveBeenCalledWith("script[nonce]");
  });

  it("is undefined in a page without a nonce'd script", () => {
    vi.stubGlobal("document", { querySelector: () => null });
    expect(browserNonce()).toBeUndefined();
  });
});
