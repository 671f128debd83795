import { z } from "./zod";
import {
  ATTRIBUTION_VALUE_MAX,
  attributionCookieValue,
  attributionJson,
  DEVICE_CLASSES,
  type Attribution,
  type Touch,
} from "./attribution-visit";

export {
  ATTRIBUTION_COOKIE,
  deviceClass,
  encodeAttribution,
  nextAttribution,
  touchOf,
  type Attribution,
  type Touch,
  type Visit,
} from "./attribution-visit";

/**
 * Where a visitor came from (docs/decisions/0083): the first visit and the last visit that came
 * from somewhere (a campaign link, an ad click, another site), kept in one first-party,
 * functional cookie that the page itself writes; no third-party script. Isomorphic: the
 * browser writes the cookie (attribution-cookie.client.ts), the server reads it with a quote
 * request or an application and stores it with the record.
 */
const value = z
  .string()
  .max(ATTRIBUTION_VALUE_MAX)
  // Printable text only: a cookie is the visitor's to edit, and a control character never reaches the database.
  .regex(/^[^\p{Cc}]*$/u)
  .catch("");

const touchSchema = z.object({
  source: value,
  medium: value,
  campaign: value,
  term: value,
  content: value,
  gclid: z.boolean().catch(false),
  fbclid: z.boolean().catch(false),
  /** The referring site's host name, never its path or query. */
  referrer: value,
  /** The path the visit started on, without its query. */
  landingPage: value,
  device: z.enum(DEVICE_CLASSES).catch("desktop"),
  /** When the visit began (ISO 8601, UTC). */
  at: z.iso.datetime().catch(() => new Date(0).toISOString()),
});

const cookieSchema = z.object({ first: touchSchema, last: touchSchema }) satisfies z.ZodType<Attribution>;

/** The cookie's value read back; null when it is missing or not ours (a visitor may have edited it). */
export function decodeAttribution(raw: string | undefined | null): Attribution | null {
  const parsed = cookieSchema.safeParse(attributionJson(raw));
  return parsed.success ? parsed.data : null;
}

/** The value of the attribution cookie in a Cookie header. */
export function attributionFromCookieHeader(header: string | undefined | null): Attribution | null {
  return decodeAttribution(attributionCookieValue(header));
}

/** Who the figures credit with a touch: its utm_source, else the ad network of a click id, else the referring site, else "direct". */
export function sourceOf(touch: Touch | null | undefined): string {
  if (!touch) return "direct";
  if (touch.source) return touch.source.toLowerCase();
  if (touch.gclid) return "google";
  if (touch.fbclid) return "facebook";
  return touch.referrer ? touch.referrer.replace(/^www\./, "") : "direct";
}

export function mediumOf(touch: Touch | null | undefined): string {
  if (!touch) return "none";
  if (touch.medium) return touch.medium.toLowerCase();
  if (touch.gclid || touch.fbclid) return "cpc";
  return touch.referrer ? "referral" : "none";
}
