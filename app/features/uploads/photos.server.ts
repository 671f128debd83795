import { randomUUID } from "node:crypto";
import { eq, inArray, type SQLWrapper } from "drizzle-orm";
import { lockUntilCommit } from "~/platform/db/advisory-locks.server";
import { peekDatabaseHandle } from "~/platform/db/client.server";
import type { Database } from "~/platform/db/database";
import { logger } from "~/platform/logger.server";
import { objectStorage } from "~/platform/storage/registry.server";
import type { ObjectStorage } from "~/platform/storage/object-storage";
import { closestVariant, type PhotoFormat } from "./photos";
import type { PhotoVariant } from "./process-photo.server";
import { photosTable, photoVariantsTable } from "./tables";

type Executor = Pick<Database, "insert" | "delete" | "select" | "transaction" | "execute">;

/** Where a variant's bytes are kept, in whichever storage is configured. */
const variantKey = (photoId: string, v: { width: number; format: PhotoFormat }) => `photos/${photoId}/${v.width}.${v.format}`;

/**
 * Stores a processed photo's variants; returns its id. Call inside the transaction that links
 * it (docs/decisions/0116). In the database storage the bytes are rows of that transaction.
 * In a folder or S3 they are written at once, and if the transaction then rolls back (a rate
 * limit, a refusal) the files are deleted as soon as it has ended, so nothing is left behind.
 */
export async function storePhoto(
  tx: Executor,
  variants: PhotoVariant[],
  source: "application" | "staff" | "crew" | "review" | "request",
): Promise<string> {
  const id = randomUUID();
  const storage = objectStorage(tx);
  const rows = variants.map((v) => ({
    photoId: id,
    width: v.width,
    format: v.format,
    contentType: v.contentType,
    byteSize: v.data.byteLength,
    key: variantKey(id, v),
  }));
  const puts = rows.map((row, i) => () => storage.put(row.key, variants[i].data, row.contentType));
  if (storage.kind === "database") {
    // Through the transaction, one statement after another.
    for (const put of puts) await put();
  } else {
    await lockUntilCommit(tx, "photoUpload", id);
    await Promise.all(puts.map((put) => put()));
  }
  await tx.insert(photosTable).values({ id, source });
  await tx.insert(photoVariantsTable).values(rows);
  if (storage.kind !== "database") {
    deleteFilesIfNeverCommitted(
      storage,
      id,
      rows.map((r) => r.key),
    ).catch((err) => logger.warn({ err, photoId: id }, "could not check an uploaded photo's transaction"));
  }
  return id;
}

/**
 * Waits for the transaction that stored the photo to end (it holds the photo's lock until
 * then), and deletes the files when the photo's row did not commit. A crash in the moment
 * between writing the files and the commit can still leave them unlinked; they harm nothing.
 * (Before start-up has opened the database, as while seeding, there is nothing to check with.)
 */
async function deleteFilesIfNeverCommitted(storage: ObjectStorage, photoId: string, keys: string[]): Promise<void> {
  const db = peekDatabaseHandle()?.db;
  if (!db) return;
  const committed = await db.transaction(async (tx) => {
    await lockUntilCommit(tx, "photoUpload", photoId);
    const [row] = await tx.select({ id: photosTable.id }).from(photosTable).where(eq(photosTable.id, photoId));
    return row !== undefined;
  });
  if (!committed) await storage.delete(keys);
}

/**
 * The bytes to serve for a photo at a width and format: that variant, or the closest one stored
 * (photos from before decision 0116 have WebP at three widths only). Undefined when the photo
 * is not there.
 */
export async function readPhotoVariant(
  db: Pick<Database, "select" | "insert" | "delete">,
  photoId: string,
  width: number,
  format: PhotoFormat = "webp",
) {
  const stored = await db
    .select({ width: photoVariantsTable.width, format: photoVariantsTable.format, key: photoVariantsTable.key })
    .from(photoVariantsTable)
    .where(eq(photoVariantsTable.photoId, photoId));
  const variant = closestVariant(stored, width, format);
  if (!variant) return undefined;
  const file = await objectStorage(db).get(variant.key);
  if (!file) return undefined;
  return {
    width: variant.width,
    format: variant.format,
    contentType: file.contentType,
    data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
  };
}

/**
 * Deletes a photo nothing points at any more. Applications and tradies refer to photos with
 * foreign keys, so while either still uses it the database refuses, and the photo stays.
 * Its files go with its variants' rows (a trigger queues them for the storage sweep).
 */
export async function deletePhotoIfUnused(tx: Executor, photoId: string): Promise<boolean> {
  try {
    await tx.transaction(async (inner) => {
      await inner.delete(photosTable).where(eq(photosTable.id, photoId));
    });
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/** Deletes photos whatever points at them (a privacy request takes the customer's); their files go as above. */
export async function deletePhotos(tx: Pick<Database, "delete">, ids: readonly string[] | SQLWrapper) {
  await tx.delete(photosTable).where(inArray(photosTable.id, ids));
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
