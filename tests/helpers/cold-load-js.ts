import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

export interface ColdLoadJs {
  /** Every script the page fetched, gzipped (level 9), as the public budget counts them. */
  bytes: number;
  files: { file: string; bytes: number }[];
}

const gzipped = new Map<string, number>();
function gzippedBytes(buildDir: string, file: string): number {
  const full = path.join(buildDir, "client", file);
  if (!gzipped.has(full)) gzipped.set(full, gzipSync(readFileSync(full), { level: 9 }).length);
  return gzipped.get(full)!;
}

/**
 * The JavaScript a page costs on a cold load (a fresh tab, nothing cached): each script it
 * fetches until the network is idle, so chunks imported once it has hydrated count too. Sizes
 * are read from the build rather than the wire, since the server sends Brotli to Chromium and
 * the budgets are gzip's (issue 47).
 */
export async function coldLoadJs(page: Page, url: string, buildDir = process.env.BUILD_DIR ?? "build"): Promise<ColdLoadJs> {
  const scripts = new Set<string>();
  const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === "script" || pathname.endsWith(".js")) scripts.add(pathname);
  };
  page.on("response", onResponse);
  try {
    await page.goto(url);
    // The page's script may start only after the first paint (app/server/hydrate-after-paint.ts): on a
    // loaded machine the network can fall idle before it does, so wait until the page has come to life.
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined ||
        document.documentElement.dataset.islands === "ready",
    );
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("response", onResponse);
  }
  const files = [...scripts].map((file) => ({ file, bytes: gzippedBytes(buildDir, file.slice(1)) }));
  return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files: files.sort((a, b) => b.bytes - a.bytes) };
}
