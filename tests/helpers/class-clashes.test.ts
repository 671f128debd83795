import { describe, expect, it } from "vitest";
import { classClashes } from "./class-clashes";

describe("classClashes", () => {
  it("names each list whose classes clash, with the ones that would lose", () => {
    expect(
      classClashes([
        "h-4 rounded-md bg-slate-200 h-8",
        "inline-flex h-11 px-5 text-ink text-brand-700",
        "max-w-2xl p-5 max-w-md",
        "h-4 size-4",
      ]),
    ).toEqual([
      '"h-4 rounded-md bg-slate-200 h-8" (h-4 would lose)',
      '"inline-flex h-11 px-5 text-ink text-brand-700" (text-ink would lose)',
      '"max-w-2xl p-5 max-w-md" (max-w-2xl would lose)',
      '"h-4 size-4" (h-4 would lose)',
    ]);
  });

  it("passes classes that only refine one another, variants, and the theme's own names", () => {
    expect(
      classClashes([
        "px-4 py-3 max-sm:px-0 max-sm:pr-10",
        "text-sm text-muted sm:text-base hover:bg-brand-50 bg-white",
        "mt-4 grid gap-3 sm:grid-cols-2",
        "h-8 sm:h-9 w-64 max-w-full",
      ]),
    ).toEqual([]);
  });

  it("reports a list once however many elements carry it", () => {
    expect(classClashes(["p-2 p-4", "p-2 p-4", "m-1"])).toEqual(['"p-2 p-4" (p-2 would lose)']);
  });
});
