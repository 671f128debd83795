import { describe, expect, it } from "vitest";
import { closestVariant, photoSrcSet, photoUrl } from "./photos";

const ID = "5f0c3a52-6c1e-4c5e-9f57-0e6d8a1b2c3d";
const v = (width: number, format: string) => ({ width, format });
/** What a photo stored before decision 0116 has. */
const OLD = [v(128, "webp"), v(256, "webp"), v(512, "webp")];
/** What one stored since has. */
const NEW = [128, 256, 512, 1024].flatMap((w) => [v(w, "avif"), v(w, "webp")]);

describe("closestVariant", () => {
  it("serves the exact variant when the photo has it", () => {
    for (const wanted of NEW) expect(closestVariant(NEW, wanted.width, wanted.format)).toEqual(wanted);
    expect(closestVariant(OLD, 256, "webp")).toEqual(v(256, "webp"));
  });

  it("serves an old photo's WebP of the same width for AVIF, and its largest for 1024", () => {
    expect(closestVariant(OLD, 256, "avif")).toEqual(v(256, "webp"));
    expect(closestVariant(OLD, 128, "avif")).toEqual(v(128, "webp"));
    expect(closestVariant(OLD, 1024, "webp")).toEqual(v(512, "webp"));
    expect(closestVariant(OLD, 1024, "avif")).toEqual(v(512, "webp"));
  });

  it("keeps the format before the width, and takes the larger of two equally near widths", () => {
    expect(closestVariant([v(128, "avif"), v(512, "webp")], 512, "avif")).toEqual(v(128, "avif"));
    expect(closestVariant([v(128, "webp"), v(384, "webp")], 256, "webp")).toEqual(v(384, "webp"));
    expect(closestVariant([v(384, "webp"), v(128, "webp")], 256, "webp")).toEqual(v(384, "webp"));
  });

  it("finds nothing for a photo with no variants", () => {
    expect(closestVariant([], 256, "webp")).toBeUndefined();
  });
});

describe("photo addresses", () => {
  it("name the width and format, WebP unless asked", () => {
    expect(photoUrl(ID, 256)).toBe(`/api/photos/${ID}/256.webp`);
    expect(photoUrl(ID, 1024, "avif")).toBe(`/api/photos/${ID}/1024.avif`);
    expect(photoSrcSet(ID, "avif")).toBe([128, 256, 512, 1024].map((w) => `/api/photos/${ID}/${w}.avif ${w}w`).join(", "));
    expect(photoSrcSet(ID)).toBe([128, 256, 512, 1024].map((w) => `/api/photos/${ID}/${w}.webp ${w}w`).join(", "));
  });
});
