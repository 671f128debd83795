// `node scripts/seed-leads.ts [count]` (default 100000): adds that many made-up leads, spread
// over the last 180 days with a mix of services, suburbs, statuses, sources and preferred dates,
// filed under 6 customers for every 10 leads, to the
// database the app uses (PGlite in DATA_DIR, or DATABASE_URL). Run the app once first so the
// tables exist; with PGlite stop it while seeding (one process per data folder). One INSERT …
// SELECT over generate_series, so 100,000 leads take seconds, not minutes.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { getConfig } from "../app/platform/config.server.ts";
import { lockDataFolder } from "../app/platform/db/data-folder-lock.server.ts";

const SERVICES = ["Plumbing", "Electrical", "Painting", "Gutter Cleaning", "Lawn Care", "Carpentry", "Home Cleaning", "Handyman"];
const SUBURBS = [
  "Takapuna",
  "Albany",
  "Henderson",
  "New Lynn",
  "Māngere",
  "Papakura",
  "Howick",
  "Botany",
  "Remuera",
  "Ponsonby",
  "Mt Eden",
  "Devonport",
];
const FIRST = [
  "Aroha",
  "Ben",
  "Chloe",
  "Dev",
  "Ella",
  "Finn",
  "Grace",
  "Hemi",
  "Isla",
  "Jack",
  "Kiri",
  "Liam",
  "Mere",
  "Noah",
  "Olivia",
  "Tama",
];
const LAST = ["Ngata", "Smith", "Wong", "Patel", "Brown", "Wilson", "Liu", "Parata", "Taylor", "Singh", "Walker", "Tautahi"];
const STATUSES = [
  "new",
  "new",
  "new",
  "contacted",
  "contacted",
  "visit_booked",
  "quote_sent",
  "won",
  "won",
  "lost",
  "on_hold",
  "spam",
  "duplicate",
];
const WORDS = [
  "leaking",
  "tap",
  "roof",
  "gutters",
  "fence",
  "deck",
  "paint",
  "switchboard",
  "lights",
  "lawn",
  "hedge",
  "cylinder",
  "drain",
  "window",
  "door",
  "kitchen",
  "bathroom",
  "garage",
];

/** Credited sources and their campaigns (docs/decisions/0083), in a realistic mix. */
const SOURCES = ["google", "google", "direct", "direct", "facebook", "phone", "nzherald.co.nz", "bing"];
const CAMPAIGNS = ["spring", "summer", "gutters", ""];
const LANDING = ["/", "/painting", "/plumbing", "/gutter-cleaning", "/north-shore", "/services"];

const arr = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
const pick = (values: string[], salt: number) => `(${arr(values)})[1 + ((g * ${salt} + ${salt * 7}) % ${values.length})]`;

/** The statement that adds `count` leads. Pure SQL, so it runs the same on PGlite and PostgreSQL. */
export function seedLeadsSql(count: number): string {
  const first = pick(FIRST, 7);
  const last = pick(LAST, 11);
  return `insert into leads (service, preferred_date, preferred_time, name, email, phone, address, suburb, message, status, follow_up_on, lost_reason, marketing_source, campaign, landing_page, created_at, updated_at)
select ${pick(SERVICES, 3)},
  (current_date + ((g % 120) - 30))::date,
  (array['8:00 AM','10:00 AM','1:00 PM','3:00 PM'])[1 + g % 4],
  ${first} || ' ' || ${last},
  lower(${first}) || '.' || g || '@example.co.nz',
  '021 ' || lpad((g % 1000)::text, 3, '0') || ' ' || lpad((g % 10000)::text, 4, '0'),
  (g % 300 + 1) || ' Example Street',
  ${pick(SUBURBS, 5)},
  'Need help with the ' || ${pick(WORDS, 13)} || ' and the ' || ${pick(WORDS, 17)} || '. Seeded lead ' || g || '.',
  s.status,
  case when s.status = 'on_hold' then current_date + (g % 30) - 10 end,
  case when s.status = 'lost' then 'Went with another quote' end,
  ${pick(SOURCES, 23)},
  ${pick(CAMPAIGNS, 29)},
  ${pick(LANDING, 31)},
  now() - make_interval(secs => (g * 155.52)::double precision),
  now()
from generate_series(1, ${Math.floor(count)}) as g
cross join lateral (select ${pick(STATUSES, 19)} as status) s`;
}

/**
 * Customers for the seeded leads, as many as 6 in 10 leads (so most customers asked once, some
 * several times), each lead filed under one by its number; run after seedLeadsSql.
 */
export function seedCustomersSql(count: number): string {
  const customers = Math.max(1, Math.floor(count * 0.6));
  return `insert into customers (name, created_at, updated_at)
select 'Seeded customer ' || c, now(), now() from generate_series(1, ${customers}) as c;\nupdate leads set customer_id = b.first + (leads.id % ${customers})
from (select max(id) - ${customers - 1} as first from customers) b
where leads.customer_id is null`;
}

export async function seedLeads(target: SeedTarget, count: number): Promise<void> {
  // Vacuumed as autovacuum would after so many inserts: index-only scans need the visibility map.
  const statements = [seedLeadsSql(count), ...seedCustomersSql(count).split(";\n"), "vacuum analyze leads", "vacuum analyze customers"];
  await runSeedStatements(target, statements, "seed:leads");
}

export interface SeedTarget {
  databaseUrl?: string;
  dataDir?: string;
}

/** Runs seeding statements one by one on PostgreSQL, or on PGlite holding its data folder's lock. */
export async function runSeedStatements(target: SeedTarget, statements: readonly string[], command: string): Promise<void> {
  if (target.databaseUrl) {
    const client = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      for (const statement of statements) await client.unsafe(statement);
    } finally {
      await client.end();
    }
    return;
  }
  const dataDir = target.dataDir ?? "data";
  const lock = lockDataFolder(dataDir, { command });
  try {
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      for (const statement of statements) await db.exec(statement);
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 100_000);
  const started = performance.now();
  const { databaseUrl, dataDir } = getConfig();
  await seedLeads({ databaseUrl, dataDir }, count);
  console.log(`seeded ${count.toLocaleString("en-NZ")} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
