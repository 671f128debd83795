// The JavaScript a page that hydrates whole loads on a cold load, read from a build's React Router
// manifest: the client entry and each matched route's module with its static imports, each file
// once, gzipped (level 9). The browser test (tests/e2e/staff-js-budget.spec.ts) counts the same
// files in Chromium, lazily loaded ones included; the two agree while a page loads nothing later.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface RouteEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: RouteEntry;
  routes: Record<string, RouteEntry>;
}

function readManifest(buildDir: string): Manifest {
  const assets = path.join(buildDir, "client", "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

/** Gzipped bytes of the scripts a cold load of the routes `routeIds` (root first) fetches. */
export function routeColdJs(buildDir: string, routeIds: string[]): { bytes: number; files: number } {
  const manifest = readManifest(buildDir);
  const files = new Set<string>();
  for (const entry of [manifest.entry, ...routeIds.map((id) => manifest.routes[id])]) {
    if (!entry) throw new Error(`a route of ${routeIds.join(", ")} is not in ${buildDir}`);
    for (const file of [entry.module, ...(entry.imports ?? [])]) files.add(file);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(buildDir, "client", file)), { level: 9 }).length;
  return { bytes, files: files.size };
}
