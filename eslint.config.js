// @ts-check
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { FEATURE_TIERS, LAYERS } from "./architecture.config.js";

/*
 * The import rule of docs/architecture.md, as zones: each zone names a folder (target) and
 * what it may not import (from). Table modules (tables.ts) are the schema layer and may be
 * imported from anywhere.
 */
const TABLES = "**/tables.ts";
const feature = (name) => `app/features/${name}/**`;

function layerZones() {
  return LAYERS.flatMap(({ paths, mayNotImport, message }) =>
    paths.map((target) => ({ target, from: mayNotImport, except: [TABLES], message })),
  );
}

/** A feature imports only features in lower tiers; features in one tier do not import each other. */
function featureZones() {
  const zones = [];
  FEATURE_TIERS.forEach((tier, index) => {
    const sameOrHigher = FEATURE_TIERS.slice(index).flat();
    for (const name of tier) {
      const from = sameOrHigher.filter((other) => other !== name).map(feature);
      if (from.length === 0) continue;
      zones.push({
        target: feature(name),
        from,
        except: [TABLES],
        message: `features/${name} is in tier ${index + 1} of architecture.config.js: it may import only features of lower tiers (tables.ts excepted).`,
      });
    }
  });
  return zones;
}

export default tseslint.config(
  { ignores: ["build/**", ".react-router/**", "node_modules/**", "data/**", ".tmp/**", "coverage/**", "bench/results/**", "drizzle/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        (await import("eslint-import-resolver-typescript")).createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: "./tsconfig.json",
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones(), ...featureZones()] }],
      "import-x/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", allowTypeImports: true, message: "Import z from ~/lib/zod (it turns off zod's eval probe in the browser)." },
            {
              name: "zod/mini",
              allowTypeImports: true,
              message: "Import zm from ~/lib/zod-mini (it turns off zod's eval probe in the browser).",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value='Pacific/Auckland']", message: "The time zone belongs to app/lib/clock.ts alone." },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration from app/platform/config.server.ts, never process.env.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // Every feature's zod contracts are found the same way (docs/architecture.md): schemas live in
    // schema.ts or *-schema.ts, and other files take z only as a type. The zod path is repeated,
    // as a later config object replaces the rule's options rather than adding to them.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/schema.ts",
      "app/**/*-schema.ts",
      "app/**/*.test.{ts,tsx}",
      "app/lib/zod.ts",
      "app/lib/zod-mini.ts",
      "app/lib/form-action.ts",
      "app/lib/field-errors.ts",
      "app/platform/config.server.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", allowTypeImports: true, message: "Import z from ~/lib/zod (it turns off zod's eval probe in the browser)." },
            {
              name: "zod/mini",
              allowTypeImports: true,
              message: "Import zm from ~/lib/zod-mini (it turns off zod's eval probe in the browser).",
            },
            {
              name: "~/lib/zod-mini",
              allowTypeImports: true,
              message: "Define zod schemas in a file named schema.ts or *-schema.ts (docs/architecture.md), and import them from there.",
            },
            {
              name: "~/lib/zod",
              allowTypeImports: true,
              message: "Define zod schemas in a file named schema.ts or *-schema.ts (docs/architecture.md), and import them from there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Where the one exception to each rule lives, and code that is not the app.
    files: [
      "app/lib/clock.ts",
      "app/lib/zod.ts",
      "app/lib/zod-mini.ts",
      "app/platform/config.server.ts",
      "app/platform/db/migrate.server.ts",
    ],
    rules: { "no-restricted-syntax": "off", "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    files: ["tests/**", "bench/**", "scripts/**", "*.config.{ts,js}", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": "off" },
  },
);
