import { Hono } from "hono";
import { takeLinkOpen, TOO_MANY_LINK_OPENS } from "~/features/abuse/link-opens.server";
import { REQUEST_PHOTOS_ENDPOINT, REQUEST_PHOTOS_MAX } from "~/features/quote-requests/request-photo-limits";
import { addRequestPhoto, leadForPhotoToken } from "~/features/quote-requests/request-photos.server";
import { readPhotoField } from "~/features/uploads/photo-field.server";
import { isDomainError } from "~/lib/domain-error";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";
import type { ClientIpVariables } from "../middleware/client-ip";

/** Where the thank-you page sends each photo: the request body guard gives it the upload limit. */
export const REQUEST_PHOTOS_API = REQUEST_PHOTOS_ENDPOINT;

/**
 * POST /api/request-photos (docs/decisions/0115): one photo of the job at a time, as multipart
 * with the request's photo token; up to five a request. The photo's type and pixel count are
 * checked before it is decoded, and it is stored re-encoded without its metadata (location
 * included). Answers 201 with how many the request now has, or a 4xx with a message to show.
 * Each upload counts as a use of a link, before its body is read: the token is a link's secret,
 * so an address is limited as on every other link (429 with Retry-After from the 61st).
 */
export const requestPhotoRoutes = new Hono<{ Variables: ClientIpVariables }>().post("/", async (c) => {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data") return c.json({ error: "Send the photo as a file upload (multipart/form-data)." }, 415);
  const retryAfterSeconds = await takeLinkOpen(getDb(), c.get("clientIp"));
  if (retryAfterSeconds !== null) {
    c.header("Retry-After", String(retryAfterSeconds));
    return c.json({ error: TOO_MANY_LINK_OPENS }, 429);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return c.json({ error: "The upload could not be read. Please choose the photo again." }, 400);
  }
  const token = form.get("token");
  if (typeof token !== "string" || token === "")
    return c.json({ error: "The upload is missing its link. Open the page from your request again." }, 400);
  try {
    const leadId = await leadForPhotoToken(getDb(), token);
    const photo = await readPhotoField(form, "photo", getConfig().uploads);
    if (!photo.ok) return c.json({ error: photo.message }, 400);
    if (!photo.variants) return c.json({ error: "Choose a photo to add." }, 400);
    const { count } = await addRequestPhoto(getDb(), leadId, photo.variants);
    return c.json({ count, remaining: REQUEST_PHOTOS_MAX - count }, 201);
  } catch (error) {
    if (isDomainError(error)) return c.json({ error: error.message }, error.status as 404 | 409);
    throw error;
  }
});
