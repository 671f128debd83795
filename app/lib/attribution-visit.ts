/**
 * The visit half of attribution (docs/decisions/0083), with no validation library: the page's
 * own script uses it on every public page to write the cookie, so it stays a few hundred
 * bytes. Reading the cookie back on the server, with every field checked, is attribution.ts.
 */
export const ATTRIBUTION_COOKIE = "hm_attribution";
export const ATTRIBUTION_MAX_AGE_SECONDS = 90 * 86_400;

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const ATTRIBUTION_VALUE_MAX = 100;

export interface Touch {
  source: string;
  medium: string;
  campaign: string;
  term: string;
  content: string;
  gclid: boolean;
  fbclid: boolean;
  /** The referring site's host name, never its path or query. */
  referrer: string;
  /** The path the visit started on, without its query. */
  landingPage: string;
  device: DeviceClass;
  /** When the visit began (ISO 8601, UTC). */
  at: string;
}

export interface Attribution {
  first: Touch;
  last: Touch;
}

const clip = (text: string | null | undefined) => (text ?? "").trim().slice(0, ATTRIBUTION_VALUE_MAX);

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

/** The largest cookie value read back; anything longer is not ours. */
const COOKIE_VALUE_MAX = 4096;

/** The cookie's value as JSON, unchecked; null when it is missing, too long or not JSON. Each reader checks what it needs. */
export function attributionJson(raw: string | undefined | null): unknown {
  if (!raw || raw.length > COOKIE_VALUE_MAX) return null;
  try {
    return JSON.parse(decodeURIComponent(raw)) as unknown;
  } catch {
    return null;
  }
}

/** The raw value of the attribution cookie in a Cookie header. */
export function attributionCookieValue(header: string | undefined | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === ATTRIBUTION_COOKIE) return rest.join("=");
  }
  return null;
}
