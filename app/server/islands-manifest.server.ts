import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { IslandName } from "~/components/island";
import { ISLAND_SOURCES } from "~/islands/island-sources";

/** One chunk of the islands build's manifest (Vite's format). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  /** The stylesheets the chunk's code brings in when it runs. */
  css?: string[];
}
export type IslandsManifest = Record<string, ManifestChunk>;

const BOOT = "app/islands/boot.ts";
const QUOTE_FORM = "app/islands/quote-host.tsx";
/** What hydrating needs beside an island's own module: React and its DOM renderer, which the page script imports when an island comes to life. */
const HYDRATION = "app/islands/hydrate-island.ts";

/** The chunks a manifest entry needs before it runs: its static imports, then itself; each once across `seen`. */
function closureChunks(manifest: IslandsManifest, key: string, seen: Set<string>): ManifestChunk[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const chunk = manifest[key];
  return [...(chunk.imports ?? []).flatMap((dep) => closureChunks(manifest, dep, seen)), chunk];
}

/** The chunk files a manifest entry needs before it runs: its static imports, then itself. */
export function staticClosure(manifest: IslandsManifest, key: string, seen = new Set<string>()): string[] {
  return closureChunks(manifest, key, seen).map((chunk) => chunk.file);
}

export interface PageScripts {
  /** The page script's address. */
  boot: string;
  /** What to fetch beside it: its static imports, and the code of the islands that come to life at once. */
  preloads: string[];
  /**
   * The quote form's code and stylesheet, for the page script to fetch (not run) once the page
   * is idle: without the stylesheet, a tap waited one more round trip for it after the code.
   */
  quoteForm: string[];
}

/** The scripts of a public page that hydrates `atOnce` as soon as it loads. */
export function pageScriptsOf(manifest: IslandsManifest, atOnce: Iterable<IslandName>): PageScripts {
  const seen = new Set<string>();
  const boot = staticClosure(manifest, BOOT, seen);
  const islands = [...atOnce].flatMap((name) => [
    ...staticClosure(manifest, HYDRATION, seen),
    ...staticClosure(manifest, ISLAND_SOURCES[name].module, seen),
  ]);
  // Its stylesheets from every chunk it needs (none of the page script's has one), then the code the page script has not loaded.
  const formStyles = closureChunks(manifest, QUOTE_FORM, new Set()).flatMap((chunk) => chunk.css ?? []);
  const quoteForm = [...formStyles, ...staticClosure(manifest, QUOTE_FORM, seen)];
  const address = (file: string) => `/${file}`;
  return { boot: address(boot.at(-1)!), preloads: [...boot.slice(0, -1), ...islands].map(address), quoteForm: quoteForm.map(address) };
}

/** The islands build's manifest, found from this module's place in the server build (build/server or a folder below it). */
function readManifest(): IslandsManifest | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 3; level++, dir = path.dirname(dir)) {
    try {
      return JSON.parse(readFileSync(path.join(dir, "islands-manifest.json"), "utf8")) as IslandsManifest;
    } catch {
      // not here: one folder up
    }
  }
  return null;
}

let cached: IslandsManifest | null | undefined;

/**
 * The islands build's manifest (build/server/islands-manifest.json); null when there is none
 * (the development server), and then public pages hydrate whole.
 */
export function islandsManifest(): IslandsManifest | null {
  if (cached === undefined) cached = readManifest();
  return cached;
}
