import { describe, expect, it } from "vitest";
import { looksLikeABot } from "./bot-check";

describe("looksLikeABot", () => {
  it("catches a filled honeypot", () => {
    expect(looksLikeABot({ honeypot: "http://spam.example", fillTimeMs: 60_000 }, 3000)).toBe(true);
  });

  it("catches a form sent faster than a person could fill it", () => {
    expect(looksLikeABot({ honeypot: "", fillTimeMs: 2999 }, 3000)).toBe(true);
  });

  it("lets people through, including API clients that send no timing", () => {
    expect(looksLikeABot({ honeypot: "", fillTimeMs: 3000 }, 3000)).toBe(false);
    expect(looksLikeABot({ honeypot: "   " }, 3000)).toBe(false);
    expect(looksLikeABot({}, 3000)).toBe(false);
  });
});
