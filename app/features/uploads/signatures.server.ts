import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { objectStorage } from "~/platform/storage/registry.server";
import sharp from "sharp";
import { photosTable, photoVariantsTable } from "./tables";

/*
 * A customer's signature drawn on the tradie's phone (issue 46 item 3, docs/decisions/0207): a
 * PNG from the sign-off canvas, checked to be one (its signature bytes, its header's size, then
 * decoded and written again so nothing but its pixels is kept), stored like a photo's variant,
 * and read back as a data: address for the pages and the PDF that show it.
 */

/** The canvas is at most 1200 × 600 pixels; its PNG of a few strokes is a few kilobytes. */
const SIGNATURE_MAX_BYTES = 40 * 1024;
const MAX_WIDTH = 1200;
const MAX_HEIGHT = 600;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const NOT_A_SIGNATURE = "The signature could not be read: ask the customer to sign again, or type their name.";

type CheckedSignature = { ok: true; png: Buffer; width: number; height: number } | { ok: false; message: string; status: 400 | 413 };

/** The PNG a `data:image/png;base64,…` field holds, checked and written again; or why not. */
export async function checkSignature(dataUrl: string): Promise<CheckedSignature> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return { ok: false, message: NOT_A_SIGNATURE, status: 400 };
  if ((match[1].length * 3) / 4 > SIGNATURE_MAX_BYTES + 3)
    return { ok: false, message: "The signature is too large: ask the customer to sign again.", status: 413 };
  const bytes = Buffer.from(match[1], "base64");
  if (bytes.length < 33 || PNG_MAGIC.some((b, i) => bytes[i] !== b) || bytes.toString("latin1", 12, 16) !== "IHDR")
    return { ok: false, message: NOT_A_SIGNATURE, status: 400 };
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  if (width < 50 || height < 20 || width > MAX_WIDTH || height > MAX_HEIGHT) return { ok: false, message: NOT_A_SIGNATURE, status: 400 };
  try {
    const png = await sharp(bytes, { limitInputPixels: MAX_WIDTH * MAX_HEIGHT, failOn: "error" })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    return { ok: true, png, width, height };
  } catch {
    return { ok: false, message: NOT_A_SIGNATURE, status: 400 };
  }
}

/** Keeps a checked signature inside the caller's transaction; its id is the photo's. */
export async function storeSignature(
  tx: Pick<Database, "insert" | "select" | "delete" | "execute">,
  signature: { png: Buffer; width: number },
) {
  const id = randomUUID();
  const key = `signatures/${id}.png`;
  await objectStorage(tx).put(key, signature.png, "image/png");
  await tx.insert(photosTable).values({ id, source: "signature" });
  await tx
    .insert(photoVariantsTable)
    .values({ photoId: id, width: signature.width, format: "png", contentType: "image/png", byteSize: signature.png.byteLength, key });
  return id;
}

/** A stored signature as a `data:image/png;base64,…` address, or null when it is not there. */
export async function signatureDataUrl(db: Pick<Database, "select" | "insert" | "delete">, id: string): Promise<string | null> {
  const [variant] = await db
    .select({ key: photoVariantsTable.key })
    .from(photoVariantsTable)
    .where(eq(photoVariantsTable.photoId, id))
    .limit(1);
  const file = variant ? await objectStorage(db).get(variant.key) : null;
  return file ? `data:image/png;base64,${Buffer.from(file.bytes).toString("base64")}` : null;
}
