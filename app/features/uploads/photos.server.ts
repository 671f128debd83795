import { and, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import type { PhotoVariant } from "./process-photo.server";
import { photosTable, photoVariantsTable } from "./tables";

type Executor = Pick<Database, "insert" | "delete" | "select" | "transaction">;

/** Stores a processed photo's variants; returns its id. Call inside the transaction that links it. */
export async function storePhoto(
  tx: Executor,
  variants: PhotoVariant[],
  source: "application" | "staff" | "crew" | "review" | "request",
): Promise<string> {
  const [photo] = await tx.insert(photosTable).values({ source }).returning({ id: photosTable.id });
  await tx.insert(photoVariantsTable).values(variants.map((v) => ({ photoId: photo.id, ...v })));
  return photo.id;
}

export async function readPhotoVariant(db: Pick<Database, "select">, photoId: string, width: number) {
  const [variant] = await db
    .select({ contentType: photoVariantsTable.contentType, data: photoVariantsTable.data })
    .from(photoVariantsTable)
    .where(and(eq(photoVariantsTable.photoId, photoId), eq(photoVariantsTable.width, width)))
    .limit(1);
  return variant;
}

/**
 * Deletes a photo nothing points at any more. Applications and tradies refer to photos with
 * foreign keys, so while either still uses it the database refuses, and the photo stays.
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

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
