import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "../helpers/routes";
import { startServer, type TestServer } from "../helpers/server";

/*
 * One of each head tag on every page: two <title>s or two robots metas (the not-found page
 * had both) leave search engines to guess.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.dispose());

const PAGES = [...PUBLIC_PATHS, "/this/does/not/exist", "/no-such-service", "/tradie/999999", "/admin/login", "/admin/forgot-password"];

/** Every head tag that must appear at most once, by a key naming it. */
function headKeys(html: string): string[] {
  const doc = parse(html);
  return doc.querySelectorAll("title, meta, link[rel=canonical]").flatMap((el) => {
    if (el.tagName === "TITLE") return ["title"];
    if (el.tagName === "LINK") return ["canonical"];
    const name = el.getAttribute("name") ?? el.getAttribute("property");
    return name && /^(description|robots|og:|twitter:)/.test(name) ? [name] : [];
  });
}

describe("head tags", () => {
  it.each(PAGES)("%s has one title and at most one of each description, canonical, robots and og tag", async (path) => {
    const res = await fetch(server.url + path);
    const keys = headKeys(await res.text());
    expect(keys).toContain("title");
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
  });
});

describe("the staff sign-in pages", () => {
  // Kept out of search on purpose (issue 47): Lighthouse's SEO audit fails them for it, and is not
  // asked of staff pages; a public page beside them is indexable.
  const robotsOf = async (path: string) =>
    parse(await (await fetch(server.url + path)).text())
      .querySelector('meta[name="robots"]')
      ?.getAttribute("content");

  it.each(["/admin/login", "/admin/forgot-password"])("%s says noindex", async (path) => {
    expect(await robotsOf(path)).toBe("noindex, nofollow");
  });

  it("leaves a public page indexable", async () => {
    expect((await robotsOf("/")) ?? "").not.toMatch(/noindex/);
  });
});
