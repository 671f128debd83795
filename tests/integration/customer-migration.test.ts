import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration, migrateUpTo, openMigrationSql, type MigrationSql } from "../helpers/migrations";

/*
 * The migration that files the leads already stored under customers (drizzle/0012, issue 16):
 * run on a database holding leads from before it, on PGlite or PostgreSQL alike.
 */
const FILING = "0012_customers_sites_attribution.sql";

let db: MigrationSql;
beforeAll(async () => {
  db = await openMigrationSql();
  await migrateUpTo(db, FILING);
  const lead = (name: string, email: string, phone: string, address: string, service: string, daysAgo: number, extra = "") =>
    `('${service}', '2026-12-01', '10:00 AM', '${name}', '${email}', '${phone}', '${address}', 'Henderson', 'Help', now() - interval '${daysAgo} days'${extra})`;
  await db.run(`insert into leads (service, preferred_date, preferred_time, name, email, phone, address, suburb, message, created_at) values
    ${lead("Ana One", "ana@example.co.nz", "021 100 0001", "1 First St", "Plumbing", 20)},
    ${lead("Ana One", " ANA@example.co.nz", "021 100 0001", "1  first st", "Plumbing", 10)},
    ${lead("Ana Work", "ana.work@example.co.nz", "021 100 0001", "5 Office Rd", "Painting", 5)},
    ${lead("Bo Two", "bo@example.co.nz", "09 200 0002", "2 Second St", "Plumbing", 90)},
    ${lead("Bo Two", "bo@example.co.nz", "09 200 0002", "2 Second St", "Plumbing", 3)}`);
  await db.run(`insert into leads (service, preferred_date, preferred_time, name, email, phone, address, suburb, message, source, anonymised_at)
    values ('Plumbing', '2026-12-01', '10:00 AM', 'Anonymised', '', '', '', 'Henderson', '', 'phone', now())`);
  await applyMigration(db, FILING);
});
afterAll(async () => {
  await db?.close();
  await db?.drop();
});

type Row = {
  id: number;
  name: string;
  customer_id: number | null;
  site_id: number | null;
  possible_duplicate_of_id: number | null;
  marketing_source: string;
};
const leads = () =>
  db.rows<Row>("select id, name, customer_id, site_id, possible_duplicate_of_id, marketing_source from leads order by id");

describe("filing the existing leads under customers", () => {
  it("makes one customer per person, joining an email to another by a shared phone number", async () => {
    const rows = await leads();
    const [a1, a2, aWork, b1, b2, anonymised] = rows;
    expect(a2.customer_id).toBe(a1.customer_id);
    expect(aWork.customer_id).toBe(a1.customer_id);
    expect(b2.customer_id).toBe(b1.customer_id);
    expect(b1.customer_id).not.toBe(a1.customer_id);
    expect(anonymised.customer_id).toBeNull();
    expect((await db.rows<{ n: number }>("select count(*)::int as n from customers"))[0].n).toBe(2);
    const contacts = await db.rows<{ customer_id: number; kind: string; key: string }>(
      "select customer_id, kind, key from customer_contacts order by kind, key",
    );
    expect(contacts).toEqual([
      { customer_id: a1.customer_id, kind: "email", key: "ana.work@example.co.nz" },
      { customer_id: a1.customer_id, kind: "email", key: "ana@example.co.nz" },
      { customer_id: b1.customer_id, kind: "email", key: "bo@example.co.nz" },
      { customer_id: a1.customer_id, kind: "phone", key: "0211000001" },
      { customer_id: b1.customer_id, kind: "phone", key: "092000002" },
    ]);
  });

  it("makes one site per address, however it was spaced or capitalised", async () => {
    const [a1, a2, aWork] = await leads();
    expect(a2.site_id).toBe(a1.site_id);
    expect(aWork.site_id).not.toBe(a1.site_id);
    expect((await db.rows<{ n: number }>("select count(*)::int as n from sites"))[0].n).toBe(3);
  });

  it("flags a repeat of the same service within 30 days, and credits staff-entered leads to how they came in", async () => {
    const [a1, a2, aWork, b1, b2, anonymised] = await leads();
    expect(a2.possible_duplicate_of_id).toBe(a1.id);
    expect([a1.possible_duplicate_of_id, aWork.possible_duplicate_of_id, b1.possible_duplicate_of_id, b2.possible_duplicate_of_id]).toEqual(
      [null, null, null, null],
    );
    expect(anonymised.marketing_source).toBe("phone");
    expect(a1.marketing_source).toBe("direct");
  });
});
