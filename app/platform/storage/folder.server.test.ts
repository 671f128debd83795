import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { folderStorage } from "./folder.server";
import { assertObjectKey } from "./object-storage";

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "hpm-folder-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("storage keys", () => {
  it.each(["photos/a/256.webp", "a", "x/y.z/1-2_3.avif"])("takes %s", (key) => {
    expect(assertObjectKey(key)).toBe(key);
  });

  it.each([
    "../secret",
    "photos/../../etc/passwd",
    "photos/..",
    "./a",
    "/etc/passwd",
    "a//b",
    "a/",
    "",
    "a\\b",
    "a/.hidden",
    "a b",
    "%2e%2e/x",
  ])("refuses %j", (key) => {
    expect(() => assertObjectKey(key)).toThrow("Not a storage key");
  });
});

describe("the folder storage", () => {
  it("writes, reads back with the type its name says, and deletes a file and its emptied folders", async () => {
    const storage = folderStorage(root);
    await storage.put("photos/p1/256.webp", new Uint8Array([1, 2, 3]), "image/webp");
    await storage.put("photos/p1/256.avif", new Uint8Array([4, 5]), "image/avif");
    expect(await storage.get("photos/p1/256.webp")).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: "image/webp" });
    expect(await storage.get("photos/p1/256.avif")).toEqual({ bytes: new Uint8Array([4, 5]), contentType: "image/avif" });
    expect(await storage.get("photos/p1/512.webp")).toBeNull();

    await storage.delete(["photos/p1/256.webp", "photos/p1/never-there.webp"]);
    expect(await storage.get("photos/p1/256.webp")).toBeNull();
    expect(await filesUnder(root)).toEqual([path.join("photos", "p1", "256.avif")]);
    await storage.delete(["photos/p1/256.avif"]);
    // The photo's folder and the emptied "photos" folder go; the root stays.
    expect(await readdir(root)).toEqual([]);
  });

  it("replaces a file whole: a reader during the write sees the old bytes or the new, never part, and no temporary file is left", async () => {
    const storage = folderStorage(root);
    const old = new Uint8Array(4 * 1024 * 1024).fill(1);
    const replacement = new Uint8Array(4 * 1024 * 1024).fill(2);
    await storage.put("big/file.webp", old, "image/webp");
    const writing = storage.put("big/file.webp", replacement, "image/webp");
    let done = false;
    void writing.finally(() => (done = true));
    do {
      const bytes = Buffer.from((await storage.get("big/file.webp"))!.bytes);
      expect(bytes.equals(old) || bytes.equals(replacement)).toBe(true);
    } while (!done);
    await writing;
    expect((await storage.get("big/file.webp"))!.bytes).toEqual(replacement);
    expect(await filesUnder(root)).toEqual([path.join("big", "file.webp")]);
  });

  it("leaves nothing behind when a write fails, and the file that was there stays as it was", async () => {
    const storage = folderStorage(root);
    // A folder where the file should go: the rename into place fails after the bytes are written.
    await mkdir(path.join(root, "photos", "p2", "128.webp"), { recursive: true });
    await expect(storage.put("photos/p2/128.webp", new Uint8Array([9]), "image/webp")).rejects.toThrow();
    expect(await filesUnder(root)).toEqual([]);
    expect((await stat(path.join(root, "photos", "p2", "128.webp"))).isDirectory()).toBe(true);
  });

  it("refuses keys that would reach outside its folder, before touching the disk", async () => {
    const outside = path.join(path.dirname(root), `${path.basename(root)}-outside.webp`);
    const storage = folderStorage(root);
    for (const key of [`../${path.basename(outside)}`, "photos/../../x.webp", outside]) {
      await expect(storage.put(key, new Uint8Array([1]), "image/webp")).rejects.toThrow("Not a storage key");
      await expect(storage.get(key)).rejects.toThrow("Not a storage key");
      await expect(storage.delete([key])).rejects.toThrow("Not a storage key");
    }
    await expect(stat(outside)).rejects.toMatchObject({ code: "ENOENT" });
    expect(await readdir(root)).toEqual([]);
  });

  it("refuses a type its file name would not give back", async () => {
    await expect(folderStorage(root).put("photos/p3/1.webp", new Uint8Array([1]), "image/avif")).rejects.toThrow(
      "keeps image/webp under photos/p3/1.webp, not image/avif",
    );
  });
});
