import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { HYDRATE_AT_THE_LATEST_MS, hydrateAfterPaint } from "./hydrate-after-paint";

const BOOT = 'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-3.js");';
const PAGE = [
  '<!DOCTYPE html><html lang="en-NZ"><head><meta charSet="utf-8"/><title>Kia ora — Ōtāhuhu</title>',
  '<link rel="modulepreload" href="/assets/entry.client-3.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/first-load-4.js" nonce="n0nce"/>',
  '<link nonce="n0nce" rel="stylesheet" href="/assets/app.css"/></head>',
  '<body><main><h1>Ōtāhuhu gutters</h1><p>rel="modulepreload" in the text stays</p></main>',
  '<script type="application/ld+json">{"@type":"HomeAndConstructionBusiness"}</script>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  `<script nonce="n0nce" type="module" async="">${BOOT}</script>`,
  '<script nonce="n0nce">window.__later = 1;</script></body></html>',
].join("");

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(hydrateAfterPaint()));
}

function cut(page: string, size: number): Buffer[] {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return chunks;
}

describe("hydrateAfterPaint", () => {
  it("takes the modulepreload links out of the head and leaves the rest of it", async () => {
    const out = await through([Buffer.from(PAGE)]);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain('<p>rel="modulepreload" in the text stays</p>');
  });

  it("makes the bootstrap inert and puts the loader, with the page's nonce, right after it", async () => {
    const out = await through([Buffer.from(PAGE)]);
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain(
      `<script nonce="n0nce" type="text/x-hydrate-after-paint" async="">${BOOT}</script><script nonce="n0nce">(() => {`,
    );
    expect(out).toContain('["/assets/entry.client-3.js","/assets/first-load-4.js"]');
    expect(out.endsWith('<script nonce="n0nce">window.__later = 1;</script></body></html>')).toBe(true);
  });

  it("gives the same page however the stream is cut, even inside a tag or a multi-byte character", async () => {
    const expected = await through([Buffer.from(PAGE)]);
    for (const size of [1, 3, 7, 64, 333]) expect(await through(cut(PAGE, size))).toBe(expected);
  });

  it("leaves a document without a bootstrap script as it was", async () => {
    const page = "<html><head><title>x</title></head><body><p>Ō</p><script>1</script></body></html>";
    expect(await through(cut(page, 5))).toBe(page);
  });

  describe("the loader", () => {
    async function runLoader(options: { visibility?: string; paintSupported?: boolean } = {}) {
      const out = await through([Buffer.from(PAGE)]);
      const loader = /<script nonce="n0nce">(\(\(\) => \{[\s\S]*?)<\/script>/.exec(out)![1];
      const appended: Array<Record<string, string>> = [];
      let replacedWith: unknown;
      const timers: Array<{ fn: () => void; ms: number }> = [];
      const observers: Array<(entries: string[]) => void> = [];
      class FakeObserver {
        static supportedEntryTypes = options.paintSupported === false ? ["mark"] : ["paint", "mark"];
        disconnected = false;
        constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void) {}
        observe() {
          observers.push((names) => !this.disconnected && this.callback({ getEntriesByName: (n) => names.filter((x) => x === n) }, this));
        }
        disconnect() {
          this.disconnected = true;
        }
      }
      runInNewContext(loader, {
        document: {
          currentScript: {
            previousElementSibling: { textContent: BOOT, replaceWith: (el: unknown) => (replacedWith = el) },
            nonce: "n0nce",
          },
          visibilityState: options.visibility ?? "visible",
          createElement: (tag: string) => ({ tag }),
          head: { append: (el: Record<string, string>) => appended.push(el) },
        },
        PerformanceObserver: FakeObserver,
        setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      });
      return {
        paint: (name: string) => observers.forEach((o) => o([name])),
        runTimers: (upToMs: number) => timers.filter((t) => t.ms <= upToMs).forEach((t) => t.fn()),
        hydrated: () => replacedWith !== undefined,
        appended,
        replacedWith: () => replacedWith,
      };
    }

    it("waits for the first contentful paint, then preloads the modules and swaps in a live module script with the nonce", async () => {
      const page = await runLoader();
      page.paint("first-paint");
      page.runTimers(0);
      expect(page.hydrated()).toBe(false);
      page.paint("first-contentful-paint");
      page.runTimers(0);
      expect(page.appended.map((l) => [l.tag, l.rel, l.href, l.nonce])).toEqual([
        ["link", "modulepreload", "/assets/entry.client-3.js", "n0nce"],
        ["link", "modulepreload", "/assets/first-load-4.js", "n0nce"],
      ]);
      expect(page.replacedWith()).toEqual({ tag: "script", type: "module", nonce: "n0nce", textContent: BOOT });
    });

    it("hydrates once only, and anyway after the safety delay when no paint is reported", async () => {
      const page = await runLoader();
      page.runTimers(HYDRATE_AT_THE_LATEST_MS);
      expect(page.hydrated()).toBe(true);
      page.paint("first-contentful-paint");
      page.runTimers(HYDRATE_AT_THE_LATEST_MS);
      expect(page.appended).toHaveLength(2);
    });

    it("hydrates at once in a hidden tab, which never paints, or where paints cannot be watched", async () => {
      expect((await runLoader({ visibility: "hidden" })).hydrated()).toBe(true);
      expect((await runLoader({ paintSupported: false })).hydrated()).toBe(true);
    });
  });
});
