import { describe, expect, it } from "vitest";
import { defineListQuery, listFilters } from "./list-query";

type Colour = "red" | "green";
const isColour = (value: string): value is Colour => value === "red" || value === "green";

const paints = defineListQuery("/admin/paints", 20, {
  q: listFilters.text(),
  colour: listFilters.oneOf(isColour),
  from: listFilters.day(),
  min: listFilters.dollars(),
  maker: listFilters.text(8),
});
const brushes = defineListQuery("/admin/brushes", 50, { q: listFilters.text() });

const read = (search: string) => paints.read(new URLSearchParams(search));

describe("a list's state in its address", () => {
  it("reads each filter by its own rule, and two lists each their own filters and page size", () => {
    expect(read("q=+gloss+&colour=red&from=2026-11-02&min=12.50&maker=Resene%20Paints&page=3")).toEqual({
      q: "gloss",
      colour: "red",
      from: "2026-11-02",
      min: "12.50",
      maker: "Resene P",
      page: 3,
    });
    expect(brushes.read(new URLSearchParams("q=sash&colour=red&page=2"))).toEqual({ q: "sash", page: 2 });
    expect([paints.perPage, brushes.perPage]).toEqual([20, 50]);
  });

  it("takes anything unreadable as no filter and the first page", () => {
    expect(read("colour=blue&from=2026-02-30&min=lots&page=0")).toEqual({ q: "", colour: "", from: "", min: "", maker: "", page: 1 });
    expect(read("min=99999999999&page=10001").min).toBe("");
    expect(read("page=2.5").page).toBe(1);
  });

  it("answers a control character in words with a 400, never a query", () => {
    expect(() => read("q=a%00b")).toThrow();
    expect(() => read("maker=a%1Fb")).toThrow();
  });

  it("links to a view with the empty filters and the first page left out, and counts pages", () => {
    const query = read("q=gloss&colour=green&page=2");
    expect(paints.href(query)).toBe("/admin/paints?q=gloss&colour=green&page=2");
    expect(paints.href(query, { page: 1, colour: "" })).toBe("/admin/paints?q=gloss");
    expect(brushes.href(brushes.read(new URLSearchParams()))).toBe("/admin/brushes");
    expect([paints.pages(0), paints.pages(20), paints.pages(21), brushes.pages(21)]).toEqual([1, 1, 2, 1]);
    expect([paints.offset(1), paints.offset(3), brushes.offset(3)]).toEqual([0, 40, 100]);
  });
});
