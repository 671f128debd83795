// `node scripts/seed-invoices.ts [invoices]` (default 50000): adds that many issued invoices,
// three lines each, dated over the last year (about one in ten still owing, some overdue), for
// the invoices benchmark (bench/invoices.bench.ts). Run the app once first so the tables exist;
// with PGlite stop it while seeding.
import { getConfig } from "../app/platform/config.server.ts";
import { runSeedStatements, type SeedTarget } from "./seed-leads.ts";

/** Pure SQL, for PGlite and PostgreSQL. Amounts are GST-inclusive: 3 lines of $50 to $550. */
export function seedInvoicesSql(count: number): string[] {
  return [
    `insert into invoices (prefix, number, kind, status, buyer, reference, title, issue_date, due_date, amounts_are, gst_rounding,
       exclusive_cents, gst_cents, inclusive_cents, paid_cents, sent_at, created_by_name)
select 'INV', n0 + i, 'invoice',
  case when i % 10 = 0 then 'sent' when i % 23 = 0 then 'part_paid' else 'paid' end,
  jsonb_build_object('name', 'Seed Customer ' || i, 'email', 'customer' || i || '@seed.test', 'phone', '021 555 ' || lpad((i % 10000)::text, 4, '0'),
    'address', (i % 200 + 1) || ' Kauri Road', 'suburb', (array['Albany','Ponsonby','Howick','Henderson','Takapuna'])[i % 5 + 1]),
  'J-' || lpad(i::text, 6, '0'), 'Seed work',
  current_date - (i % 365), current_date - (i % 365) + 7, 'inclusive', 'total',
  t.total - (t.total * 3 + 11) / 23, (t.total * 3 + 11) / 23, t.total,
  case when i % 10 = 0 then 0 when i % 23 = 0 then t.total / 2 else t.total end,
  now() - make_interval(days => i % 365), 'Seed'
from generate_series(1, ${count}) i
cross join (select coalesce(max(number), 0) as n0 from invoices where prefix = 'INV') m
cross join lateral (select 3 * (5000 + (i % 11) * 5000) as total) t`,
    `insert into invoice_lines (invoice_id, position, kind, description, quantity, unit_price_cents, amount_cents, account_code)
select inv.id, p, 'item', 'Seed work, part ' || (p + 1), 1, inv.inclusive_cents / 3, inv.inclusive_cents / 3, '200'
from invoices inv cross join generate_series(0, 2) p
where not exists (select 1 from invoice_lines l where l.invoice_id = inv.id)`,
    `update invoices set paid_at = sent_at where status = 'paid' and paid_at is null`,
    `insert into document_sequences (kind, last_value) values ('INV', (select coalesce(max(number), 0) from invoices where prefix = 'INV'))
on conflict (kind) do update set last_value = excluded.last_value`,
    "vacuum analyze invoices",
    "vacuum analyze invoice_lines",
  ];
}

export async function seedInvoices(target: SeedTarget, count: number): Promise<void> {
  await runSeedStatements(target, seedInvoicesSql(count), "seed:invoices");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 50_000);
  const started = performance.now();
  const { databaseUrl, dataDir } = getConfig();
  await seedInvoices({ databaseUrl, dataDir }, count);
  console.log(`seeded ${count.toLocaleString("en-NZ")} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
