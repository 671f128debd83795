import path from "node:path";
import { describe, expect, it } from "vitest";
import { bringsOwnFrame } from "~/layout/frame";
import { isPrivatePath } from "~/server/middleware/page-paths";
import { pageRoutes, sampleUrl } from "../helpers/route-table";

/**
 * Two parts of the server decide alone whether a page goes out as islands: the Hono entry by its
 * path (so loaders keep an island page's data on the server, app/server/island-loader-data.ts)
 * and the server entry by the routes' handles (app/entry.server.tsx). A page they disagree on
 * would hydrate whole without its data. They must agree on every page of the route table.
 */
describe("which pages go out as islands", () => {
  it("is the same by path as by the routes' frames: every page with its own frame is private, and no other", async () => {
    const pages = pageRoutes();
    expect(pages.length).toBeGreaterThan(40);
    const disagreements: string[] = [];
    for (const page of pages) {
      const modules = await Promise.all(
        page.files.map((file) => import(path.resolve("app", file)) as Promise<{ handle?: unknown; default?: unknown }>),
      );
      // A resource route (a PDF, the sitemap, a sign-out that only redirects) renders no page.
      if (!modules.at(-1)?.default) continue;
      const ownFrame = bringsOwnFrame(modules.map((module) => module.handle));
      const url = sampleUrl(page.path);
      if (ownFrame !== isPrivatePath(url))
        disagreements.push(`${page.path} (${page.file}): own frame ${ownFrame}, private path ${!ownFrame}`);
    }
    expect(disagreements).toEqual([]);
    expect(pages.filter((page) => isPrivatePath(sampleUrl(page.path))).length).toBeGreaterThan(10);
  });
});
