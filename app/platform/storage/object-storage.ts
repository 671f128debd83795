/**
 * Where uploaded files live (docs/decisions/0116): a folder under DATA_DIR, the database, or
 * any S3-compatible service, behind one small interface. Keys are paths of plain segments
 * ("photos/<id>/256.avif"); the bytes under a key never change once written.
 */
interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface ObjectStorage {
  readonly kind: "folder" | "database" | "s3";
  /** Writes the whole file or nothing; a second put of the key replaces it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes these files; a key with no file is no error. */
  delete(keys: readonly string[]): Promise<void>;
}

/** Segments of letters, digits, dots, dashes and underscores, each starting with a letter or digit (so never "." or ".."). */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

/** Refuses a key that could name something outside the storage (`../`, an absolute path, a backslash) or is not plain. */
export function assertObjectKey(key: string): string {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}
