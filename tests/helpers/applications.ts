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
  for (const [key, file] of Object.entries(files)) form.append(key, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return form;
}

/** Posts a form to a page's action as a browser would (same origin), without following the redirect. */
export function postMultipart(baseUrl: string, path: string, form: FormData, cookie = "") {
  return fetch(baseUrl + path, { method: "POST", redirect: "manual", body: form, headers: { origin: baseUrl, ...(cookie ? { cookie } : {}) } });
}

/** A real photo of the given size and format, made on the spot. */
export async function photo(width = 900, height = 600, format: "jpeg" | "png" | "webp" = "jpeg"): Promise<Upload> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 110 } } })
    [format]()
    .toBuffer();
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
