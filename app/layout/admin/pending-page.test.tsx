import { renderToString } from "react-dom/server";
import type { useNavigation } from "react-router";
import { describe, expect, it } from "vitest";
import { FiguresSkeleton } from "~/features/dashboard/components/figures-skeleton";
import { LeadListSkeleton } from "~/features/leads/components/lead-list-skeleton";
import { LeadSkeleton } from "~/features/leads/components/lead-skeleton";
import { pendingSkeleton } from "./pending-page";

type Nav = ReturnType<typeof useNavigation>;

const idle = { state: "idle", location: undefined, formMethod: undefined } as unknown as Nav;
const going = (pathname: string, formMethod?: string) =>
  ({ state: "loading", location: { pathname, search: "", hash: "", state: null, key: "k" }, formMethod }) as unknown as Nav;

describe("pendingSkeleton", () => {
  it("shows the next page's skeleton while going to the figures, the leads list or a lead", async () => {
    const skeletonFor = async (pathname: string, currentPath: string) => pendingSkeleton(going(pathname), currentPath)?.load();
    expect(await skeletonFor("/admin/figures", "/admin/leads")).toBe(FiguresSkeleton);
    expect(await skeletonFor("/admin/leads", "/admin/leads/42")).toBe(LeadListSkeleton);
    expect(await skeletonFor("/admin/leads/42", "/admin/dashboard")).toBe(LeadSkeleton);
    expect(await skeletonFor("/admin/leads/43", "/admin/leads/42")).toBe(LeadSkeleton);
  });

  it("keeps the page when idle, for other pages, the same page, and form submissions", () => {
    expect(pendingSkeleton(idle, "/admin/leads")).toBeNull();
    expect(pendingSkeleton(going("/admin/tradies"), "/admin/dashboard")).toBeNull();
    // Filtering or paging the list keeps it on screen (dimmed) with the filters as typed.
    expect(pendingSkeleton(going("/admin/leads"), "/admin/leads")).toBeNull();
    expect(pendingSkeleton(going("/admin/leads/export.csv"), "/admin/dashboard")).toBeNull();
    expect(pendingSkeleton(going("/admin/figures"), "/admin/figures")).toBeNull();
    // An action's redirect (e.g. after deleting a lead) and the reload after a change.
    expect(pendingSkeleton(going("/admin/dashboard", "POST"), "/admin/leads/42")).toBeNull();
    expect(pendingSkeleton(going("/admin/leads/42", "POST"), "/admin/leads/42")).toBeNull();
  });
});

describe("the skeletons", () => {
  it.each([
    ["Loading the figures", FiguresSkeleton],
    ["Loading the lead", LeadSkeleton],
    ["Loading the leads", LeadListSkeleton],
  ])("%s: a busy region named by a hidden h1, with a hidden status and only decorative blocks", (label, Skeleton) => {
    const html = renderToString(<Skeleton />);
    const id = /^<section aria-labelledby="([^"]+)" aria-busy="true"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<h1 id="${id}" class="sr-only">${label}</h1><p role="status" class="sr-only">Loading…</p>`);
    expect(html).toContain("motion-safe:animate-pulse");
    expect(html).not.toMatch(/[\s"]animate-pulse/);
  });
});
