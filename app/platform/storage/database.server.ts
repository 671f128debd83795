import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { assertObjectKey, type ObjectStorage } from "./object-storage";
import { storedObjectsTable } from "./tables";

type Executor = Pick<Database, "insert" | "select" | "delete">;

/**
 * Files as rows of `stored_objects`, read and written through `db`: the app's database, or a
 * transaction, so that a photo's bytes commit or roll back with the rows that point at them.
 */
export function databaseStorage(db: Executor): ObjectStorage {
  const t = storedObjectsTable;
  return {
    kind: "database",
    async put(key, bytes, contentType) {
      await db
        .insert(t)
        .values({ key: assertObjectKey(key), contentType, data: bytes })
        .onConflictDoUpdate({ target: t.key, set: { contentType, data: bytes } });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: t.data, contentType: t.contentType })
        .from(t)
        .where(eq(t.key, assertObjectKey(key)))
        .limit(1);
      return row ?? null;
    },
    async delete(keys) {
      if (keys.length) await db.delete(t).where(inArray(t.key, keys.map(assertObjectKey)));
    },
  };
}
