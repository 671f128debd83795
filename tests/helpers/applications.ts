import sharp from "sharp";

/** Shared by the tradie and application tests: a complete, valid join application, as form fields. */
export type FormFields = Record<string, string | string[] | null>;

export function validApplication(overrides: FormFields = {}): FormFields {
  return {
    fullName: "Rangi Parata",
    email: "rangi@example.co.nz",
    mobile: "021 555 0199",
    businessName: "Parata Building",
    nzbn: "",
    trades: ["Carpentry", "Roofing"],
    areas: ["West Auckland"],
    suburbs: [],
    yearsExperience: "12",
    lbpNumber: "BP 123456",
    ewrbNumber: "",
    pgdbNumber: "",
    publicLiability: "yes",
    about: "We build decks, fences and pergolas across West Auckland.",
    consentContact: "yes",
    consentPrivacy: "yes",
    consentCriminalCheck: "yes",
    website: "",
    // A minute ago: well past the minimum fill time.
    formStartedAt: String(Date.now() - 60_000),
    ...overrides,
  };
}

export interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** The fields as a multipart form, as a browser sends it (null leaves a field out). */
export function multipart(fields: FormFields, files: Record<string, Upload> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  for (const [key, file] of Object.entries(files))
    form.append(key, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return form;
}

/** Posts a form to a page's action as a browser would (same origin), without following the redirect. */
export function postMultipart(baseUrl: string, path: string, form: FormData, cookie = "") {
  return fetch(baseUrl + path, {
    method: "POST",
    redirect: "manual",
    body: form,
    headers: { origin: baseUrl, ...(cookie ? { cookie } : {}) },
  });
}

/** A real photo of the given size and format, made on the spot. */
export async function photo(width = 900, height = 600, format: "jpeg" | "png" | "webp" = "jpeg"): Promise<Upload> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 110 } } });
  const bytes = await image[format]().toBuffer();
  return { name: `photo.${format === "jpeg" ? "jpg" : format}`, type: `image/${format}`, bytes };
}

/** Ids linked from an admin list page, e.g. ids(html, "/admin/applications/"). */
export function linkedIds(html: string, prefix: string): number[] {
  return [...new Set([...html.matchAll(new RegExp(`href="${prefix}(\\d+)"`, "g"))].map((m) => Number(m[1])))];
}

/** Sends a valid application through the public form, as a visitor would (the first in a fresh database is #1). */
export async function submitApplication(baseUrl: string, overrides: FormFields = {}): Promise<void> {
  const res = await postMultipart(baseUrl, "/join-as-tradie", multipart(validApplication(overrides)));
  if (res.status !== 302) throw new Error(`the application was not accepted: ${res.status}`);
}

/**
 * A decompression bomb: a real PNG (16-bit RGBA, Adam7-interlaced, all one colour) that is a
 * few hundred kilobytes on disk but `width` × `height` × 8 bytes once decoded.
 */
export async function pngBomb(width: number, height: number): Promise<Upload> {
  const { createDeflate, crc32 } = await import("node:zlib");
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([16, 6, 0, 0, 1], 8); // 16 bits, RGBA, deflate, adaptive filtering, Adam7
  // Adam7's seven passes: each row is a filter byte and 8 bytes per pixel, all zero.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  for (const [x0, y0, dx, dy] of passes) {
    const cols = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (cols <= 0 || rows <= 0) continue;
    const row = Buffer.alloc(1 + cols * 8);
    for (let r = 0; r < rows; r++) if (!deflate.write(row)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const bytes = Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", Buffer.concat(out)), chunk("IEND", Buffer.alloc(0))]);
  return { name: "bomb.png", type: "image/png", bytes };
}
