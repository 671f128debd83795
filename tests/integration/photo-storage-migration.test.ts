import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigration, migrateUpTo, openMigrationSql, type MigrationSql } from "../helpers/migrations";

/*
 * The migration that takes photos' bytes out of photo_variants (drizzle/0030, docs/decisions/0116):
 * run on a database holding photos from before it, on PGlite or PostgreSQL alike. Each variant's
 * bytes move to stored_objects under its new key, the variant keeps its width, format, type,
 * size and key, and deleting a photo afterwards queues its files' keys for the sweep.
 */
const MOVE = "0030_photo_storage.sql";
const PHOTO = "6d1c2b0a-3f4e-4a5b-8c7d-9e0f1a2b3c4d";
const OTHER = "0a1b2c3d-4e5f-4061-8728-394a5b6c7d8e";

let db: MigrationSql;
beforeAll(async () => {
  db = await openMigrationSql();
  await migrateUpTo(db, MOVE);
  await db.run(`insert into photos (id, source) values ('${PHOTO}', 'staff'), ('${OTHER}', 'application')`);
  await db.run(`insert into photo_variants (photo_id, width, content_type, data) values
    ('${PHOTO}', 128, 'image/webp', '\\x524946460001'::bytea),
    ('${PHOTO}', 256, 'image/webp', '\\x52494646000203'::bytea),
    ('${PHOTO}', 512, 'image/webp', '\\x5249464600030405'::bytea),
    ('${OTHER}', 128, 'image/webp', '\\x52494646ff'::bytea)`);
  await applyMigration(db, MOVE);
});
afterAll(async () => {
  await db?.close();
  await db?.drop();
});

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("moving photos' bytes out of photo_variants", () => {
  it("keeps each variant's width, format, type, size and key, and its bytes under that key", async () => {
    const variants = await db.rows<Record<string, unknown>>(
      "select photo_id::text as photo_id, width, format, content_type, byte_size, key from photo_variants order by photo_id, width",
    );
    expect(variants).toEqual([
      { photo_id: OTHER, width: 128, format: "webp", content_type: "image/webp", byte_size: 5, key: `photos/${OTHER}/128.webp` },
      { photo_id: PHOTO, width: 128, format: "webp", content_type: "image/webp", byte_size: 6, key: `photos/${PHOTO}/128.webp` },
      { photo_id: PHOTO, width: 256, format: "webp", content_type: "image/webp", byte_size: 7, key: `photos/${PHOTO}/256.webp` },
      { photo_id: PHOTO, width: 512, format: "webp", content_type: "image/webp", byte_size: 8, key: `photos/${PHOTO}/512.webp` },
    ]);
    const objects = await db.rows<{ key: string; content_type: string; data: Uint8Array }>(
      "select key, content_type, data from stored_objects order by key",
    );
    expect(objects.map((o) => [o.key, o.content_type, hex(o.data)])).toEqual([
      [`photos/${OTHER}/128.webp`, "image/webp", "52494646ff"],
      [`photos/${PHOTO}/128.webp`, "image/webp", "524946460001"],
      [`photos/${PHOTO}/256.webp`, "image/webp", "52494646000203"],
      [`photos/${PHOTO}/512.webp`, "image/webp", "5249464600030405"],
    ]);
    const columns = await db.rows<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'photo_variants' order by column_name",
    );
    expect(columns.map((c) => c.column_name)).toEqual(["byte_size", "content_type", "format", "key", "photo_id", "width"]);
  });

  it("lets a photo have each width in two formats, and queues a deleted photo's files for the sweep", async () => {
    await db.run(
      `insert into photo_variants (photo_id, width, format, content_type, byte_size, key) values ('${PHOTO}', 128, 'avif', 'image/avif', 3, 'photos/${PHOTO}/128.avif')`,
    );
    await db.run(`delete from photos where id = '${PHOTO}'`);
    const queued = await db.rows<{ key: string; locked_until: unknown; attempts: number }>(
      "select key, locked_until, attempts from storage_deletions order by key",
    );
    expect(queued).toEqual(
      ["128.avif", "128.webp", "256.webp", "512.webp"].map((file) => ({ key: `photos/${PHOTO}/${file}`, locked_until: null, attempts: 0 })),
    );
    expect((await db.rows("select key from photo_variants")).length).toBe(1);
  });
});
