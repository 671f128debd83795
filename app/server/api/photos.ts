import { Hono } from "hono";
import { getDb } from "~/platform/db/client.server";
import { readAccess } from "~/features/auth/access.server";
import { currentTradie } from "~/features/crew/session.server";
import { crewMaySeePhoto } from "~/features/jobs/crew-view.server";
import { isPhotoOnShownProject } from "~/features/projects/gallery.server";
import { isPhotoOnPublishedReview } from "~/features/reviews/reviews.server";
import { isPhotoOnPublicProfile } from "~/features/tradies/tradies.server";
import { isPhotoFormat, isPhotoWidth } from "~/features/uploads/photos";
import { readPhotoVariant } from "~/features/uploads/photos.server";
import { PHOTO_KEYS } from "../middleware/page-paths";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A profile photo never changes under its id (a new upload gets a new id), so browsers and CDNs may keep it a year. */
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const STAFF_CACHE = "private, max-age=300";
/**
 * A published review's or a gallery project's photo is public only while its customer says yes
 * and the review stays up (docs/decisions/0117, 0146): a browser keeps it an hour and a CDN a day,
 * both asking again (a 304 while it is still shown, a 404 once it is not) rather than serving it
 * stale, and the CDN's copies are purged by their surrogate key when a review is hidden or a
 * project taken down.
 */
const CONSENTED_CACHE = "public, max-age=3600, s-maxage=86400, must-revalidate";

/** Whose yes makes the photo public: a published review's, a shown gallery project's, or nobody's. */
async function consentedFamily(photoId: string): Promise<keyof typeof PHOTO_KEYS | null> {
  if (await isPhotoOnPublishedReview(getDb(), photoId)) return "reviews";
  if (await isPhotoOnShownProject(getDb(), photoId)) return "projects";
  return null;
}

/** A photo taken on a visit, asked for by a tradie signed in to the portal who is on that job. */
async function onTradiesVisit(request: Request, photoId: string): Promise<boolean> {
  const tradie = await currentTradie(request);
  return tradie !== null && (await crewMaySeePhoto(getDb(), tradie, photoId));
}

/**
 * GET /api/photos/:id/:width.(avif|webp) (docs/decisions/0040, 0116, 0117): a photo on a public profile, a
 * published review or a project the gallery shows for anyone; any other photo (an applicant's, a draft profile's, a visit's) only for signed-in
 * staff (and a visit's for the tradies on its job), and a 404 for everyone else, so its
 * existence is not given away. A size or format the photo was not made in (it was stored before
 * AVIF and 1024 px) is answered with the closest one it has, under its own Content-Type.
 */
export const photoRoutes = new Hono().get("/:id/:file", async (c) => {
  const id = c.req.param("id");
  const [, digits, format = ""] = /^(\d+)\.([a-z]+)$/.exec(c.req.param("file")) ?? [];
  const width = Number(digits);
  const notFound = () => c.json({ error: "Not found." }, 404);
  if (!UUID.test(id) || !isPhotoWidth(width) || !isPhotoFormat(format)) return notFound();

  // A photo has one owner (a profile, a review or a job's visit), so the most asked-for is looked at first.
  const onProfile = await isPhotoOnPublicProfile(id);
  const consentedBy = onProfile ? null : await consentedFamily(id);
  if (!onProfile && !consentedBy && (await readAccess(c.req.raw)).kind !== "staff" && !(await onTradiesVisit(c.req.raw, id)))
    return notFound();
  const headers: Record<string, string> = {
    ETag: `"${id}-${width}-${format}"`,
    "Cache-Control": consentedBy ? CONSENTED_CACHE : onProfile ? PUBLIC_CACHE : STAFF_CACHE,
  };
  if (consentedBy) {
    headers["Surrogate-Key"] = PHOTO_KEYS[consentedBy];
    headers["Cache-Tag"] = PHOTO_KEYS[consentedBy];
  }
  if (c.req.header("if-none-match") === headers.ETag) return c.body(null, 304, headers);

  const variant = await readPhotoVariant(getDb(), id, width, format);
  if (!variant) return notFound();
  return c.body(new Uint8Array(variant.data), 200, { ...headers, "Content-Type": variant.contentType });
});
