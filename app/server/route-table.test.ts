import { describe, expect, it } from "vitest";
import { canonicalPath, routeFor } from "./route-table";

const PATTERNS = ["/admin/leads", "/admin/leads/:id", "/admin/tradies/new", "/admin/tradies/:id", "/api/photos/*", "/*"];

describe("the route table's answers about a path", () => {
  it("give the canonical spelling, and the same again when asked again (the answer is kept)", () => {
    for (let i = 0; i < 2; i++) {
      expect(canonicalPath(PATTERNS, "/ADMIN/Leads")).toBe("/admin/leads");
      expect(canonicalPath(PATTERNS, "/admin/leads")).toBeUndefined();
      expect(canonicalPath(PATTERNS, "/%61dmin/leads/7.data")).toBe("/admin/leads/7.data");
      expect(routeFor(PATTERNS, "/admin/tradies/new")).toBe("/admin/tradies/new");
      expect(routeFor(PATTERNS, "/admin/tradies/12")).toBe("/admin/tradies/:id");
    }
  });

  it("are kept per list of patterns: another list gets its own answer for the same path", () => {
    expect(canonicalPath(PATTERNS, "/ADMIN/Leads")).toBe("/admin/leads");
    expect(canonicalPath(["/Admin/Leads", "/*"], "/ADMIN/Leads")).toBe("/Admin/Leads");
    expect(routeFor(["/admin/tradies/:id"], "/admin/tradies/new")).toBe("/admin/tradies/:id");
  });

  it("stay right past the number of paths kept, as strangers' paths come and go", () => {
    for (let i = 0; i < 5_000; i++) expect(canonicalPath(PATTERNS, `/ADMIN/LEADS/${i}`)).toBe(`/admin/leads/${i}`);
    expect(canonicalPath(PATTERNS, "/ADMIN/Leads")).toBe("/admin/leads");
    expect(routeFor(PATTERNS, "/admin/leads/3")).toBe("/admin/leads/:id");
  });
});
