// The JavaScript of the pages that hydrate whole (issue 47, items 3 and 4; decision 0223): a
// cold load of the staff sign-in page, the dashboard, the schedule and the tradie portal,
// gzipped, in this build and the one before the issue's work (BENCH_BASELINE, default 80236eb),
// with issue 47's targets as "met"/"missed" lines. Read from each build's React Router manifest
// (bench/lib/route-js.ts); tests/e2e/staff-js-budget.spec.ts measures the same pages in Chromium.
import path from "node:path";
import type * as Baseline from "./lib/baseline-build";
import type * as RouteJs from "./lib/route-js";
import type * as Budgets from "../tests/helpers/staff-js-budgets";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { baselineBuild } = (await import(local("./lib/baseline-build.ts"))) as typeof Baseline;
const { routeColdJs } = (await import(local("./lib/route-js.ts"))) as typeof RouteJs;
const { STAFF_JS_BUDGETS } = (await import(local("../tests/helpers/staff-js-budgets.ts"))) as typeof Budgets;

const ROOT = path.resolve(import.meta.dirname, "..");
const ADMIN = ["root", "routes/admin/layout"];
const PAGES = [
  { path: "/admin/login", routes: [...ADMIN, "routes/admin/login"] },
  { path: "/admin/dashboard", routes: [...ADMIN, "routes/admin/shell", "routes/admin/dashboard"] },
  { path: "/admin/schedule", routes: [...ADMIN, "routes/admin/shell", "routes/admin/schedule"] },
  { path: "/crew", routes: ["root", "routes/crew/home"] },
] as const;

const baseline = baselineBuild(ROOT, process.env.BENCH_BASELINE ?? "80236eb");
const builds = [
  { name: `before (${baseline.commit})`, dir: path.join(baseline.checkout, "build") },
  { name: "this build", dir: path.resolve(ROOT, process.env.BUILD_DIR ?? "build") },
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const figures = builds.map((build) => PAGES.map((page) => routeColdJs(build.dir, [...page.routes])));

console.log("\n### Cold-load JavaScript of the pages that hydrate whole (gzip -9)\n");
console.log(`| Page | ${builds.map((b) => b.name).join(" | ")} | Target |`);
console.log(`|---|${builds.map(() => "---|").join("")}---|`);
for (const [i, page] of PAGES.entries()) {
  const target = page.path in STAFF_JS_BUDGETS ? kb(STAFF_JS_BUDGETS[page.path as keyof typeof STAFF_JS_BUDGETS].target) : "";
  console.log(`| ${page.path} | ${figures.map((f) => `${kb(f[i].bytes)} (${f[i].files} files)`).join(" | ")} | ${target} |`);
}
console.log("");
for (const [i, page] of PAGES.entries()) {
  if (!(page.path in STAFF_JS_BUDGETS)) continue;
  const { target } = STAFF_JS_BUDGETS[page.path as keyof typeof STAFF_JS_BUDGETS];
  const now = figures[1][i].bytes;
  console.log(`${now <= target ? "met" : "MISSED"}: ${page.path} cold load at most ${kb(target)} of JavaScript (${kb(now)})`);
}
