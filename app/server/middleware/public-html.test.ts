import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceContentChange } from "~/platform/content-changes";
import { publicHtml } from "./public-html";
import { securityHeaders, type SecurityVariables } from "./security-headers";

const TTL_MS = 5_000;
const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

/** A tiny site: every page says how many times it was rendered, with two inline scripts and one from a file. */
function site() {
  let renders = 0;
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.use(securityHeaders({ production: true }));
  app.use(publicHtml({ production: true, ttlMs: TTL_MS, maxEntries: 10, sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 }));
  const page = (c: { get(key: "cspNonce"): () => string | undefined }) => {
    const nonce = c.get("cspNonce")();
    const attribute = nonce ? ` nonce="${nonce}"` : "";
    return `<script${attribute}>window.one = 1;</script><p>render ${++renders}</p><script src="/assets/x.js"></script><script${attribute} type="module">import("/a.js");</script>`;
  };
  app.get("/broken", (c) => c.html(page(c), 500));
  app.get("/signed", (c) => {
    c.header("Set-Cookie", "session=1");
    return c.html(page(c));
  });
  app.get("/admin/page", (c) => c.html(page(c)));
  app.get("/robots.txt", (c) => c.text("User-agent: *"));
  app.get("/api/answer", (c) => c.json({ ok: true }));
  app.get("*", (c) => c.html(page(c)));
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    const encoding = res.headers.get("content-encoding");
    const body = (encoding === "gzip" ? gunzipSync(bytes) : encoding === "br" ? brotliDecompressSync(bytes) : bytes).toString();
    await new Promise((resolve) => setTimeout(resolve, 50)); // lets the cache compress and store its copy
    return { res, body, csp: res.headers.get("content-security-policy") ?? "" };
  };
  return { get, renders: () => renders };
}

afterEach(() => vi.useRealTimers());

describe("public pages a shared cache can keep", () => {
  it("allow their inline scripts by hash, with no nonce and no unsafe-inline", async () => {
    const { get } = site();
    const { body, csp } = await get("/painting");
    expect(csp).toContain(`script-src 'self' ${sha256("window.one = 1;")} ${sha256('import("/a.js");')};`);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).not.toMatch(/nonce|unsafe-inline/);
    expect(body).not.toContain("nonce");
  });

  it("are the same bytes for every visitor, with a validator, and a visitor who has them gets a 304", async () => {
    const { get, renders } = site();
    const first = await get("/painting");
    const second = await get("/painting");
    expect(second.body).toBe(first.body);
    const etag = first.res.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(second.res.headers.get("etag")).toBe(etag);
    const again = await get("/painting", { "if-none-match": etag });
    expect(again.res.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.res.headers.get("cache-control")).toContain("s-maxage");
    expect((await get("/painting", { "if-none-match": 'W/"something-older"' })).res.status).toBe(200);
    expect(renders()).toBe(1);
  });

  it("tell a CDN how long to keep them and which surrogate keys purge them", async () => {
    const { get } = site();
    const page = await get("/painting");
    expect(page.res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(page.res.headers.get("surrogate-key")).toBe("pages");
    expect(page.res.headers.get("cache-tag")).toBe("pages");
    expect((await get("/tradie/3")).res.headers.get("surrogate-key")).toBe("pages tradies");
  });

  it.each([
    ["a page that sets a cookie", "/signed"],
    ["a page that failed", "/broken"],
  ])("never lets a shared cache keep %s, though its scripts are still allowed by hash", async (_label, path) => {
    const { get } = site();
    const { res, csp } = await get(path);
    expect(res.headers.get("cache-control") ?? "").not.toContain("s-maxage");
    expect(res.headers.get("surrogate-key")).toBeNull();
    expect(csp).toContain(sha256("window.one = 1;"));
  });

  it("leaves staff pages to their per-request nonce, and files other than pages to the plain policy", async () => {
    const { get } = site();
    const admin = await get("/admin/page");
    const nonce = /'nonce-([^']+)'/.exec(admin.csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(admin.body).toContain(`<script nonce="${nonce}">`);
    expect(admin.csp).not.toContain("sha256");
    expect(admin.res.headers.get("etag")).toBeNull();
    expect((await get("/robots.txt")).csp).toContain("script-src 'self';");
  });

  it("gives a private answer that renders no page no nonce: its policy allows no inline script", async () => {
    const { get } = site();
    const api = await get("/api/answer");
    expect(api.body).toBe('{"ok":true}');
    expect(api.csp).toContain("script-src 'self';");
    expect(api.csp).not.toContain("nonce");
  });
});

describe("each instance's own page cache", () => {
  it("renders a page once for several anonymous visitors, and sends it in brotli, gzip or plain as each asks", async () => {
    const { get, renders } = site();
    await get("/painting");
    const brotli = await get("/painting", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.res.headers.get("content-encoding")).toBe("br");
    expect(brotli.res.headers.get("vary")).toMatch(/accept-encoding/i);
    const zipped = await get("/painting", { "accept-encoding": "gzip, deflate" });
    expect(zipped.res.headers.get("content-encoding")).toBe("gzip");
    const preferred = await get("/painting", { "accept-encoding": "br;q=0.5, gzip" });
    expect(preferred.res.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/painting", { "accept-encoding": "identity" });
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toBe(zipped.body);
    expect(brotli.body).toBe(zipped.body);
    expect(plain.body).toContain("render 1");
    expect(renders()).toBe(1);
  });

  it("compresses a page rendered for one visitor (a cookie) in the encoding asked for, and keeps it for nobody", async () => {
    const { get, renders } = site();
    const first = await get("/painting", { cookie: "a=1", "accept-encoding": "br, gzip" });
    expect(first.res.headers.get("content-encoding")).toBe("br");
    expect(first.body).toContain("render 1");
    const second = await get("/painting", { cookie: "a=1", "accept-encoding": "gzip" });
    expect(second.res.headers.get("content-encoding")).toBe("gzip");
    expect(second.body).toContain("render 2");
    expect(renders()).toBe(2);
  });

  it("renders again once the page is older than the time to live, or content has changed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { get, renders } = site();
    await get("/painting");
    vi.setSystemTime(Date.now() + TTL_MS + 1);
    expect((await get("/painting")).body).toContain("render 2");
    announceContentChange("settings");
    expect((await get("/painting")).body).toContain("render 3");
    expect(renders()).toBe(3);
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
