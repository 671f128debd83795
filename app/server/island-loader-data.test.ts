import { describe, expect, it } from "vitest";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { islandDocumentContext, isDocumentPath, keptOnServer, withIslandLoaderData } from "./island-loader-data";

const REVIEWS = [{ name: "Aroha", stars: 5 }];

function contextFor(islands: boolean) {
  const context = new RouterContextProvider();
  context.set(islandDocumentContext, islands);
  return context;
}

function buildWith(routes: Record<string, { loader?: () => unknown; default?: () => null }>): ServerBuild {
  const entries = Object.entries(routes).map(([id, module]) => [id, { id, path: id, module }]);
  return { routes: Object.fromEntries(entries) } as unknown as ServerBuild;
}

async function load(build: ServerBuild, id: string, islands: boolean): Promise<unknown> {
  const loader = build.routes[id]!.module.loader as unknown as (args: { context: RouterContextProvider }) => Promise<unknown>;
  return loader({ context: contextFor(islands) });
}

describe("loader data kept on the server", () => {
  it("reads as the loader's data but enumerates and serialises as an empty object", () => {
    const data = keptOnServer({ reviews: REVIEWS, count: 3 });
    expect(data.reviews).toBe(REVIEWS);
    expect(data.count).toBe(3);
    const { reviews } = data;
    expect(reviews[0]?.name).toBe("Aroha");
    expect(Object.keys(data)).toEqual([]);
    expect(JSON.stringify(data)).toBe("{}");
    expect(JSON.stringify(data.reviews)).toBe(JSON.stringify(REVIEWS));
  });

  it("is what an island document's page loader gives; a page that hydrates whole, or data asked for, gets the data as it is", async () => {
    const build = withIslandLoaderData(buildWith({ page: { loader: () => ({ reviews: REVIEWS }), default: () => null } }));
    const island = (await load(build, "page", true)) as { reviews: unknown };
    expect(island.reviews).toBe(REVIEWS);
    expect(Object.keys(island)).toEqual([]);
    const whole = await load(build, "page", false);
    expect(Object.keys(whole as object)).toEqual(["reviews"]);
  });

  it("leaves resource routes, and answers that are not plain objects, alone", async () => {
    const response = new Response("sitemap");
    class Answer {
      constructor(readonly value: number) {}
    }
    const build = withIslandLoaderData(
      buildWith({
        sitemap: { loader: () => ({ urls: ["/"] }) },
        redirecting: { loader: () => response, default: () => null },
        classy: { loader: () => new Answer(2), default: () => null },
        plain: { default: () => null },
      }),
    );
    expect(Object.keys((await load(build, "sitemap", true)) as object)).toEqual(["urls"]);
    expect(await load(build, "redirecting", true)).toBe(response);
    expect(Object.keys((await load(build, "classy", true)) as object)).toEqual(["value"]);
    expect(build.routes.plain!.module.loader).toBeUndefined();
  });

  it("is asked for by documents only: a path ending in .data is React Router's request for data", () => {
    expect(isDocumentPath("/")).toBe(true);
    expect(isDocumentPath("/services")).toBe(true);
    expect(isDocumentPath("/_root.data")).toBe(false);
    expect(isDocumentPath("/services.data")).toBe(false);
  });
});
