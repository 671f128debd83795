import exifReader from "exif-reader";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { get } from "../helpers/auth";
import { statusForDeclaredBody } from "../helpers/declared-body";
import { postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "../helpers/suite";

/*
 * Photos of the job from the thank-you page (issue 19, docs/decisions/0115): the quote request's
 * answer carries a token that adds up to five photos to that request; a sixth is refused, a
 * 40-megapixel image is refused before it is decoded, the stored photo carries no EXIF (GPS
 * included, read with an EXIF reader), staff see them on the lead and nobody else can.
 */
const PASSWORD = "request-photos-password-1";
const staff = useStaffServer({ admin: { email: "admin@request-photos.test", name: "Ana Admin", role: "admin" } }, PASSWORD);
const url = () => staff.url();

async function request(email: string): Promise<{ reference: number; photoToken: string }> {
  const res = await postQuote(url(), validQuote({ email, fillTimeMs: 20_000 }));
  expect(res.status).toBe(201);
  return { reference: res.body.reference!, photoToken: res.body.photoToken! };
}

async function jpeg(width = 1200, height = 900, gps = false) {
  const image = sharp({ create: { width, height, channels: 3, background: "#6a9" } });
  return (gps ? image.withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "36/1 50/1 30/1" } }) : image)
    .jpeg({ quality: 60 })
    .toBuffer();
}

function upload(token: string, photo: Buffer | string, type = "image/jpeg") {
  const body = new FormData();
  body.set("token", token);
  body.set("photo", typeof photo === "string" ? new Blob([photo], { type }) : new Blob([new Uint8Array(photo)], { type }), "job.jpg");
  return fetch(`${url()}/api/request-photos`, { method: "POST", body });
}

const photosOnLead = async (reference: number) => {
  const page = await (await get(`${url()}/admin/leads/${reference}`, staff.cookies.admin)).text();
  return [...new Set([...page.matchAll(/\/api\/photos\/([0-9a-f-]{36})\/256\.webp/g)].map((m) => m[1]))];
};

describe("photos after a quote request", () => {
  it("takes five, refuses a sixth, and shows them to staff on the lead", async () => {
    const { reference, photoToken } = await request("five@request-photos.test");
    expect(photoToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const photo = await jpeg();
    for (let i = 1; i <= 5; i += 1) {
      const res = await upload(photoToken, photo);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ count: i, remaining: 5 - i });
    }
    const sixth = await upload(photoToken, photo);
    expect(sixth.status).toBe(409);
    expect((await sixth.json()).error).toBe("You have added 5 photos, the most one request can have.");
    const ids = await photosOnLead(reference);
    expect(ids).toHaveLength(5);
    // Staff only: the photo API gives nobody else a request's photo.
    expect((await get(`${url()}/api/photos/${ids[0]}/256.webp`)).status).toBe(404);
    expect((await get(`${url()}/api/photos/${ids[0]}/256.webp`, staff.cookies.admin)).status).toBe(200);
  });

  it("stores the photo without its EXIF: the location the phone wrote is gone", async () => {
    const { reference, photoToken } = await request("gps@request-photos.test");
    const original = await jpeg(800, 600, true);
    const sent = exifReader((await sharp(original).metadata()).exif!);
    expect(sent.GPSInfo?.GPSLatitudeRef).toBe("S");
    expect((await upload(photoToken, original)).status).toBe(201);
    const [id] = await photosOnLead(reference);
    for (const width of [256, 512]) {
      const stored = Buffer.from(await (await get(`${url()}/api/photos/${id}/${width}.webp`, staff.cookies.admin)).arrayBuffer());
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif === undefined ? undefined : exifReader(metadata.exif).GPSInfo).toBeUndefined();
    }
  });

  it("refuses a 40-megapixel image fast, a file that is not an image, a wrong token and a body that is not a form", async () => {
    const { photoToken, reference } = await request("bad@request-photos.test");
    const huge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: "#999" } })
      .jpeg({ quality: 5 })
      .toBuffer();
    const started = performance.now();
    const big = await upload(photoToken, huge);
    expect(big.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await upload(photoToken, "not a picture")).status).toBe(400);
    expect((await upload("A".repeat(43), await jpeg())).status).toBe(404);
    expect((await upload("", await jpeg())).status).toBe(400);
    const json = await fetch(`${url()}/api/request-photos`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    const tooLarge = await statusForDeclaredBody(
      `${url()}/api/request-photos`,
      { "content-type": "multipart/form-data; boundary=photo" },
      30 * 1024 * 1024,
    );
    expect(tooLarge).toBe(413);
    expect(await photosOnLead(reference)).toEqual([]);
  });
});
