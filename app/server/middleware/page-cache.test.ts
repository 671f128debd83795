import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageCache } from "./page-cache";
import { securityHeaders, type SecurityVariables } from "./security-headers";

const TTL_MS = 5_000;

/** A tiny site: every page says how many times it was rendered and carries the request's nonce. */
function site() {
  let renders = 0;
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.use(securityHeaders({ production: true }));
  app.use(pageCache({ ttlMs: TTL_MS, maxEntries: 10 }));
  app.get("/broken", (c) => c.html(`<p>render ${++renders}</p>`, 500));
  app.get("/signed", (c) => {
    c.header("Set-Cookie", "session=1");
    return c.html(`<p>render ${++renders}</p>`);
  });
  app.get("/admin/page", (c) => c.html(`<p>render ${++renders}</p>`));
  app.get("*", (c) => {
    const nonce = c.get("cspNonce");
    return c.html(`<script nonce="${nonce}">1</script><p>render ${++renders}</p><script nonce="${nonce}">2</script>`);
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    const body =
      res.headers.get("content-encoding") === "gzip" ? gunzipSync(Buffer.from(await res.arrayBuffer())).toString() : await res.text();
    await new Promise((resolve) => setTimeout(resolve, 100)); // lets the cache compress and store its copy
    return { res, body, nonce: /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] };
  };
  return { get, renders: () => renders };
}

afterEach(() => vi.useRealTimers());

describe("page cache", () => {
  it("renders a page once for several anonymous visitors, each with their own nonce", async () => {
    const { get, renders } = site();
    const first = await get("/painting");
    const second = await get("/painting");
    expect(renders()).toBe(1);
    expect(second.body).toContain("render 1");
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${second.nonce}"`, `nonce="${second.nonce}"`]);
    expect(second.body).not.toContain(first.nonce);
  });

  it("sends a cached page gzipped when the browser accepts it, and plain otherwise", async () => {
    const { get } = site();
    await get("/painting");
    const zipped = await get("/painting", { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.res.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(zipped.body).toContain(`<script nonce="${zipped.nonce}">2</script>`);
    const plain = await get("/painting", { "accept-encoding": "identity" });
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toContain(`<script nonce="${plain.nonce}">2</script>`);
    expect(plain.body).toContain("render 1");
  });

  it("renders again once the page is older than the time to live", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { get, renders } = site();
    await get("/painting");
    vi.setSystemTime(Date.now() + TTL_MS + 1);
    expect((await get("/painting")).body).toContain("render 2");
    expect(renders()).toBe(2);
  });

  it.each([
    ["a visitor with a cookie", "/painting", { cookie: "session=1" }],
    ["a query string", "/painting?utm=x", {}],
    ["the admin area", "/admin/page", {}],
    ["a response that sets a cookie", "/signed", {}],
    ["a page that failed", "/broken", {}],
  ])("always renders for %s", async (_label, path, headers) => {
    const { get, renders } = site();
    await get(path, headers);
    await get(path, headers);
    expect(renders()).toBe(2);
  });
});
