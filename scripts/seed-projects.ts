// `node scripts/seed-projects.ts [photos]` (default 500): adds published gallery projects with
// that many photos in all, four to a project (a before and three afters), each on a done job
// of a made-up lead (scripts/seed-leads.ts) whose customer said yes to photos. For the gallery
// benchmark (bench/projects.bench.ts): the page shows the photos' addresses, so the photos are
// rows without stored images. Run the app once first so the tables exist; with PGlite stop it
// while seeding.
import { getConfig } from "../app/platform/config.server.ts";
import { runSeedStatements, seedLeads, type SeedTarget } from "./seed-leads.ts";

const PHOTOS_PER_PROJECT = 4;

/** Pure SQL, for PGlite and PostgreSQL: a done job, a project and its photos for each lead without a job. */
export function seedProjectsSql(projects: number): string[] {
  return [
    `insert into service_jobs (number, lead_id, title, status, done_at, photo_consent, created_by_name)
select m.n0 + l.g, l.id, l.service, 'done', now() - make_interval(days => l.g::int),
  jsonb_build_object('given', true, 'at', now(), 'by', 'Seed Customer', 'how', 'sign-off'), 'Seed'
from (select row_number() over (order by id) as g, id, service from leads where not exists (select 1 from service_jobs j where j.lead_id = leads.id) order by id limit ${projects}) l,
  (select coalesce(max(number), 0) as n0 from service_jobs) m`,
    `insert into projects (job_id, title, write_up, suburb, service, status, published_at, created_by_name)
select j.id, l.service || ' in ' || l.suburb,
  'The customer needed ' || lower(l.service) || ' done before winter. Our tradie prepared the site, did the work to code and left it tidy.',
  l.suburb, l.service, 'published', j.done_at, 'Seed'
from service_jobs j join leads l on l.id = j.lead_id
where j.created_by_name = 'Seed' and j.status = 'done' and not exists (select 1 from projects p where p.job_id = j.id)`,
    `with made as (
  insert into photos (source) select 'crew' from projects p cross join generate_series(1, ${PHOTOS_PER_PROJECT})
  where not exists (select 1 from project_photos x where x.project_id = p.id)
  returning id
), numbered as (select id, row_number() over () - 1 as n from made),
waiting as (select id, row_number() over (order by id) - 1 as n from projects p where not exists (select 1 from project_photos x where x.project_id = p.id))
insert into project_photos (project_id, photo_id, position, kind, caption)
select w.id, m.id, m.n % ${PHOTOS_PER_PROJECT}, case when m.n % ${PHOTOS_PER_PROJECT} = 0 then 'before' else 'after' end,
  case when m.n % ${PHOTOS_PER_PROJECT} = 0 then 'Before the work' else 'After the work, view ' || (m.n % ${PHOTOS_PER_PROJECT}) end
from numbered m join waiting w on w.n = m.n / ${PHOTOS_PER_PROJECT}`,
    `insert into document_sequences (kind, last_value) values ('J', (select coalesce(max(number), 0) from service_jobs))
on conflict (kind) do update set last_value = excluded.last_value`,
    "vacuum analyze projects",
    "vacuum analyze project_photos",
    "vacuum analyze service_jobs",
  ];
}

export async function seedProjects(target: SeedTarget, photos: number): Promise<void> {
  const projects = Math.ceil(photos / PHOTOS_PER_PROJECT);
  await seedLeads(target, projects);
  await runSeedStatements(target, seedProjectsSql(projects), "seed:projects");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const photos = Number(process.argv[2] ?? 500);
  const started = performance.now();
  const { databaseUrl, dataDir } = getConfig();
  await seedProjects({ databaseUrl, dataDir }, photos);
  console.log(`seeded ${photos.toLocaleString("en-NZ")} gallery photos in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
