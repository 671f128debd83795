// `node scripts/seed-quotes.ts [count]` (default 100000): adds that many made-up leads
// (scripts/seed-leads.ts) and a quote for each, spread over the pipeline (draft, sent, viewed,
// accepted, declined, expired) and three members of staff, to the database the app uses (PGlite
// in DATA_DIR, or DATABASE_URL). Run the app once first so the tables exist; with PGlite stop it
// while seeding. The quotes carry their totals but no lines: the list never reads lines.
import { getConfig } from "../app/platform/config.server.ts";
import { runSeedStatements, seedLeads, type SeedTarget } from "./seed-leads.ts";

const STATUSES = ["draft", "sent", "sent", "viewed", "accepted", "accepted", "declined", "expired"];
const STAFF = [
  ["seed-staff-a", "Mia Manager"],
  ["seed-staff-b", "Sam Staff"],
  ["seed-staff-c", "Ari Admin"],
];
const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]`;

/** The statements that give the newest `count` leads without a quote one quote each. Pure SQL, for PGlite and PostgreSQL. */
export function seedQuotesSql(count: number): string[] {
  return [
    `insert into quotes (number, lead_id, customer_id, current_version, created_by_id, created_by_name, created_at, updated_at)
select m.n0 + l.g, l.id, l.customer_id, 1, (${list(STAFF.map((s) => s[0]))})[1 + l.g % 3], (${list(STAFF.map((s) => s[1]))})[1 + l.g % 3], l.created_at, l.created_at
from (select row_number() over (order by id) as g, id, customer_id, created_at from leads where not exists (select 1 from quotes q where q.lead_id = leads.id) order by id limit ${Math.floor(count)}) l,
  (select coalesce(max(number), 0) as n0 from quotes) m`,
    `insert into quote_versions (quote_id, version, prepared_by_id, prepared_by_name, status, amounts_are, gst_rounding, scope, terms, valid_until, deposit, exclusive_cents, gst_cents, inclusive_cents, follow_ups, sent_at, viewed_at, accepted, accepted_cents, accepted_at, declined, declined_at, created_at, updated_at)
select q.id, 1, q.created_by_id, q.created_by_name, s.status, 'inclusive', 'total', '', 'Seeded terms.', (q.created_at + interval '30 days')::date, '{"kind":"none"}'::jsonb,
  a.incl - a.gst, a.gst, a.incl, false,
  case when s.status <> 'draft' then q.created_at + interval '1 hour' end,
  case when s.status in ('viewed', 'accepted', 'declined') then q.created_at + interval '1 day' end,
  case when s.status = 'accepted' then jsonb_build_object('name', 'Seeded customer', 'ip', '127.0.0.1', 'userAgent', 'seed', 'chosen', '[]'::jsonb, 'inclusiveCents', a.incl, 'depositCents', 0, 'sha256', '') end,
  case when s.status = 'accepted' then a.incl end,
  case when s.status = 'accepted' then q.created_at + interval '2 days' end,
  case when s.status = 'declined' then '{"reason":"price","note":""}'::jsonb end,
  case when s.status = 'declined' then q.created_at + interval '2 days' end,
  q.created_at, q.created_at
from quotes q
cross join lateral (select (${list(STATUSES)})[1 + q.number % ${STATUSES.length}] as status) s
cross join lateral (select incl, round(incl * 3 / 23.0)::int as gst from (select (20000 + (q.number * 7919) % 2000000)::int as incl) i) a
where not exists (select 1 from quote_versions x where x.quote_id = q.id)`,
    `insert into document_sequences (kind, last_value) values ('Q', (select coalesce(max(number), 0) from quotes))
on conflict (kind) do update set last_value = excluded.last_value`,
    "vacuum analyze quotes",
    "vacuum analyze quote_versions",
  ];
}

export async function seedQuotes(target: SeedTarget, count: number): Promise<void> {
  await seedLeads(target, count);
  await runSeedStatements(target, seedQuotesSql(count), "seed:quotes");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 100_000);
  const started = performance.now();
  const { databaseUrl, dataDir } = getConfig();
  await seedQuotes({ databaseUrl, dataDir }, count);
  console.log(`seeded ${count.toLocaleString("en-NZ")} quotes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
