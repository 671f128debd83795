// `node scripts/seed-visits.ts [visits] [tradies]` (defaults 2000 and 50): adds that many active
// tradies and a job with one visit for each of that many made-up leads (scripts/seed-leads.ts),
// spread over this week from Monday to Sunday, 7 am to 5 pm, each with one tradie who has
// accepted it. For the schedule and portal benchmarks (bench/jobs.bench.ts). Run the app once
// first so the tables exist; with PGlite stop it while seeding.
import { getConfig } from "../app/platform/config.server.ts";
import { runSeedStatements, seedLeads, type SeedTarget } from "./seed-leads.ts";

/** Pure SQL, for PGlite and PostgreSQL: the tradies, then a job and a visit for each lead without a job. */
export function seedVisitsSql(visits: number, tradies: number, monday: string): string[] {
  return [
    `insert into tradies (name, email, trades, areas, bio, years_experience, status, insurance_expires_on)
select 'Seed Tradie ' || i, 'tradie' || i || '@seed.test', '["Plumbing"]'::jsonb, '["North Shore"]'::jsonb, 'Seeded.', 5, 'active', current_date + 365
from generate_series(1, ${tradies}) i`,
    `insert into service_jobs (number, lead_id, title, status, created_by_name)
select m.n0 + l.g, l.id, l.service, 'scheduled', 'Seed'
from (select row_number() over (order by id) as g, id, service from leads where not exists (select 1 from service_jobs j where j.lead_id = leads.id) order by id limit ${visits}) l,
  (select coalesce(max(number), 0) as n0 from service_jobs) m`,
    `insert into visits (job_id, lead_id, day, timing, start_minute, end_minute, starts_at, ends_at, status)
select j.id, j.lead_id, d.day, 'fixed', t.start, t.start + 120,
  (d.day + make_interval(mins => t.start)) at time zone 'Pacific/Auckland',
  (d.day + make_interval(mins => t.start + 120)) at time zone 'Pacific/Auckland',
  'scheduled'
from service_jobs j
cross join lateral (select ('${monday}'::date + (j.number % 7))::timestamp as day) d
cross join lateral (select 420 + ((j.number / 7) % 33) * 15 as start) t
where not exists (select 1 from visits v where v.job_id = j.id)`,
    `insert into visit_tradies (visit_id, tradie_id, starts_at, ends_at, offer, responded_at)
select v.id, t.id, v.starts_at, v.ends_at, 'accepted', now()
from visits v
join lateral (select id from tradies where email like '%@seed.test' order by id offset (v.id % ${tradies}) limit 1) t on true
where not exists (select 1 from visit_tradies x where x.visit_id = v.id)`,
    `insert into document_sequences (kind, last_value) values ('J', (select coalesce(max(number), 0) from service_jobs))
on conflict (kind) do update set last_value = excluded.last_value`,
    "vacuum analyze visits",
    "vacuum analyze visit_tradies",
    "vacuum analyze service_jobs",
  ];
}

/** Visits due a reminder now: a customer told of each visit two hours ahead, and the reminder job queued and due. */
export function seedDueRemindersSql(count: number): string[] {
  return [
    `insert into visits (lead_id, day, timing, start_minute, end_minute, starts_at, ends_at, status, customer_told_at)
select id, (now() at time zone 'Pacific/Auckland')::date, 'fixed', 600, 660, now() + interval '2 hours', now() + interval '3 hours', 'scheduled', now()
from (select id from leads where not exists (select 1 from visits v where v.lead_id = leads.id) order by id limit ${count}) l`,
    `insert into jobs (kind, payload, run_at, dedupe_key, subject_type, subject_id)
select 'visit.reminder', jsonb_build_object('visitId', id, 'sequence', 0), now(), 'visit-reminder:' || id || ':0', 'visit', id
from visits where customer_told_at is not null and not exists (select 1 from jobs j where j.dedupe_key = 'visit-reminder:' || visits.id || ':0')`,
  ];
}

export async function seedVisits(target: SeedTarget, visits: number, tradies: number, monday: string): Promise<void> {
  await seedLeads(target, visits);
  await runSeedStatements(target, seedVisitsSql(visits, tradies, monday), "seed:visits");
}

export async function seedDueReminders(target: SeedTarget, count: number): Promise<void> {
  await seedLeads(target, count);
  await runSeedStatements(target, seedDueRemindersSql(count), "seed:reminders");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const visits = Number(process.argv[2] ?? 2_000);
  const tradies = Number(process.argv[3] ?? 50);
  const today = new Date();
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  const started = performance.now();
  const { databaseUrl, dataDir } = getConfig();
  await seedVisits({ databaseUrl, dataDir }, visits, tradies, monday);
  console.log(
    `seeded ${visits.toLocaleString("en-NZ")} visits for ${tradies} tradies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
