import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Names the chunk a module belongs in when static imports lead to it from a root that `isRoot` picks. */
function chunkFor(name: string, isRoot: (id: string) => boolean) {
  const reached = new Map<string, boolean>();
  const reaches = (id: string, graph: ModuleGraph): boolean => {
    const known = reached.get(id);
    if (known !== undefined) return known;
    reached.set(id, false); // breaks import cycles
    const result = isRoot(id) || (graph.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, graph));
    reached.set(id, result);
    return result;
  };
  return (id: string, graph: ModuleGraph) => (reaches(id, graph) ? name : null);
}

const isFirstLoadRoot = (id: string) => /[\\/]entry\.client\.[jt]sx?$/.test(id) || /[\\/]app[\\/]root\.tsx(\?|$)/.test(id);

/*
 * Every page that hydrates whole loads the client entry and the root route with all they import
 * statically. Left to itself the bundler cuts that into some thirty small files (one per icon,
 * helper and library), and over HTTP/1.1 the stylesheet queues behind them, delaying the first
 * paint. So: one "first-load" chunk for what every page needs, and the rest (each route's own
 * code, lazily loaded parts) split as the bundler sees fit. Public pages go out as islands from
 * their own build (vite.islands.config.ts); a chunk shared by the public routes here was loaded
 * by the staff area and the tradie portal too, zod and all (issue 47, decision 0223).
 */
const codeSplitting = {
  groups: [{ name: chunkFor("first-load", isFirstLoadRoot), debugName: "first-load", priority: 2 }],
};

/**
 * A worker thread's module, built beside the server as a file of its own (a worker runs a file,
 * not a chunk the server imports): the PDF layout (docs/decisions/0156). The code that starts the
 * worker looks for it there, and runs the TypeScript source when there is no build.
 */
function serverWorker(source: string, fileName: string): Plugin {
  return {
    name: "server-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      this.emitFile({ type: "chunk", id: source, fileName });
    },
  };
}

/**
 * "virtual:public-frame" (app/root.tsx): the public site's header and footer as they are on the
 * server, and a lazy wrapper fetching them in the browser, where only the pages with their own
 * frame hydrate in production (issue 47, decision 0223). A top-level await of the module in the
 * root would not do: the server build's chunks import each other, and the await never settles.
 */
function publicFrame(): Plugin {
  const dir = path.resolve(import.meta.dirname, "app/layout/site");
  return {
    name: "public-frame",
    enforce: "pre",
    resolveId(id, _importer, options) {
      if (id !== "virtual:public-frame") return null;
      return path.join(dir, options?.ssr ? "public-frame.tsx" : "public-frame.lazy.tsx");
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    reactRouterHonoServer({ serverEntryPoint: "app/server/index.ts" }),
    tailwindcss(),
    reactRouter(),
    publicFrame(),
    serverWorker("app/features/documents/pdf-layout.worker.ts", "pdf-layout.worker.js"),
  ],
  resolve: { tsconfigPaths: true },
  // The first-load chunk (React, React Router, Radix and the site shell) is about 600 kB
  // before compression and 190 kB gzipped; that is expected, not a warning.
  build: { target: "es2022", chunkSizeWarningLimit: 700 },
  // The server bundles the icons' data, so that it keeps the few icons drawn: Node loading the
  // package itself opened its 1,851 files at every start (decision 0137). The same for the
  // pure-JavaScript libraries whose many small modules Node resolved one by one at every start
  // (decision 0214). React, React Router and Hono stay outside: the server adapter imports them
  // too, and two copies would not know each other's contexts and errors. Only in the build: the
  // development server evaluates what it bundles as ES modules, which CommonJS ones (deepmerge) are not.
  ssr: {
    noExternal:
      command !== "build"
        ? []
        : [
            "@lucide/icons",
            "drizzle-orm",
            "zod",
            "better-auth",
            /^@better-auth\//,
            "better-call",
            /^@better-fetch\//,
            "jose",
            "libphonenumber-js",
            // date-holidays and what it reads the calendars with.
            /^date-/,
            "astronomia",
            "caldate",
            "jalaali-js",
            "deepmerge",
            "semver",
            "nodemailer",
            "stripe",
            // Components the pages draw on the server; React itself stays outside (one copy).
            "radix-ui",
            /^@radix-ui\//,
            "react-hook-form",
            /^react-day-picker/,
            "sonner",
            "rrule",
            "isbot",
          ],
  },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
}));
