import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { anonymiseLead } from "~/features/leads/privacy.server";
import { addRequestPhoto } from "~/features/quote-requests/request-photos.server";
import { deletePhotoIfUnused, readPhotoVariant, storePhoto } from "~/features/uploads/photos.server";
import type { PhotoVariant } from "~/features/uploads/process-photo.server";
import { photosTable, photoVariantsTable } from "~/features/uploads/tables";
import { openDatabase, registerDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { databaseStorage } from "~/platform/storage/database.server";
import { folderStorage } from "~/platform/storage/folder.server";
import { moveStoredObjects, sweepStorageDeletions } from "~/platform/storage/maintenance.server";
import type { ObjectStorage } from "~/platform/storage/object-storage";
import { registerObjectStorage } from "~/platform/storage/registry.server";
import { storageDeletionsTable, storedObjectsTable } from "~/platform/storage/tables";
import { STAFF, newLead } from "../helpers/jobs";
import { createSharedPostgres, type SharedPostgres } from "../helpers/shared-postgres";

/*
 * Where photos' files live (docs/decisions/0116), on PGlite and on PostgreSQL alike: the
 * database storage; a photo's files committed or rolled back with the transaction that stores
 * it; the files of a photo deleted by any cascade queued by trigger and swept once, with two
 * sweepers at once; start-up moving the database's files to the folder; and an old photo (WebP
 * at three widths) served at every address from its closest variant.
 */
const DRIVERS = {
  PGlite: async (dataDir: string) => ({ handle: await openDatabase({ dataDir }), drop: async () => {} }),
  PostgreSQL: async (dataDir: string) => {
    const shared: SharedPostgres = await createSharedPostgres("photo_storage");
    return { handle: await openDatabase({ databaseUrl: shared.databaseUrl, dataDir }), drop: () => shared.drop() };
  },
};

/** Tiny stand-ins for processed variants: storing never looks inside the bytes. */
const variants = (label: string, widths = [128, 256]): PhotoVariant[] =>
  widths.flatMap((width) =>
    (["avif", "webp"] as const).map((format) => ({
      width,
      format,
      contentType: `image/${format}`,
      data: Buffer.from(`${label} ${width}.${format}`),
    })),
  );

/** A storage that notes every key it is asked to delete. */
function noting(storage: ObjectStorage) {
  const deleted: string[] = [];
  return {
    deleted,
    storage: {
      ...storage,
      kind: storage.kind,
      delete: async (keys: readonly string[]) => void (deleted.push(...keys), await storage.delete(keys)),
    },
  };
}

describe.each(Object.keys(DRIVERS) as Array<keyof typeof DRIVERS>)("photo storage on %s", (driver) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let dataDir: string;
  let folder: string;
  const db = () => handle.db;
  const keysOf = async (photoId: string) =>
    (await db().select({ key: photoVariantsTable.key }).from(photoVariantsTable).where(eq(photoVariantsTable.photoId, photoId)))
      .map((r) => r.key)
      .sort();
  const queued = async () => (await db().select({ key: storageDeletionsTable.key }).from(storageDeletionsTable)).map((r) => r.key).sort();
  const storedRows = async () => (await db().select({ n: count() }).from(storedObjectsTable))[0].n;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "hpm-photo-storage-"));
    ({ handle, drop } = await DRIVERS[driver](dataDir));
    await handle.migrate();
    registerDatabase(handle);
  });
  afterEach(async () => {
    registerObjectStorage(undefined);
    await sweepStorageDeletions(db(), databaseStorage(db()));
    await db().delete(storedObjectsTable);
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  afterAll(async () => {
    registerDatabase(undefined);
    await handle?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  const useFolder = async () => {
    folder = await mkdtemp(path.join(tmpdir(), "hpm-uploads-"));
    const storage = folderStorage(folder);
    registerObjectStorage(storage);
    return storage;
  };

  it("keeps files in the database: put, read back, replace and delete", async () => {
    const storage = databaseStorage(db());
    await storage.put("photos/d1/128.avif", new Uint8Array([1, 2]), "image/avif");
    const file = await storage.get("photos/d1/128.avif");
    expect([Array.from(file!.bytes), file!.contentType]).toEqual([[1, 2], "image/avif"]);
    await storage.put("photos/d1/128.avif", new Uint8Array([3]), "image/avif");
    expect(Array.from((await storage.get("photos/d1/128.avif"))!.bytes)).toEqual([3]);
    expect(await storage.get("photos/d1/256.avif")).toBeNull();
    await storage.delete(["photos/d1/128.avif", "photos/d1/never.webp"]);
    expect(await storage.get("photos/d1/128.avif")).toBeNull();
    await expect(storage.put("../d1/x", new Uint8Array([1]), "image/webp")).rejects.toThrow("Not a storage key");
  });

  it("stores a photo's bytes in the database with the transaction: a rollback leaves none", async () => {
    const id = await db().transaction((tx) => storePhoto(tx, variants("kept"), "staff"));
    expect(await keysOf(id)).toEqual([`photos/${id}/128.avif`, `photos/${id}/128.webp`, `photos/${id}/256.avif`, `photos/${id}/256.webp`]);
    expect(await storedRows()).toBe(4);
    const photo = await readPhotoVariant(db(), id, 256, "avif");
    expect([photo?.contentType, photo?.data.toString()]).toEqual(["image/avif", "kept 256.avif"]);

    await expect(
      db().transaction(async (tx) => {
        await storePhoto(tx, variants("rolled back"), "staff");
        throw new Error("refused after storing");
      }),
    ).rejects.toThrow("refused after storing");
    expect(await storedRows()).toBe(4);
  });

  it("deletes a folder photo's files once its transaction rolls back, and keeps a committed one's", async () => {
    const storage = await useFolder();
    const kept = await db().transaction((tx) => storePhoto(tx, variants("kept"), "review"));
    let lost = "";
    await expect(
      db().transaction(async (tx) => {
        lost = await storePhoto(tx, variants("lost"), "review");
        // The files are written while the transaction is open…
        expect(await storage.get(`photos/${lost}/128.webp`)).not.toBeNull();
        throw new Error("rate limited");
      }),
    ).rejects.toThrow("rate limited");
    // …and go, folder and all, once it has ended without the photo (waiting on the folder, not
    // on its first file: the files go one by one, and the folder last).
    await expect.poll(() => readdir(path.join(folder, "photos")), { timeout: 5_000 }).toEqual([kept]);
    expect(await storage.get(`photos/${lost}/128.webp`)).toBeNull();
    expect((await storage.get(`photos/${kept}/256.avif`))!.bytes).toEqual(new Uint8Array(Buffer.from("kept 256.avif")));
    expect(await storedRows()).toBe(0);
  });

  it("queues the files of a photo deleted by any cascade, and two sweepers delete each file once", async () => {
    const storage = await useFolder();
    const leadId = await newLead(db(), "photos@photo-storage.test");
    const { photoId: requestPhoto } = await addRequestPhoto(db(), leadId, variants("request"));
    const tradiePhoto = await db().transaction((tx) => storePhoto(tx, variants("tradie", [128, 256, 512, 1024]), "staff"));
    const untouched = await db().transaction((tx) => storePhoto(tx, variants("untouched"), "staff"));
    const expected = [...(await keysOf(requestPhoto)), ...(await keysOf(tradiePhoto))].sort();

    // A privacy request deletes the lead's photos; replacing a tradie's photo deletes the old one.
    await anonymiseLead(db(), STAFF, leadId);
    await db().transaction((tx) => deletePhotoIfUnused(tx, tradiePhoto));
    expect(await db().select().from(photosTable).where(eq(photosTable.id, requestPhoto))).toEqual([]);
    expect(await queued()).toEqual(expected);
    expect(await storage.get(`photos/${tradiePhoto}/1024.avif`)).not.toBeNull();

    const [a, b] = [noting(storage), noting(storage)];
    const swept = await Promise.all([
      sweepStorageDeletions(db(), a.storage, { batchSize: 5 }),
      sweepStorageDeletions(db(), b.storage, { batchSize: 5 }),
    ]);
    expect(swept[0] + swept[1]).toBe(10);
    while ((await sweepStorageDeletions(db(), a.storage, { batchSize: 5 })) > 0);
    expect([...a.deleted, ...b.deleted].sort()).toEqual(expected);
    expect(await queued()).toEqual([]);
    expect(await readdir(path.join(folder, "photos"))).toEqual([untouched]);
  });

  it("tries a failed deletion again once its claim has run out", async () => {
    const storage = await useFolder();
    const photoId = await db().transaction((tx) => storePhoto(tx, variants("retry", [128]), "staff"));
    await db().delete(photosTable).where(eq(photosTable.id, photoId));
    const failing: ObjectStorage = { ...storage, delete: async () => Promise.reject(new Error("storage is down")) };
    expect(await sweepStorageDeletions(db(), failing, { leaseSeconds: 1 })).toBe(2);
    // Still claimed: nobody takes it at once.
    expect(await sweepStorageDeletions(db(), storage, { leaseSeconds: 1 })).toBe(0);
    expect(await queued()).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await sweepStorageDeletions(db(), storage)).toBe(2);
    expect(await queued()).toEqual([]);
    expect(await storage.get(`photos/${photoId}/128.avif`)).toBeNull();
  });

  it("moves the files the database holds to the folder at start-up, in batches; an interrupted move loses nothing", async () => {
    const inDatabase = databaseStorage(db());
    const files = ["photos/m1/128.webp", "photos/m1/256.webp", "photos/m2/128.webp", "photos/m2/256.avif", "photos/m3/512.webp"];
    for (const key of files)
      await inDatabase.put(key, new Uint8Array(Buffer.from(key)), key.endsWith(".avif") ? "image/avif" : "image/webp");
    folder = await mkdtemp(path.join(tmpdir(), "hpm-uploads-"));
    const storage = folderStorage(folder);

    const breaking: ObjectStorage = {
      ...storage,
      put: async (key, bytes, type) =>
        key === "photos/m2/256.avif" ? Promise.reject(new Error("disk full")) : storage.put(key, bytes, type),
    };
    await expect(moveStoredObjects(db(), breaking, 2)).rejects.toThrow("disk full");
    // The first batch moved; the second rolled back, its files still in the database.
    expect(await storedRows()).toBe(3);

    expect(await moveStoredObjects(db(), storage, 2)).toBe(3);
    expect(await storedRows()).toBe(0);
    for (const key of files) {
      const file = await storage.get(key);
      expect(Buffer.from(file!.bytes).toString(), key).toBe(key);
    }
    expect(await moveStoredObjects(db(), storage, 2)).toBe(0);
    expect(await moveStoredObjects(db(), inDatabase)).toBe(0);
  });

  it("serves a photo stored before AVIF (WebP at 128, 256 and 512) at every address from its closest variant", async () => {
    const storage = await useFolder();
    const id = await db().transaction((tx) => storePhoto(tx, variants("new"), "staff"));
    // Made as the migration leaves a photo from before: its AVIF variants and 1024 never existed.
    await db().delete(photoVariantsTable).where(eq(photoVariantsTable.photoId, id));
    await sweepStorageDeletions(db(), storage);
    for (const width of [128, 256, 512]) {
      const key = `photos/${id}/${width}.webp`;
      await storage.put(key, new Uint8Array(Buffer.from(`old ${width}`)), "image/webp");
      await db().insert(photoVariantsTable).values({ photoId: id, width, format: "webp", contentType: "image/webp", byteSize: 5, key });
    }
    const served = async (width: number, format: "avif" | "webp") => {
      const v = await readPhotoVariant(db(), id, width, format);
      return `${v?.contentType} ${v?.data.toString()}`;
    };
    expect(await served(256, "avif")).toBe("image/webp old 256");
    expect(await served(1024, "avif")).toBe("image/webp old 512");
    expect(await served(1024, "webp")).toBe("image/webp old 512");
    expect(await served(128, "webp")).toBe("image/webp old 128");
    expect(await readPhotoVariant(db(), "00000000-0000-4000-8000-000000000000", 256, "webp")).toBeUndefined();
  });
});
