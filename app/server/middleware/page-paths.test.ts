import { describe, expect, it } from "vitest";
import { isPrivatePath, pathForLog, staleKeys, surrogateKeys } from "./page-paths";

describe("what a content change makes stale, by surrogate key", () => {
  it("purges every page when settings or the catalogue change, the tradie pages when a tradie does, nothing otherwise", () => {
    expect(staleKeys(new Set(["settings"]))).toEqual(["pages"]);
    expect(staleKeys(new Set(["catalogue", "tradies"]))).toEqual(["pages"]);
    expect(staleKeys(new Set(["tradies"]))).toEqual(["tradies"]);
    expect(staleKeys(new Set(["reviews"]))).toEqual(["pages", "review-photos"]);
    expect(staleKeys(new Set(["projects"]))).toEqual(["pages", "project-photos"]);
    expect(staleKeys(new Set(["reviews", "tradies", "projects"]))).toEqual(["pages", "review-photos", "project-photos"]);
    expect(staleKeys(new Set())).toEqual([]);
  });

  it("tags the tradie pages with both keys, so either purge reaches them", () => {
    for (const path of ["/our-tradies", "/tradie/3", "/find-a-tradie"]) expect(surrogateKeys(path)).toEqual(["pages", "tradies"]);
    expect(surrogateKeys("/painting")).toEqual(["pages"]);
  });

  it("keeps staff pages and the API private, in any case", () => {
    for (const path of ["/admin", "/admin/leads", "/ADMIN/Leads", "/api/health"]) expect(isPrivatePath(path)).toBe(true);
    for (const path of ["/", "/administration-tips", "/apiary"]) expect(isPrivatePath(path)).toBe(false);
  });

  it("keeps the tokens of customers' links out of the logs", () => {
    for (const prefix of ["q", "j", "i", "r", "I"]) expect(pathForLog(`/${prefix}/secret-token/pdf`)).toBe(`/${prefix}/[token]/pdf`);
    expect(pathForLog("/crew/link/secret-token")).toBe("/crew/link/[token]");
    expect(pathForLog("/invoices")).toBe("/invoices");
  });
});
