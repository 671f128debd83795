import { describe, expect, it } from "vitest";
import { HERO_SUGGESTION_MAX, HERO_SUGGESTIONS } from "~/features/quote-requests/constants";
import { matchSuggestions } from "./suggestions";

describe("matchSuggestions", () => {
  it("matches a substring anywhere, ignoring case, and splits out the matched part", () => {
    expect(matchSuggestions(["Leaking tap repair", "Plumbing"], "TAP", 5)).toEqual([
      { text: "Leaking tap repair", before: "Leaking ", match: "tap", after: " repair" },
    ]);
  });

  it("keeps the list's order and stops at the maximum", () => {
    const results = matchSuggestions(HERO_SUGGESTIONS, "in", HERO_SUGGESTION_MAX);
    expect(results).toHaveLength(HERO_SUGGESTION_MAX);
    expect(results.map((r) => r.text)).toEqual(
      HERO_SUGGESTIONS.filter((s) => s.toLowerCase().includes("in")).slice(0, HERO_SUGGESTION_MAX),
    );
  });

  it("ignores surrounding spaces and finds nothing for blank or unmatched text", () => {
    expect(matchSuggestions(HERO_SUGGESTIONS, "  plumb ", 5).map((r) => r.text)).toEqual(["Plumbing"]);
    expect(matchSuggestions(HERO_SUGGESTIONS, "   ", 5)).toEqual([]);
    expect(matchSuggestions(HERO_SUGGESTIONS, "zzz", 5)).toEqual([]);
  });

  it("offers only the fixed list's services", () => {
    expect(new Set(HERO_SUGGESTIONS).size).toBe(HERO_SUGGESTIONS.length);
    expect(HERO_SUGGESTIONS).toContain("Gutter Cleaning");
  });
});
