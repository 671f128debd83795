import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { submitReview } from "~/features/reviews/reviews.server";
import { reviewPhotosTable } from "~/features/reviews/tables";
import { processPhoto } from "~/features/uploads/process-photo.server";
import type { Database } from "~/platform/db/database";
import { get, postForm, SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { STAFF, finishJob, newLead } from "../helpers/jobs";
import { startPreparedServer, type PreparedServer } from "../helpers/prepared-server";

/*
 * A published review's photo (issue 40.23): public only while the review is up, so browsers and
 * a CDN keep it for a short time and ask again (never a year, never immutable), it carries the
 * surrogate key the CDN purges by, and hiding the review purges it: the hidden one's photo is a
 * 404 at once, the other review's photo is still served (and revalidates with a 304).
 */
interface Purge {
  surrogateKeys: string[];
}
const purges: Purge[] = [];
let cdn: Server;
let s: PreparedServer<{ mine: { reviewId: number; photoId: string }; theirs: { reviewId: number; photoId: string } }>;

async function publishedReviewWithPhoto(db: Database, email: string, name: string, colour: string) {
  const leadId = await newLead(db, email, name);
  const { id: jobId } = await createJobFromLead(db, STAFF, leadId, { title: "Gutter clean", scope: "" });
  await finishJob(db, jobId, `tradie-${email}`);
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const photo = await processPhoto({ bytes: new Uint8Array(bytes) }, 25_000_000);
  if (!photo.ok) throw new Error(photo.message);
  const review = { rating: 5, text: `Great work for ${name}.`, firstName: name.split(" ")[0], suburb: "Albany", consent: true };
  const { id: reviewId, status } = await submitReview(db, jobId, review, [photo.variants]);
  expect(status).toBe("published");
  const [row] = await db.select().from(reviewPhotosTable).where(eq(reviewPhotosTable.reviewId, reviewId));
  return { reviewId, photoId: row.photoId };
}

beforeAll(async () => {
  cdn = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      purges.push(JSON.parse(body));
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
  const purgeUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`;
  s = await startPreparedServer(
    async (db) => ({
      mine: await publishedReviewWithPhoto(db, "mine@example.co.nz", "Moana Reti", "#4a8"),
      theirs: await publishedReviewWithPhoto(db, "theirs@example.co.nz", "Tane Hohaia", "#a84"),
    }),
    { CDN_PURGE_URL: purgeUrl },
  );
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await s?.dispose();
  await new Promise((resolve) => cdn?.close(resolve));
});

const photoUrl = (photoId: string) => `${s.server.url}/api/photos/${photoId}/256.webp`;

describe("a published review's photo", () => {
  it("is kept a short time and asked for again, under the key a CDN purges by", async () => {
    for (const { photoId } of [s.made.mine, s.made.theirs]) {
      const res = await get(photoUrl(photoId));
      expect(res.status).toBe(200);
      const cache = res.headers.get("cache-control") ?? "";
      expect(cache).not.toMatch(/immutable|31536000/);
      expect(cache).toBe("public, max-age=3600, s-maxage=86400, must-revalidate");
      expect(res.headers.get("surrogate-key")).toBe("review-photos");
      expect(res.headers.get("cache-tag")).toBe("review-photos");
      const again = await get(photoUrl(photoId), "", { "if-none-match": res.headers.get("etag")! });
      expect(again.status).toBe(304);
    }
    // Two photos, two addresses: each review's own.
    expect(s.made.mine.photoId).not.toBe(s.made.theirs.photoId);
  });

  it("is purged from the CDN and gone for everyone once its review is hidden; the other review's stays", async () => {
    const before = purges.length;
    const hidden = await postForm(
      s.server.url,
      "/admin/reviews",
      { intent: "hide", reviewId: String(s.made.mine.reviewId), reason: "personal_information", note: "Their house number shows" },
      s.admin,
    );
    expect(hidden.status).toBeLessThan(400);
    await expect.poll(() => purges.length).toBe(before + 1);
    expect(purges.at(-1)!.surrogateKeys).toContain("review-photos");
    expect(purges.at(-1)!.surrogateKeys).toContain("pages");

    expect((await get(photoUrl(s.made.mine.photoId))).status).toBe(404);
    // A browser that kept it asks again and is told it is gone.
    expect((await get(photoUrl(s.made.mine.photoId), "", { "if-none-match": `"${s.made.mine.photoId}-256-webp"` })).status).toBe(404);
    const theirs = await get(photoUrl(s.made.theirs.photoId));
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("surrogate-key")).toBe("review-photos");
  });
});
