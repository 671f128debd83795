import { renameSync, rmSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";

const BUILD = process.env.BUILD_DIR ?? "build";
const MANIFEST = ".vite/islands-manifest.json";

/** Keeps the manifest out of the public folder: it goes beside the server build, which reads it. */
function manifestBesideServer(): Plugin {
  return {
    name: "islands-manifest-beside-server",
    writeBundle() {
      renameSync(`${BUILD}/client/${MANIFEST}`, `${BUILD}/server/islands-manifest.json`);
      rmSync(`${BUILD}/client/.vite`, { recursive: true, force: true });
    },
  };
}

/**
 * The public pages' script (docs/decisions/0121), built apart from React Router's client: its
 * entry (app/islands/boot.ts) is a few kilobytes, and React, each island and the quote form are
 * chunks it loads when needed. Runs after `react-router build` (which empties build/), into
 * build/client/assets/islands, with a manifest (build/server/islands-manifest.json) the server reads to name the script.
 */
export default defineConfig({
  plugins: [manifestBesideServer()],
  resolve: {
    tsconfigPaths: true,
    // Preact in place of React in the browser: about 10 KB for React DOM's 66.5 KB of the quote
    // form (docs/decisions/0237). The server renders the islands with React.
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      // Through compat, so that a module with JSX and no React import still gets React's meanings.
      { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  publicDir: false,
  build: {
    target: "es2022",
    outDir: `${BUILD}/client`,
    assetsDir: "assets/islands",
    emptyOutDir: false,
    manifest: MANIFEST,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { boot: "app/islands/boot.ts" },
      // Radix marks its modules "use client", which means nothing outside React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
