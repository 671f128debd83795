import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration, migrateUpTo, openMigrationSql, type MigrationSql } from "../helpers/migrations";

/*
 * The migration that files the leads already stored under free text under a service (drizzle/0036,
 * issue 40.2): run on a database holding such leads, on PGlite or PostgreSQL alike.
 */
const FILING = "0037_leads_filed_under_services.sql";

let db: MigrationSql;
beforeAll(async () => {
  db = await openMigrationSql();
  await migrateUpTo(db, FILING);
  const lead = (name: string, service: string, message: string, anonymised = false) =>
    `('${service}', '2026-12-01', '10:00 AM', '${name}', 'x@example.co.nz', '021 100 0001', '1 First St', 'Henderson', '${message}', ${anonymised ? "now()" : "null"})`;
  await db.run(`insert into leads (service, preferred_date, preferred_time, name, email, phone, address, suburb, message, anonymised_at) values
    ${lead("Tui Tap", "Leaking tap in kitchen", "It drips.")},
    ${lead("Rua Lower", "plumbing", "A blocked sink.")},
    ${lead("Ana Right", "Painting", "Two rooms.")},
    ${lead("Deck Person", "Deck staining", "Big deck.")},
    ${lead("Gone", "Some words", "", true)}`);
  await applyMigration(db, FILING);
});
afterAll(async () => {
  await db?.close();
  await db?.drop();
});

describe("filing the leads stored under free text", () => {
  it("files each under a service or Other, keeping the words before its message", async () => {
    const rows = await db.rows<{ name: string; service: string; message: string }>("select name, service, message from leads order by id");
    expect(rows).toEqual([
      { name: "Tui Tap", service: "Other", message: "Asked for: Leaking tap in kitchen\n\nIt drips." },
      { name: "Rua Lower", service: "Plumbing", message: "A blocked sink." },
      { name: "Ana Right", service: "Painting", message: "Two rooms." },
      { name: "Deck Person", service: "Other", message: "Asked for: Deck staining\n\nBig deck." },
      { name: "Gone", service: "Other", message: "" },
    ]);
  });
});
