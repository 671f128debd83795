import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_QUERY, leadQueryString, parseLeadQuery, searchTsQuery } from "./list-query";

const AREAS = ["North Shore", "West Auckland", "Auckland Central"];

describe("the leads list state in the URL", () => {
  it("reads defaults from an empty URL and writes them back as nothing", () => {
    const parsed = parseLeadQuery(new URLSearchParams(""), AREAS);
    expect(parsed).toEqual({ ok: true, query: DEFAULT_LEAD_QUERY });
    expect(leadQueryString(DEFAULT_LEAD_QUERY)).toBe("");
  });

  it("round-trips a filtered, sorted page", () => {
    const search = "?q=mere&status=contacted&area=North+Shore&sort=name&dir=asc&page=3";
    const parsed = parseLeadQuery(new URLSearchParams(search), AREAS);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(leadQueryString(parsed.query)).toBe(search);
  });

  it("refuses nonsense with a message naming the filter", () => {
    expect(parseLeadQuery(new URLSearchParams("receivedFrom=2026-02-30"), AREAS)).toEqual({
      ok: false,
      message: "receivedFrom: That date does not exist.",
    });
    expect(parseLeadQuery(new URLSearchParams("status=maybe"), AREAS)).toMatchObject({ ok: false });
    expect(parseLeadQuery(new URLSearchParams("area=Mars"), AREAS)).toEqual({ ok: false, message: "area: That is not an area we know." });
    expect(parseLeadQuery(new URLSearchParams("area=Auckland+Central"), AREAS)).toMatchObject({ ok: true });
    expect(parseLeadQuery(new URLSearchParams("page=0"), AREAS)).toMatchObject({ ok: false });
  });

  it("keeps a page cursor only where a link asks for it, and refuses a bad or doubled one", () => {
    const parsed = parseLeadQuery(new URLSearchParams("status=new&page=4&after=812"), AREAS);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.query).toMatchObject({ page: 4, after: "812", before: "" });
    expect(leadQueryString(parsed.query)).toBe("?status=new&page=4");
    expect(leadQueryString(parsed.query, { sort: "name" })).toBe("?status=new&sort=name&page=4");
    expect(leadQueryString(parsed.query, { page: 5, after: "790" })).toBe("?status=new&page=5&after=790");
    expect(parseLeadQuery(new URLSearchParams("after=12&before=14"), AREAS)).toEqual({
      ok: false,
      message: "before: Use after or before, not both.",
    });
    expect(parseLeadQuery(new URLSearchParams("after=twelve"), AREAS)).toEqual({ ok: false, message: "after: That is not a lead number." });
  });

  it("turns the search box into a safe prefix query", () => {
    expect(searchTsQuery("  Mere  021 ")).toBe("'mere':* & '021':*");
    expect(searchTsQuery("o'brien & (drop)")).toBe("'o':* & 'brien':* & 'drop':*");
    expect(searchTsQuery("!!!")).toBeNull();
  });
});
