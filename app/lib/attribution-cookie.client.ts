import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  attributionFromCookieHeader,
  encodeAttribution,
  nextAttribution,
} from "./attribution";

/**
 * Records this page load as a visit in the attribution cookie (docs/decisions/0083): run once
 * per full page load, in the browser. Pages stay the same for every visitor (a CDN keeps them),
 * so the cookie is written here, never by the server. SameSite=Lax, so a visitor arriving from
 * another site keeps it; not HttpOnly, because this script writes it.
 */
export function rememberVisit(now = new Date()) {
  const next = nextAttribution(attributionFromCookieHeader(document.cookie), {
    url: new URL(window.location.href),
    referrer: document.referrer,
    viewportWidth: window.innerWidth,
    at: now,
  });
  if (!next) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${ATTRIBUTION_COOKIE}=${encodeAttribution(next)}; Path=/; Max-Age=${ATTRIBUTION_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
