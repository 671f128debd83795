// Invoices (issue 19), on PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database,
// with 50,000 issued invoices of three lines each (scripts/seed-invoices.ts), one request at a
// time:
//  - the staff invoices list (with what is outstanding and overdue): first page, the overdue
//    filter, a customer search; p95, target 100 ms;
//  - the Xero export of a month (about 4,100 invoices, so in parts of 500): the first and last
//    part; p95, target 500 ms.
// Knobs: BENCH_INVOICES (50000), BENCH_REQUESTS (40).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as SeedScript from "../scripts/seed-invoices";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Harness from "./lib/harness";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { measure: timed, onBothDatabases, signIn } = (await import(local("./lib/harness.ts"))) as typeof Harness;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { seedInvoices } = (await import(local("../scripts/seed-invoices.ts"))) as typeof SeedScript;

const INVOICES = Number(process.env.BENCH_INVOICES ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const ENV = {
  ADMIN_EMAIL: "bench@invoices.test",
  ADMIN_PASSWORD: "bench-password-123",
  SEED_DEMO: "false",
  SEED_DEMO_LEADS: "false",
  LOG_LEVEL: "warn",
  BACKGROUND_WORK: "off",
};

const measure = (label: string, name: string, targetMs: number, request: (i: number) => Promise<Response>) =>
  timed(label, name, targetMs, REQUESTS, request);

/** The calendar month before this one, in Auckland: its first and last day. */
function lastMonth() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
  const end = new Date(Date.parse(`${today.slice(0, 8)}01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: `${end.slice(0, 8)}01`, to: end };
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hpm-invoices-bench-"));
  const target = { databaseUrl, dataDir };
  try {
    const first = await startServer({ dataDir, databaseUrl, env: ENV });
    await first.stop();
    const seeding = performance.now();
    await seedInvoices(target, INVOICES);
    console.log(`${label}: seeded ${INVOICES.toLocaleString("en-NZ")} invoices in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const server = await startServer({ dataDir, databaseUrl, env: ENV });
    try {
      const cookie = await signIn(server.url, ENV);
      const staff = (address: string) => () => fetch(server.url + address, { headers: { cookie } });
      await measure(label, `invoices list, ${INVOICES} invoices`, 100, staff("/admin/invoices"));
      await measure(label, "invoices list data", 100, staff("/admin/invoices.data"));
      await measure(label, "invoices list, overdue", 100, staff("/admin/invoices.data?status=overdue"));
      await measure(label, "invoices list, customer search", 100, staff("/admin/invoices.data?q=Seed%20Customer%204242"));
      const { from, to } = lastMonth();
      const size = await (await fetch(`${server.url}/admin/invoices/export.data?from=${from}&to=${to}`, { headers: { cookie } })).text();
      const parts = Number(/"parts",(\d+)/.exec(size)?.[1] ?? 1);
      await measure(label, `Xero export, part 1 of ${parts}`, 500, staff(`/admin/invoices/export.csv?from=${from}&to=${to}&part=1`));
      await measure(
        label,
        `Xero export, part ${parts} of ${parts}`,
        500,
        staff(`/admin/invoices/export.csv?from=${from}&to=${to}&part=${parts}`),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onBothDatabases(run);
