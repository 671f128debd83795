import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rmdir, unlink } from "node:fs/promises";
import path from "node:path";
import { assertObjectKey, type ObjectStorage } from "./object-storage";

/** The folder keeps no metadata of its own: a file's type is read from its name's extension. */
const TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};
const OTHER = "application/octet-stream";
const typeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? OTHER;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Files under `root` (by default DATA_DIR/uploads): one instance, or several sharing one
 * network folder. A put writes a temporary file beside the target, flushes it to disk and
 * renames it into place, so a reader sees the old file or the whole new one, never half.
 */
export function folderStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, assertObjectKey(key));
    // The key rule already forbids it; this is the guard if that rule is ever loosened.
    if (!file.startsWith(base + path.sep)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    kind: "folder",

    async put(key, bytes, contentType) {
      const file = fileOf(key);
      if (contentType !== typeOf(key)) throw new Error(`The folder storage keeps ${typeOf(key)} under ${key}, not ${contentType}`);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        const handle = await open(temporary, "wx");
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    },

    async get(key) {
      try {
        return { bytes: new Uint8Array(await readFile(fileOf(key))), contentType: typeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const file = fileOf(key);
        await unlink(file).catch((error) => {
          if (!isMissing(error)) throw error;
        });
        folders.add(path.dirname(file));
      }
      // A photo's folder goes with its last file; one still holding files stays.
      for (const folder of folders) {
        for (let dir = folder; dir !== base && dir.startsWith(base + path.sep); dir = path.dirname(dir)) {
          if (
            !(await rmdir(dir).then(
              () => true,
              () => false,
            ))
          )
            break;
        }
      }
    },
  };
}
