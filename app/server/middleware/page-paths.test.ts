import { describe, expect, it } from "vitest";
import { isCustomerLinkPath, isPrivatePagePath, isPrivatePath, pathForLog, staleKeys, surrogateKeys } from "./page-paths";

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

  it("masks a token by its pattern, wherever the path puts it (issue 40, item 27)", () => {
    const token = "7dH1pQv0qXgkM9c3bW2yZrT5uN8aLeFsJoKiGhYtRxA";
    for (const [path, logged] of [
      [`//q/${token}`, "//q/[token]"],
      [`//j/${token}`, "//j/[token]"],
      [`///i/${token}/pdf`, "///i/[token]/pdf"],
      [`//R/${token}`, "//R/[token]"],
      [`//crew/link/${token}`, "//crew/link/[token]"],
      [`/crew//link/${token}`, "/crew//link/[token]"],
      [`/q/${token}.data`, "/q/[token]"],
      [`/c/${token}`, "/c/[token]"],
      [`/q/short`, "/q/[token]"],
      [`/admin/q/${token}`, "/admin/q/[token]"],
      [`/something/${token}`, "/something/[token]"],
      [`/Q%2F${token}`, "/Q%[token]"],
    ])
      expect(pathForLog(path), path).toBe(logged);
    // Two tokens in one path: both go.
    expect(pathForLog(`/q/${token}/${token.toLowerCase()}x`)).toBe("/q/[token]/[token]");
    // Readable paths stay readable: slugs, ids, the portal's own pages.
    for (const path of [
      "/property-maintenance-guide",
      "/emergency-plumbing-repairs-on-the-north-shore",
      "/crew/visits/12",
      "/admin/jobs/3",
    ])
      expect(pathForLog(path)).toBe(path);
  });

  it("treats a private page's data request as the page: /crew.data is the portal's (issue 40, item 28)", () => {
    for (const path of [
      "/crew.data",
      "/CREW.data",
      "/admin.data",
      "/admin/leads.data",
      "/q/abc.data",
      "/j/abc",
      "/i/abc/pdf",
      "/r/abc",
      "/c",
      "/c.data",
      "/c/abc",
    ]) {
      expect(isPrivatePagePath(path), path).toBe(true);
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of ["/crew.data", "/q/abc.data", "/c/abc"]) expect(isCustomerLinkPath(path), path).toBe(true);
    expect(isCustomerLinkPath("/admin.data")).toBe(false);
    for (const path of ["/_root.data", "/contact.data", "/crewe", "/careers", "/api/health", "/quotes"])
      expect(isPrivatePagePath(path), path).toBe(false);
  });
});
