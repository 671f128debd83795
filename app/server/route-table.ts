import type { ServerBuild } from "react-router";

/**
 * The paths the site answers, as patterns ("/admin/leads/:id", "/api/photos/:id/:file",
 * "/*"): React Router's page routes from its server build, and Hono's own routes. The
 * request guards use them to know a path before anything else runs.
 */
export type RoutePattern = string;

type BuildRoute = ServerBuild["routes"][string];

/**
 * Every page route's full path, from the server build's route manifest (layouts without a
 * path add nothing); with `which`, only the routes it picks.
 */
export function pagePatterns(routes: ServerBuild["routes"], which: (route: BuildRoute) => boolean = () => true): RoutePattern[] {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const ids = Object.keys(routes).filter((id) => which(routes[id]!));
  return [...new Set(ids.map((id) => normalise(fullPath(id))))];
}

/** Hono's routes (middleware included) as patterns; Hono writes a catch-all as "*". */
export function apiPatterns(routes: ReadonlyArray<{ path: string }>): RoutePattern[] {
  return [...new Set(routes.map((r) => normalise(r.path.replace(/\/\*$/, "/*"))).filter((p) => p !== "/*" && p !== "/"))];
}

function normalise(path: string): string {
  return `/${path.split("/").filter(Boolean).join("/")}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface Match {
  canonical: string;
  /** How many static segments matched: the most specific pattern wins, as in React Router. */
  score: number;
}

/** Every request is matched against every pattern, so each pattern is split once. */
const splitPatterns = new Map<RoutePattern, { fixed: string[]; lower: string[]; splat: boolean }>();

function splitPattern(pattern: RoutePattern) {
  let split = splitPatterns.get(pattern);
  if (!split) {
    const parts = pattern.split("/").filter(Boolean);
    const splat = parts.at(-1) === "*";
    const fixed = splat ? parts.slice(0, -1) : parts;
    split = { fixed, lower: fixed.map((part) => part.toLowerCase()), splat };
    splitPatterns.set(pattern, split);
  }
  return split;
}

/** A path's segments, and each as a pattern's fixed segment is compared with it (decoded, lower case). */
function segmentsOf(path: string) {
  const segments = path.split("/").filter(Boolean);
  return { segments, keys: segments.map((segment) => decodeSegment(segment).toLowerCase()) };
}

function matchPattern(pattern: RoutePattern, { segments, keys }: ReturnType<typeof segmentsOf>): Match | undefined {
  const { fixed, lower, splat } = splitPattern(pattern);
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return undefined;
  const out: string[] = [];
  let score = 0;
  for (let i = 0; i < fixed.length; i++) {
    if (fixed[i].startsWith(":")) {
      out.push(segments[i]);
      continue;
    }
    if (keys[i] !== lower[i]) return undefined;
    out.push(fixed[i]);
    score += 1;
  }
  out.push(...segments.slice(fixed.length));
  return { canonical: `/${out.join("/")}`, score };
}

const DATA_SUFFIX = ".data";

/** Paths whose answers are kept, per list of patterns: paths come from anyone, so the memory is bounded. */
const PATHS_KEPT = 2_000;

/**
 * An answer about a path, kept: every request asks it of every pattern, and most requests are
 * for a few paths (the quote form's post, the home page).
 */
function rememberedByPath<T>(answer: (patterns: readonly RoutePattern[], path: string) => T) {
  const byPatterns = new WeakMap<readonly RoutePattern[], Map<string, T>>();
  return (patterns: readonly RoutePattern[], path: string): T => {
    let answers = byPatterns.get(patterns);
    if (!answers) byPatterns.set(patterns, (answers = new Map()));
    if (answers.has(path)) return answers.get(path) as T;
    const result = answer(patterns, path);
    if (answers.size >= PATHS_KEPT) answers.clear();
    answers.set(path, result);
    return result;
  };
}

/**
 * The canonical spelling of a path that matches a known pattern in another case or
 * percent-encoding ("/ADMIN/Leads" → "/admin/leads", "/%61dmin" → "/admin"); undefined when the
 * path is already canonical or matches no pattern but the site-wide catch-all (whose pages
 * live in the database and see to their own case). React Router's data requests
 * ("/admin/leads.data") are handled as the page they belong to.
 */
export const canonicalPath = rememberedByPath(function canonicalPath(patterns: readonly RoutePattern[], path: string): string | undefined {
  const data = path.endsWith(DATA_SUFFIX) && path !== DATA_SUFFIX;
  const pagePath = data ? path.slice(0, -DATA_SUFFIX.length) : path;
  const trailingSlash = pagePath.length > 1 && pagePath.endsWith("/");
  const segments = segmentsOf(pagePath);
  let best: Match | undefined;
  for (const pattern of patterns) {
    if (pattern === "/*") continue;
    const match = matchPattern(pattern, segments);
    if (match && (!best || match.score > best.score)) best = match;
  }
  if (!best || best.score === 0) return undefined;
  const canonical = `${best.canonical}${trailingSlash ? "/" : ""}${data ? DATA_SUFFIX : ""}`;
  return canonical === path ? undefined : canonical;
});

/**
 * The pattern that answers a path (case and all), as React Router picks it: the one with the
 * most fixed segments ("/admin/tradies/new" before "/admin/tradies/:id"). For rules that differ
 * by route.
 */
export const routeFor = rememberedByPath(function routeFor(patterns: readonly RoutePattern[], path: string): RoutePattern | undefined {
  const pagePath = path.endsWith(DATA_SUFFIX) ? path.slice(0, -DATA_SUFFIX.length) : path;
  const segments = segmentsOf(pagePath);
  let best: { pattern: RoutePattern; score: number } | undefined;
  for (const pattern of patterns) {
    const match = matchPattern(pattern, segments);
    if (match && match.canonical === normalise(pagePath) && (!best || match.score > best.score)) best = { pattern, score: match.score };
  }
  return best?.pattern;
});
