import exifReader from "exif-reader";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { inspectPhoto, processPhoto } from "./process-photo.server";

/** A phone's photo: 900 × 600 with the camera, its GPS position and "turn 90°" in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: { width: 300, height: 200, channels: 3, background: "#000", noise: { type: "gaussian", mean: 120, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .resize(900, 600)
    .withExif({ IFD0: { Make: "Phone", Orientation: "6" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "36/1 50/1 30/1" } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe("processPhoto", () => {
  it("makes every width square in AVIF and WebP, with the EXIF (GPS included) gone", async () => {
    const original = await phonePhoto();
    expect(exifReader((await sharp(original).metadata()).exif!).GPSInfo?.GPSLatitudeRef).toBe("S");

    const inspected = await inspectPhoto(new Uint8Array(original), 25_000_000);
    if (!inspected.ok) throw new Error(inspected.message);
    const processed = await processPhoto(inspected, 25_000_000);
    if (!processed.ok) throw new Error(processed.message);

    expect(processed.variants.map((v) => `${v.width}.${v.format} ${v.contentType}`)).toEqual(
      [128, 256, 512, 1024].flatMap((w) => [`${w}.avif image/avif`, `${w}.webp image/webp`]),
    );
    for (const variant of processed.variants) {
      const meta = await sharp(variant.data).metadata();
      const label = `${variant.width}.${variant.format}`;
      expect([meta.format, meta.compression], label).toEqual(variant.format === "avif" ? ["heif", "av1"] : ["webp", undefined]);
      expect([meta.width, meta.height], label).toEqual([variant.width, variant.width]);
      expect(meta.exif, label).toBeUndefined();
      expect(meta.orientation, label).toBeUndefined();
    }
    // AVIF is the smaller at the sizes that matter.
    const bytes = (width: number, format: string) => processed.variants.find((v) => v.width === width && v.format === format)!.data.length;
    expect(bytes(1024, "avif")).toBeLessThan(bytes(1024, "webp"));
  });

  it("refuses a photo over the pixel limit from its header, before decoding it", async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    expect(await inspectPhoto(new Uint8Array(big), 1_000_000)).toEqual({
      ok: false,
      message: "The photo has too many pixels. Please choose one of at most 1,000,000 pixels.",
    });
    expect(await processPhoto({ bytes: new Uint8Array(big) }, 1_000_000)).toEqual({
      ok: false,
      message: "The photo has too many pixels. Please choose one of at most 1,000,000 pixels.",
    });
  });
});
