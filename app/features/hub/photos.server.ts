import { data } from "react-router";
import { RateLimitExceeded, takeToken } from "~/features/abuse/rate-limit.server";
import { isCustomersJobPhoto } from "~/features/jobs/customer-photos.server";
import { isPhotoFormat, isPhotoWidth } from "~/features/uploads/photos";
import { readPhotoVariant } from "~/features/uploads/photos.server";
import type { Database } from "~/platform/db/database";
import { customerOfPageLink } from "~/features/customers/page-link.server";

/**
 * A hub page shows up to a few dozen photos, each a request: they draw on their own allowance,
 * ten times the link opens', so a page of photos never spends the customer's opens
 * (docs/decisions/0197). Guessing tokens through it is as hopeless as anywhere (256 bits).
 */
const HUB_PHOTOS = { name: "hub-photo", max: 600, windowSeconds: 600 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One photo from the customer's own jobs, in the size asked for: a 404 for anything else, the same whatever the reason. */
export async function hubPhotoResponse(
  db: Database,
  token: string,
  photoId: string,
  file: string,
  clientAddress: string,
): Promise<Response> {
  try {
    await takeToken(db, HUB_PHOTOS, clientAddress);
  } catch (error) {
    if (!(error instanceof RateLimitExceeded)) throw error;
    throw data(null, { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } });
  }
  const [, digits, format = ""] = /^(\d+)\.([a-z]+)$/.exec(file) ?? [];
  const width = Number(digits);
  if (!UUID.test(photoId) || !isPhotoWidth(width) || !isPhotoFormat(format)) throw data(null, { status: 404 });
  const customerId = await customerOfPageLink(db, token);
  if (customerId === null || !(await isCustomersJobPhoto(db, customerId, photoId))) throw data(null, { status: 404 });
  const variant = await readPhotoVariant(db, photoId, width, format);
  if (!variant) throw data(null, { status: 404 });
  return new Response(new Uint8Array(variant.data), {
    headers: { "Content-Type": variant.contentType, "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" },
  });
}
