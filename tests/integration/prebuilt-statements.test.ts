import { asc, eq, sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { prebuilt, prebuiltForRows } from "~/platform/db/prebuilt.server";
import { openTestDatabase, type TestDatabase } from "../helpers/database";

// Statements built once by drizzle and run again with new values (docs/decisions/0125), on
// PGlite and, when DATABASE_URL is set, on PostgreSQL: the values must arrive as the built
// query would have sent them.
const checks = pgTable("prebuilt_checks", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  tags: jsonb("tags").$type<string[]>().notNull(),
  note: jsonb("note").$type<{ text: string }>(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  visits: integer("visits").notNull().default(0),
});

describe("prebuilt statements", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    handle = database.handle;
    await handle.db.execute(
      sql.raw(`create table prebuilt_checks (id serial primary key, name text not null, tags jsonb not null, note jsonb,
        at timestamptz not null, visits integer not null default 0)`),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  let builds = 0;
  const insertCheck = prebuilt<{ name: string; tags: string[]; note: { text: string } | null; at: Date }, { id: number }>((db) => {
    builds++;
    return db
      .insert(checks)
      .values({ name: sql.placeholder("name"), tags: sql.placeholder("tags"), note: sql.placeholder("note"), at: sql.placeholder("at") })
      .returning({ id: checks.id });
  });
  const stored = (id: number) => handle.db.select().from(checks).where(eq(checks.id, id));

  it("sends values through their columns' encoders, as the built query would, and keeps a null as NULL", async () => {
    const at = new Date("2026-11-27T01:02:03.456Z");
    const [{ id }] = await insertCheck(handle.db, { name: "Mere", tags: ["gutters", "roof"], note: null, at });
    expect(await stored(Number(id))).toEqual([{ id: Number(id), name: "Mere", tags: ["gutters", "roof"], note: null, at, visits: 0 }]);
    const [{ isNull }] = (await handle.db
      .select({ isNull: sql<boolean>`${checks.note} is null` })
      .from(checks)
      .where(eq(checks.id, Number(id)))) as Array<{ isNull: boolean }>;
    expect(isNull).toBe(true);
  });

  it("builds once and runs with each new set of values, in the caller's transaction", async () => {
    const first = await insertCheck(handle.db, { name: "Aroha", tags: [], note: { text: "gate code 1234" }, at: new Date() });
    await expect(
      handle.db.transaction(async (tx) => {
        await insertCheck(tx, { name: "Rolled back", tags: ["x"], note: null, at: new Date() });
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(builds).toBe(1);
    expect((await stored(Number(first[0].id)))[0]).toMatchObject({ name: "Aroha", note: { text: "gate code 1234" } });
    const names = await handle.db.select({ name: checks.name }).from(checks).orderBy(asc(checks.id));
    expect(names.map((row) => row.name)).toEqual(["Mere", "Aroha"]);
  });

  it("builds a statement over a list once for each length, each row getting its own values", async () => {
    let listBuilds = 0;
    const insertMany = prebuiltForRows(["name", "tags", "note", "at"], (db, rows) => {
      listBuilds++;
      return db.insert(checks).values(rows).returning({ id: checks.id });
    });
    const row = (name: string) => ({ name, tags: [name], note: null, at: new Date() });
    const two = await insertMany(handle.db, [row("Tama"), row("Hemi")]);
    const one = await insertMany(handle.db, [row("Kiri")]);
    const twoMore = await insertMany(handle.db, [row("Ana"), row("Rawiri")]);
    expect(listBuilds).toBe(2);
    const ids = [...two, ...one, ...twoMore].map((r) => Number(r.id));
    const rows = await Promise.all(ids.map(async (id) => (await stored(id))[0]));
    expect(rows.map((r) => [r.name, r.tags])).toEqual([
      ["Tama", ["Tama"]],
      ["Hemi", ["Hemi"]],
      ["Kiri", ["Kiri"]],
      ["Ana", ["Ana"]],
      ["Rawiri", ["Rawiri"]],
    ]);
  });

  it("refuses a value built into the statement, which every run would send again", async () => {
    const withConstant = prebuilt<{ name: string }>((db) =>
      db.insert(checks).values({ name: sql.placeholder("name"), tags: ["fixed"], at: sql.placeholder("at") }),
    );
    await expect(withConstant(handle.db, { name: "x" })).rejects.toThrow(/parameter \$2 is not a sql\.placeholder\(\)/);
  });

  it("refuses a run with a value missing, storing nothing", async () => {
    const before = await handle.db.select({ id: checks.id }).from(checks);
    await expect(insertCheck(handle.db, { name: "No date", tags: [], note: null } as never)).rejects.toThrow('no value for "at"');
    expect(await handle.db.select({ id: checks.id }).from(checks)).toHaveLength(before.length);
  });
});
