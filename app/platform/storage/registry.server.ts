import path from "node:path";
import type { AppConfig } from "../config.server";
import type { Database } from "../db/database";
import { databaseStorage } from "./database.server";
import { folderStorage } from "./folder.server";
import type { ObjectStorage } from "./object-storage";
import { s3Storage } from "./s3.server";

type Executor = Parameters<typeof databaseStorage>[0];

/** The storage PHOTO_STORAGE names; the database one reads and writes through `db`. */
export function openObjectStorage(config: Pick<AppConfig, "dataDir" | "uploads">, db: Database): ObjectStorage {
  const chosen = config.uploads.storage;
  if (chosen.kind === "s3") return s3Storage(chosen.s3);
  if (chosen.kind === "folder") return folderStorage(path.join(config.dataDir, "uploads"));
  return databaseStorage(db);
}

/*
 * The server entry and the React Router build are bundled separately; the choice lives on
 * globalThis so both see the one storage (as the database handle does).
 */
const REGISTRY_KEY = Symbol.for("harbourside.object-storage");
type Registry = { [REGISTRY_KEY]?: ObjectStorage };

/** Start-up's choice. The database storage is not kept: each caller uses its own connection or transaction. */
export function registerObjectStorage(storage: ObjectStorage | undefined) {
  (globalThis as Registry)[REGISTRY_KEY] = storage?.kind === "database" ? undefined : storage;
}

/**
 * The storage for a caller holding `db` (the database or a transaction): the folder or S3 when
 * start-up chose one, otherwise the database through `db`, so the rows commit with the caller's.
 */
export function objectStorage(db: Executor): ObjectStorage {
  return (globalThis as Registry)[REGISTRY_KEY] ?? databaseStorage(db);
}
