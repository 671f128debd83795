import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { getConfig } from "~/platform/config.server";
import routes from "~/routes";
import { apiRoutes } from "~/server/api";

export interface PageRoute {
  /** The full path pattern ("/admin/leads/:id"; the site-wide catch-all is "/*"). */
  path: string;
  file: string;
  /** The route's module and the layouts around it, outermost first (files under app/). */
  files: string[];
  hasAction: boolean;
}

function hasAction(file: string): boolean {
  const source = readFileSync(path.resolve("app", file), "utf8");
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source);
}

/** Every page route of the React Router config (app/routes.ts). */
export function pageRoutes(): PageRoute[] {
  const found: PageRoute[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string, layouts: string[]) => {
    for (const entry of entries) {
      const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
      if (entry.children) walk(entry.children, full, [...layouts, entry.file]);
      else found.push({ path: full, file: entry.file, files: [...layouts, entry.file], hasAction: hasAction(entry.file) });
    }
  };
  walk(routes, "", []);
  return found;
}

/** Every endpoint of the API router, as "METHOD /path" under /api (middleware left out). */
export function apiEndpoints(): string[] {
  return [
    ...new Set(
      apiRoutes(getConfig())
        .routes.filter((r) => r.method !== "ALL")
        .map((r) => `${r.method} ${r.path}`),
    ),
  ];
}

/** An address for a path pattern: its parameters filled with `id`, the catch-all with a service page that exists. */
export function sampleUrl(pattern: string, id = "1"): string {
  if (pattern === "/*") return "/painting";
  return pattern.replace(/:\w+/g, id);
}
