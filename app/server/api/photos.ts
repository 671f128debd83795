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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A photo never changes under its id (a new upload gets a new id), so browsers and CDNs may keep it a year. */
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const STAFF_CACHE = "private, max-age=300";
/** A gallery photo is public only while its customer says yes (docs/decisions/0117): shared caches keep it a day, not a year. */
const GALLERY_CACHE = "public, max-age=86400";

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

  const isPublic = (await isPhotoOnPublicProfile(id)) || (await isPhotoOnPublishedReview(getDb(), id));
  const inGallery = !isPublic && (await isPhotoOnShownProject(getDb(), id));
  if (!isPublic && !inGallery && (await readAccess(c.req.raw)).kind !== "staff" && !(await onTradiesVisit(c.req.raw, id)))
    return notFound();
  const cache = isPublic ? PUBLIC_CACHE : inGallery ? GALLERY_CACHE : STAFF_CACHE;
  const headers = { ETag: `"${id}-${width}-${format}"`, "Cache-Control": cache };
  if (c.req.header("if-none-match") === headers.ETag) return c.body(null, 304, headers);

  const variant = await readPhotoVariant(getDb(), id, width, format);
  if (!variant) return notFound();
  return c.body(new Uint8Array(variant.data), 200, { ...headers, "Content-Type": variant.contentType });
});
