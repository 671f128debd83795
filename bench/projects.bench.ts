// The project gallery (issue 19), on PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL
// database, with 500 published photos (125 projects of four; scripts/seed-projects.ts), one
// request at a time, every page rendered (a cookie skips the page cache):
//  - /projects, its last page, one service's projects, and a service page showing its latest
//    projects; p95 server time, target 100 ms.
// Lighthouse of /projects is in bench/pages.bench.ts with the other public pages.
// Knobs: BENCH_PHOTOS (500), BENCH_REQUESTS (40).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as SeedScript from "../scripts/seed-projects";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Harness from "./lib/harness";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { measure, onBothDatabases } = (await import(local("./lib/harness.ts"))) as typeof Harness;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { seedProjects } = (await import(local("../scripts/seed-projects.ts"))) as typeof SeedScript;

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 500);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const ENV = { SEED_DEMO: "false", SEED_DEMO_LEADS: "false", LOG_LEVEL: "warn", BACKGROUND_WORK: "off" };
const UNCACHED = { cookie: "bench=uncached" };

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hpm-projects-bench-"));
  try {
    const first = await startServer({ dataDir, databaseUrl, env: ENV });
    await first.stop();
    const seeding = performance.now();
    await seedProjects({ databaseUrl, dataDir }, PHOTOS);
    console.log(
      `${label}: seeded ${PHOTOS.toLocaleString("en-NZ")} gallery photos in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const server = await startServer({ dataDir, databaseUrl, env: ENV });
    try {
      const page = (address: string) => () => fetch(server.url + address, { headers: UNCACHED });
      const html = await (await page("/projects")()).text();
      const pages = Number(/Page 1 of (\d+)/.exec(html)?.[1] ?? 1);
      const service = /<option value="([^"]+)">/.exec(html.slice(html.indexOf('name="service"')))?.[1] ?? "";
      await measure(label, `/projects, ${PHOTOS} photos`, 100, REQUESTS, page("/projects"));
      await measure(label, `/projects, page ${pages} of ${pages}`, 100, REQUESTS, page(`/projects?page=${pages}`));
      await measure(label, `/projects?service=${service}`, 100, REQUESTS, page(`/projects?${new URLSearchParams({ service })}`));
      await measure(label, "/painting with its projects", 100, REQUESTS, page("/painting"));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onBothDatabases(run);
