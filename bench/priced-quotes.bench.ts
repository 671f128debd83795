// Priced quotes (issue 17), on PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL
// database, each request one at a time as one person would make it:
//  - the customer's quote page /q/{token} for a 50-line quote: p95 server time, target 30 ms;
//  - its PDF: p95, target 300 ms;
//  - the staff quotes list with 100,000 quotes (scripts/seed-quotes.ts), first page and filtered,
//    as the browser's data request and as a whole page: p95, target 50 ms.
// Knobs: BENCH_QUOTES (100000), BENCH_REQUESTS (40).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as SeedScript from "../scripts/seed-quotes";
import type * as ServerHelpers from "../tests/helpers/server";
import type * as Harness from "./lib/harness";
import type * as QuoteHelpers from "../tests/helpers/quote";

const local = (relative: string) => new URL(relative, import.meta.url).href;
const { measure: timed, onBothDatabases, signIn } = (await import(local("./lib/harness.ts"))) as typeof Harness;
const { startServer } = (await import(local("../tests/helpers/server.ts"))) as typeof ServerHelpers;
const { seedQuotes } = (await import(local("../scripts/seed-quotes.ts"))) as typeof SeedScript;
const { postQuote, validQuote } = (await import(local("../tests/helpers/quote.ts"))) as typeof QuoteHelpers;

const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const ENV = {
  ADMIN_EMAIL: "bench@quotes.test",
  ADMIN_PASSWORD: "bench-password-123",
  SEED_DEMO: "false",
  SEED_DEMO_LEADS: "false",
  LOG_LEVEL: "warn",
  // Requests come "through a proxy" from many addresses, so the link's per-address limit is not what is measured.
  TRUSTED_PROXIES: "127.0.0.1",
  QUOTE_MIN_FILL_MS: "0",
};
const LISTS: Record<string, string> = {
  "first page": "",
  accepted: "?status=accepted",
  "sent this month": `?sentFrom=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
  "one member of staff": "?staff=seed-staff-b",
  "value range": "?minValue=1000&maxValue=5000",
  "search by number": "?q=Q-004242",
};

/** A 50-line quote with headings, labour, materials and optional items, sent; returns its token. */
async function fiftyLineQuote(url: string, cookie: string): Promise<string> {
  expect201((await postQuote(url, validQuote({ email: "fifty@bench.test", fillTimeMs: 20_000 }))).status);
  const leads = await (await fetch(`${url}/admin/leads?q=fifty%40bench.test`, { headers: { cookie } })).text();
  const leadId = /href="\/admin\/leads\/(\d+)"/.exec(leads)?.[1];
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url, cookie },
    body: new URLSearchParams(fields).toString(),
  });
  const started = await fetch(`${url}/admin/leads/${leadId}`, form({ intent: "new-quote" }));
  const quotePath = started.headers.get("location");
  const lines = Array.from({ length: 50 }, (_, i) =>
    i % 10 === 0
      ? { kind: "heading", description: `Stage ${i / 10 + 1}` }
      : i % 10 === 1
        ? {
            kind: "labour",
            description: `Labour for stage ${Math.floor(i / 10) + 1}`,
            hours: 2.5,
            rateCents: 9_500,
            amountsAre: "exclusive",
          }
        : i % 10 === 2
          ? {
              kind: "material",
              description: "Timber, H3.2 treated",
              quantity: 12,
              costCents: 1_890,
              markupPercent: 20,
              amountsAre: "exclusive",
            }
          : {
              kind: "item",
              description: `Item ${i}: supply and fit`,
              quantity: 1 + (i % 4),
              unitPriceCents: 4_500 + i * 100,
              amountsAre: "inclusive",
              optional: i % 7 === 0,
            },
  );
  const draft = {
    lines,
    amountsAre: "inclusive",
    scope: "Fifty lines of work.",
    terms: "Payment within 7 days.",
    validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    discount: { percent: 5 },
    deposit: { kind: "percent", percent: 20 },
    followUps: false,
  };
  const saved = await fetch(`${url}${quotePath}`, form({ intent: "save", draft: JSON.stringify(draft) }));
  if (saved.status !== 200) throw new Error(`saving the 50-line quote: ${saved.status}`);
  const sent = await (await fetch(`${url}${quotePath}`, form({ intent: "send" }))).text();
  const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(sent)?.[1];
  if (!token) throw new Error("the sent quote showed no link");
  return token;
}

function expect201(status: number) {
  if (status !== 201) throw new Error(`the quote request answered ${status}`);
}

const measure = (label: string, name: string, targetMs: number, request: (i: number) => Promise<Response>) =>
  timed(label, name, targetMs, REQUESTS, request);

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hpm-priced-quotes-bench-"));
  const first = await startServer({ dataDir, databaseUrl, env: ENV });
  await first.stop();
  const seeding = performance.now();
  await seedQuotes({ databaseUrl, dataDir }, QUOTES);
  console.log(`${label}: seeded ${QUOTES.toLocaleString("en-NZ")} quotes in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const server = await startServer({ dataDir, databaseUrl, env: ENV });
  try {
    const cookie = await signIn(server.url, ENV);
    const token = await fiftyLineQuote(server.url, cookie);
    const customer = (address: string) => (i: number) =>
      fetch(server.url + address, { headers: { "x-forwarded-for": `198.51.100.${i % 250}` } });
    await measure(label, "customer page, 50 lines", 30, customer(`/q/${token}`));
    await measure(label, "customer page data, 50 lines", 30, customer(`/q/${token}.data`));
    await measure(label, "PDF, 50 lines", 300, customer(`/q/${token}/pdf?chosen=7&chosen=14`));
    const staff = (address: string) => () => fetch(server.url + address, { headers: { cookie } });
    for (const [name, search] of Object.entries(LISTS)) {
      await measure(label, `quotes list data, ${name}`, 50, staff(`/admin/quotes.data${search}`));
      await measure(label, `quotes list page, ${name}`, 50, staff(`/admin/quotes${search}`));
    }
  } finally {
    await server.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onBothDatabases(run);
