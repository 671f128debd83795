/** The thank-you page's photos of the job (docs/decisions/0115). Isomorphic. */
export const REQUEST_PHOTOS_MAX = 5;
/** The start of the thank-you address's fragment that carries the photo token: #photos=… */
export const PHOTO_TOKEN_FRAGMENT = "photos=";
/** Listed one by one, so a phone converts a HEIC photo to JPEG as it hands it over. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
export const REQUEST_PHOTOS_ENDPOINT = "/api/request-photos";
