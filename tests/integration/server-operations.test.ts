import { createHash } from "node:crypto";
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPage } from "../helpers/html";
import { SERVER_START_TIMEOUT_MS, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import type { TestServer } from "../helpers/server";

let server: TestServer;

/** fetch() decodes bodies itself; this returns the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

const STAFF = { email: "ops@operations.test", password: "operations-password-1", role: "manager" as const };
let seeded: SeededServer;
const staffCookie = () => sessionCookie(server.url, STAFF.email, STAFF.password);

beforeAll(async () => {
  seeded = await startServerWithStaff([STAFF]);
  server = seeded.server;
}, SERVER_START_TIMEOUT_MS);
afterAll(() => seeded?.dispose());

describe("health", () => {
  it("tells the public only that the app is up", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("reports the app and its database to signed-in staff", async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { cookie: await staffCookie() } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("ok");
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.database.status).toBe("ok");
    expect(body.database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });
});

const scriptSrcOf = (csp: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"))!;
const executableScripts = (page: Awaited<ReturnType<typeof fetchPage>>) =>
  page.doc.querySelectorAll("script").filter((s) => s.getAttribute("type") !== "application/ld+json" && !s.getAttribute("src"));

describe("security headers", () => {
  it("runs no inline script on a public page and allows any by its hash: no nonce, no unsafe-inline, and the other headers", async () => {
    const page = await fetchPage(`${server.url}/`);
    const csp = page.headers.get("content-security-policy")!;
    const scriptSrc = scriptSrcOf(csp);
    expect(scriptSrc).not.toMatch(/nonce|unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);

    // The home page is islands (docs/decisions/0121): one external script, nothing inline to run.
    expect(executableScripts(page)).toEqual([]);
    expect(page.html).toMatch(/<script type="module" src="\/assets\/islands\/boot-[\w-]+\.js"/);

    // What the policy still allows inline, it allows by hash (here: the structured data, which does not run anyway).
    const inline = page.doc.querySelectorAll("script").filter((s) => !s.getAttribute("src"));
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = createHash("sha256").update(script.rawText, "utf8").digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it("sends a public page the same to every visitor, revalidated with its ETag", async () => {
    const [a, b] = [await fetch(`${server.url}/services`), await fetch(`${server.url}/services`)];
    expect(await a.text()).toBe(await b.text());
    expect(a.headers.get("content-security-policy")).toBe(b.headers.get("content-security-policy"));
    expect(a.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = a.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/services`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("signs staff pages with a nonce that differs on every request", async () => {
    const a = await fetchPage(`${server.url}/admin/login`);
    const b = (await fetch(`${server.url}/admin/login`)).headers.get("content-security-policy");
    const nonce = scriptSrcOf(a.headers.get("content-security-policy")!).match(/'nonce-([^']+)'/)![1];
    expect(scriptSrcOf(b!)).not.toContain(nonce);
    for (const script of executableScripts(a)) expect(script.getAttribute("nonce")).toBe(nonce);
    expect(a.headers.get("cache-control")).toMatch(/no-store/);
  });
});

describe("delivery", () => {
  it("compresses pages: brotli for browsers that take it, gzip for the rest", async () => {
    for (const [accepted, expected] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await rawGet(`${server.url}/`, { "accept-encoding": accepted, cookie: "visit=1" });
      expect(res.headers["content-encoding"]).toBe(expected);
      const html = (expected === "br" ? brotliDecompressSync(res.body) : gunzipSync(res.body)).toString();
      expect(html).toContain("<h1");
      expect(html.length).toBeGreaterThan(res.body.length * 3);
    }
  });

  it("serves fingerprinted assets precompressed with brotli and cached for a year", async () => {
    const page = await fetchPage(`${server.url}/`);
    const asset = page.doc.querySelector('link[rel="stylesheet"]')!.getAttribute("href")!;
    expect(asset).toMatch(/^\/assets\/.+-[\w-]{8,}\.css$/);
    const res = await fetch(server.url + asset, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves a favicon and a web manifest", async () => {
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
    const manifest = await fetch(`${server.url}/manifest.webmanifest`, { headers: { "accept-encoding": "identity" } });
    expect(manifest.status).toBe(200);
    expect((await manifest.json()).name).toBe("Harbourside Property Maintenance");
  });

  it("serves gzip to clients without brotli", async () => {
    const page = await fetchPage(`${server.url}/`);
    const scripts = [...new Set(page.html.match(/\/assets\/[\w./-]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(0);
    let compressed = 0;
    for (const src of scripts) {
      const res = await rawGet(server.url + src, { "accept-encoding": "gzip" });
      const body = res.body;
      if (res.headers["content-encoding"] === "gzip") {
        expect(gunzipSync(body).length).toBeGreaterThan(body.length);
        compressed++;
      } else {
        expect(body.length).toBeLessThan(1024); // too small to be worth compressing
      }
    }
    expect(compressed).toBeGreaterThan(0);
  });
});

describe("logs", () => {
  it("writes one JSON line per request without query strings", async () => {
    await fetch(`${server.url}/find-a-tradie?trade=Plumbing&area=North%20Shore&secret=jane%40example.com`);
    await new Promise((r) => setTimeout(r, 100));
    const lines = server
      .output()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const request = lines.find((l) => l.msg === "request" && l.path === "/find-a-tradie");
    expect(request).toMatchObject({ method: "GET", status: 200 });
    expect(typeof request.ms).toBe("number");
    expect(server.output()).not.toContain("jane");
  });
});
