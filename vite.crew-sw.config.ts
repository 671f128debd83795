import { readdirSync, readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";

const BUILD = process.env.BUILD_DIR ?? "build";

/** A route in React Router's manifest: its module, split-off modules (clientActionModule, ...), imports and styles. */
type ManifestPart = Record<string, unknown> & { id?: string };

const filesOf = (part: ManifestPart) =>
  Object.values(part)
    .flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .filter((value): value is string => typeof value === "string" && value.startsWith("/assets/"));

/**
 * The files a crew page needs to come to life without signal, read from React Router's client
 * manifest (written by `react-router build` just before): the entry, the root and every crew
 * route, with their imports and styles, and the site's stylesheet. The worker keeps them when it
 * is installed, so a visit's page opens offline though it was never opened with signal.
 */
function crewFiles(): string[] {
  const assets = `${BUILD}/client/assets`;
  const names = readdirSync(assets);
  const manifestFile = names.find((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  if (!manifestFile) throw new Error("React Router's client manifest is missing: run react-router build first");
  const text = readFileSync(`${assets}/${manifestFile}`, "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    entry: ManifestPart;
    routes: Record<string, ManifestPart>;
  };
  const parts = [
    manifest.entry,
    ...Object.values(manifest.routes).filter((route) => route.id === "root" || route.id?.startsWith("routes/crew/")),
  ];
  const files = new Set(parts.flatMap(filesOf));
  for (const name of names) if (/^app-[\w-]+\.css$/.test(name)) files.add(`/assets/${name}`);
  return [...files].sort();
}

/** The list goes in when the worker is built, not when this file is read (knip reads it before any build). */
function crewFilesListed(): Plugin {
  return { name: "crew-files-listed", config: () => ({ define: { __CREW_FILES__: JSON.stringify(crewFiles()) } }) };
}

/**
 * The tradie portal's service worker (docs/decisions/0228): one classic script, /crew-sw.js,
 * built after React Router's client. Its name carries no hash: the browser checks it for a new
 * version on each visit, and it is served with no-cache (app/server/middleware/asset-cache.ts).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  publicDir: false,
  plugins: [crewFilesListed()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    target: "es2022",
    outDir: `${BUILD}/client`,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: "app/features/crew/offline/service-worker.ts",
      formats: ["iife"],
      name: "crewServiceWorker",
      fileName: () => "crew-sw.js",
    },
  },
});
