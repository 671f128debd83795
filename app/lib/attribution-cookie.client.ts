import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  attributionCookieValue,
  attributionJson,
  encodeAttribution,
  nextAttribution,
  type Attribution,
} from "./attribution-visit";

/**
 * The cookie as this page found it. Only its shape is checked here, to keep the validation
 * library off every public page: the server checks every field when it reads the cookie with a
 * request (attribution.ts), and a value that is not ours is replaced by this visit.
 */
function currentAttribution(): Attribution | null {
  const parsed = attributionJson(attributionCookieValue(document.cookie)) as Partial<Attribution> | null;
  return parsed && typeof parsed.first === "object" && parsed.first && typeof parsed.last === "object" && parsed.last
    ? (parsed as Attribution)
    : null;
}

/**
 * Records this page load as a visit in the attribution cookie (docs/decisions/0083): run once
 * per full page load, in the browser. Pages stay the same for every visitor (a CDN keeps them),
 * so the cookie is written here, never by the server. SameSite=Lax, so a visitor arriving from
 * another site keeps it; not HttpOnly, because this script writes it.
 */
export function rememberVisit(now = new Date()) {
  const next = nextAttribution(currentAttribution(), {
    url: new URL(window.location.href),
    referrer: document.referrer,
    viewportWidth: window.innerWidth,
    at: now,
  });
  if (!next) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${ATTRIBUTION_COOKIE}=${encodeAttribution(next)}; Path=/; Max-Age=${ATTRIBUTION_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
