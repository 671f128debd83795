import { z } from "./zod";

/**
 * Where a visitor came from (docs/decisions/0083): the first visit and the last visit that came
 * from somewhere (a campaign link, an ad click, another site), kept in one first-party,
 * functional cookie that the page itself writes; no third-party script. Isomorphic: the
 * browser writes the cookie (attribution-cookie.client.ts), the server reads it with a quote
 * request or an application and stores it with the record.
 */
export const ATTRIBUTION_COOKIE = "hm_attribution";
export const ATTRIBUTION_MAX_AGE_SECONDS = 90 * 86_400;

const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
type DeviceClass = (typeof DEVICE_CLASSES)[number];

const MAX_VALUE = 100;
const value = z
  .string()
  .max(MAX_VALUE)
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

export type Touch = z.infer<typeof touchSchema>;

const cookieSchema = z.object({ first: touchSchema, last: touchSchema });
export type Attribution = z.infer<typeof cookieSchema>;

const clip = (text: string | null | undefined) => (text ?? "").trim().slice(0, MAX_VALUE);

export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 640) return "phone";
  if (viewportWidth < 1024) return "tablet";
  return "desktop";
}

export interface Visit {
  url: URL;
  /** document.referrer: "" when there is none. */
  referrer: string;
  viewportWidth: number;
  at: Date;
}

/** The visit as a touch, or null when it came from nowhere in particular (typed in, a bookmark, the site's own pages). */
export function touchOf(visit: Visit): Touch | null {
  const params = visit.url.searchParams;
  let referrer = "";
  try {
    const host = visit.referrer ? new URL(visit.referrer).hostname : "";
    if (host && host !== visit.url.hostname) referrer = host;
  } catch {
    referrer = "";
  }
  const touch: Touch = {
    source: clip(params.get("utm_source")),
    medium: clip(params.get("utm_medium")),
    campaign: clip(params.get("utm_campaign")),
    term: clip(params.get("utm_term")),
    content: clip(params.get("utm_content")),
    gclid: params.has("gclid"),
    fbclid: params.has("fbclid"),
    referrer: clip(referrer),
    landingPage: clip(visit.url.pathname),
    device: deviceClass(visit.viewportWidth),
    at: visit.at.toISOString(),
  };
  const cameFromSomewhere = touch.source || touch.campaign || touch.gclid || touch.fbclid || touch.referrer;
  return cameFromSomewhere ? touch : null;
}

/**
 * The cookie after this visit: the first touch is kept for good; the last touch moves only
 * when this visit came from somewhere, so a direct return visit does not wipe out the
 * campaign that brought the person. A first visit from nowhere is still the first touch ("direct").
 */
export function nextAttribution(current: Attribution | null, visit: Visit): Attribution | null {
  const touch = touchOf(visit);
  if (current) return touch ? { first: current.first, last: touch } : null;
  const first = touch ?? { ...emptyTouch(visit), landingPage: clip(visit.url.pathname), device: deviceClass(visit.viewportWidth) };
  return { first, last: first };
}

function emptyTouch(visit: Visit): Touch {
  return {
    source: "",
    medium: "",
    campaign: "",
    term: "",
    content: "",
    gclid: false,
    fbclid: false,
    referrer: "",
    landingPage: "",
    device: "desktop",
    at: visit.at.toISOString(),
  };
}

export function encodeAttribution(attribution: Attribution): string {
  return encodeURIComponent(JSON.stringify(attribution));
}

/** The cookie's value read back; null when it is missing or not ours (a visitor may have edited it). */
export function decodeAttribution(raw: string | undefined | null): Attribution | null {
  if (!raw || raw.length > 4096) return null;
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The value of the attribution cookie in a Cookie header. */
export function attributionFromCookieHeader(header: string | undefined | null): Attribution | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === ATTRIBUTION_COOKIE) return decodeAttribution(rest.join("="));
  }
  return null;
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
