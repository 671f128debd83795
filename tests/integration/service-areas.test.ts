import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_AREAS } from "~/features/catalogue/seed/areas";
import { areaContentSchema } from "~/features/catalogue/schema";
import { areasTable } from "~/features/catalogue/tables";
import { areaDirectory } from "~/features/leads/areas";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { get, SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { createTestDatabase } from "../helpers/server";
import { readList, startLeadsServer, type LeadsServer } from "./leads-fixtures";

/*
 * Issue 20: a lead from Ponsonby was filed under "Other" although the business serves
 * Auckland Central. Areas, their suburbs and the lead figures now come from one source, the
 * catalogue's areas, and migration 0010 gives databases seeded before it the central area.
 */
const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");
const BEFORE_CENTRAL = 10; // the migration that adds Auckland Central

/** A copy of the migrations folder that stops before migration `upTo`. */
async function migrationsBefore(upTo: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "hpm-migrations-"));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx < upTo);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

async function withDatabase(run: (handle: DatabaseHandle) => Promise<void>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hpm-areas-"));
  const database = await createTestDatabase();
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir });
  try {
    await run(handle);
  } finally {
    await handle.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const readAreas = (handle: DatabaseHandle) => handle.db.select().from(areasTable).orderBy(asc(areasTable.sortOrder));

describe("migration 0010: Auckland Central for databases seeded before it", () => {
  let older: string;
  beforeAll(async () => void (older = await migrationsBefore(BEFORE_CENTRAL)));
  afterAll(() => rm(older, { recursive: true, force: true }));

  it("adds the area, so existing leads from central suburbs are filed under it", async () => {
    await withDatabase(async (handle) => {
      await handle.migrate(older);
      const fourAreas = SEED_AREAS.filter((a) => a.slug !== "auckland-central");
      await handle.db.insert(areasTable).values(fourAreas.map((a, i) => ({ ...a, sortOrder: i + 1 })));
      expect(areaDirectory(await readAreas(handle)).areaOf("Ponsonby")).toBe("Other");

      await handle.migrate(MIGRATIONS);
      const areas = await readAreas(handle);
      expect(areas.map((a) => a.name)).toEqual(["North Shore", "West Auckland", "South Auckland", "East Auckland", "Auckland Central"]);
      const directory = areaDirectory(areas);
      for (const suburb of ["Ponsonby", "Grey Lynn", "Parnell", "Newmarket", "Mt Eden", "Kingsland", "Auckland CBD", "CBD"]) {
        expect(directory.areaOf(suburb), suburb).toBe("Auckland Central");
      }
      expect(directory.areaOf("Takapuna")).toBe("North Shore");
      const central = areas.find((a) => a.slug === "auckland-central")!;
      expect(central.path).toBe("/auckland-central");
      expect(areaContentSchema.safeParse(central.content).error).toBeUndefined();
    });
  });

  it("leaves a new database to the seed, and an area staff already made alone", async () => {
    await withDatabase(async (handle) => {
      await handle.migrate(MIGRATIONS);
      expect(await readAreas(handle)).toEqual([]);
    });
    await withDatabase(async (handle) => {
      await handle.migrate(older);
      const [own] = SEED_AREAS.filter((a) => a.slug === "auckland-central");
      await handle.db.insert(areasTable).values({ ...own, name: "Central", sortOrder: 1 });
      await handle.migrate(MIGRATIONS);
      const areas = await readAreas(handle);
      expect(areas.map((a) => a.name)).toEqual(["Central"]);
      expect(await handle.db.select().from(areasTable).where(eq(areasTable.slug, "auckland-central"))).toHaveLength(1);
    });
  });
});

describe("service areas in the admin", () => {
  let s: LeadsServer;
  beforeAll(async () => {
    s = await startLeadsServer([
      { name: "Pita Ponsonby", suburb: "Ponsonby", daysAgo: 1 },
      { name: "Kiri Kingsland", suburb: "kingsland", daysAgo: 2 },
      { name: "Tama Takapuna", suburb: "Takapuna", daysAgo: 3 },
      { name: "Quinn Queenstown", suburb: "Queenstown", daysAgo: 4 },
    ]);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => s?.dispose());

  it("has a public page for Auckland Central", async () => {
    const res = await get(`${s.server.url}/auckland-central`);
    expect(res.status).toBe(200);
    expect(parse(await res.text()).querySelector("h1")?.text).toBe("Property maintenance in Auckland Central");
  });

  it("filters the leads list by every service area", async () => {
    expect((await readList(s, "?area=Auckland+Central")).names).toEqual(["Pita Ponsonby", "Kiri Kingsland"]);
    expect((await readList(s, "?area=North+Shore")).names).toEqual(["Tama Takapuna"]);
    const options = parse((await readList(s, "")).html)
      .querySelectorAll('select[name="area"] option')
      .map((o) => o.text);
    expect(options).toEqual(["Any area", "North Shore", "West Auckland", "South Auckland", "East Auckland", "Auckland Central"]);
  });

  it("shows the area on the lead's page", async () => {
    const list = parse((await readList(s, "?area=Auckland+Central")).html);
    const href = list
      .querySelectorAll('a[href^="/admin/leads/"]')
      .find((a) => a.text.includes("Pita Ponsonby"))
      ?.getAttribute("href");
    const page = await (await get(`${s.server.url}${href}`, s.cookie)).text();
    expect(page).toContain("Ponsonby (Auckland Central)");
  });

  it("gives the figures a figure for every service area, and Other for the rest", async () => {
    const doc = parse(await (await get(`${s.server.url}/admin/figures`, s.cookie)).text());
    const rows = doc.querySelectorAll("section[aria-labelledby='by-area'] tbody tr");
    const figures = Object.fromEntries(rows.map((tr) => [tr.querySelector("th")?.text.trim(), tr.querySelector("td")?.text.trim()]));
    expect(figures).toEqual({
      "Auckland Central": "2",
      "North Shore": "1",
      Other: "1",
      "West Auckland": "0",
      "South Auckland": "0",
      "East Auckland": "0",
    });
  });

  it("writes the area into the CSV export", async () => {
    const csv = await (await get(`${s.server.url}/admin/leads/export.csv?area=Auckland+Central`, s.cookie)).text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(",Auckland Central,"))).toBe(true);
  });
});
