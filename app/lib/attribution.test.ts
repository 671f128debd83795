import { describe, expect, it } from "vitest";
import {
  attributionFromCookieHeader,
  ATTRIBUTION_COOKIE,
  decodeAttribution,
  deviceClass,
  encodeAttribution,
  mediumOf,
  nextAttribution,
  sourceOf,
  touchOf,
  type Visit,
} from "./attribution";

const visit = (href: string, referrer = "", viewportWidth = 1280, at = new Date("2026-11-20T01:00:00Z")): Visit => ({
  url: new URL(href),
  referrer,
  viewportWidth,
  at,
});

describe("a visit as a touch", () => {
  it("reads the UTM tags, click ids, referring host, landing path and device", () => {
    const touch = touchOf(
      visit(
        "https://example.co.nz/painting?utm_source=Google&utm_medium=cpc&utm_campaign=spring&utm_term=painter&utm_content=ad1&gclid=abc",
        "https://www.google.com/search?q=painter",
        390,
      ),
    );
    expect(touch).toEqual({
      source: "Google",
      medium: "cpc",
      campaign: "spring",
      term: "painter",
      content: "ad1",
      gclid: true,
      fbclid: false,
      referrer: "www.google.com",
      landingPage: "/painting",
      device: "phone",
      at: "2026-11-20T01:00:00.000Z",
    });
  });

  it("is nothing for a visit from nowhere or from the site's own pages", () => {
    expect(touchOf(visit("https://example.co.nz/"))).toBeNull();
    expect(touchOf(visit("https://example.co.nz/plumbing", "https://example.co.nz/"))).toBeNull();
  });

  it("classes devices by viewport width", () => {
    expect([deviceClass(320), deviceClass(768), deviceClass(1440)]).toEqual(["phone", "tablet", "desktop"]);
  });

  it("clips long values so the cookie stays small", () => {
    const touch = touchOf(visit(`https://example.co.nz/?utm_source=${"x".repeat(500)}`));
    expect(touch?.source).toHaveLength(100);
  });
});

describe("the attribution cookie over several visits", () => {
  const campaign = visit("https://example.co.nz/painting?utm_source=google&utm_campaign=spring");

  it("keeps the first touch for good and moves the last only for a visit from somewhere", () => {
    const first = nextAttribution(null, campaign)!;
    expect(first.first.campaign).toBe("spring");
    expect(first.last).toEqual(first.first);
    // A direct return visit changes nothing (the cookie is not rewritten).
    expect(nextAttribution(first, visit("https://example.co.nz/contact"))).toBeNull();
    const later = nextAttribution(first, visit("https://example.co.nz/plumbing?fbclid=1"))!;
    expect(later.first.campaign).toBe("spring");
    expect(sourceOf(later.last)).toBe("facebook");
  });

  it("records a first visit from nowhere as direct, on its landing page", () => {
    const direct = nextAttribution(null, visit("https://example.co.nz/gutter-cleaning?x=1"))!;
    expect(sourceOf(direct.first)).toBe("direct");
    expect(mediumOf(direct.first)).toBe("none");
    expect(direct.first.landingPage).toBe("/gutter-cleaning");
  });

  it("reads back what it wrote, from a Cookie header among others", () => {
    const value = nextAttribution(null, campaign)!;
    const header = `other=1; ${ATTRIBUTION_COOKIE}=${encodeAttribution(value)}; more=2`;
    expect(attributionFromCookieHeader(header)).toEqual(value);
  });

  it("ignores a cookie a visitor broke or stuffed, and cleans what it can", () => {
    expect(decodeAttribution("not json")).toBeNull();
    expect(decodeAttribution(encodeURIComponent(JSON.stringify({ first: 1 })))).toBeNull();
    expect(decodeAttribution("x".repeat(5000))).toBeNull();
    const value = nextAttribution(null, campaign)!;
    const tampered = decodeAttribution(
      encodeAttribution({ ...value, last: { ...value.last, source: "bad\u0000", device: "fridge" as "phone" } }),
    )!;
    expect(tampered.last.source).toBe("");
    expect(tampered.last.device).toBe("desktop");
  });
});

describe("credit", () => {
  it("credits utm_source, then click ids, then the referring site without www, then direct", () => {
    const base = touchOf(visit("https://example.co.nz/?utm_source=x"))!;
    expect(sourceOf({ ...base, source: "Google" })).toBe("google");
    expect(sourceOf({ ...base, source: "", gclid: true })).toBe("google");
    expect(sourceOf({ ...base, source: "", referrer: "www.nzherald.co.nz" })).toBe("nzherald.co.nz");
    expect(sourceOf({ ...base, source: "" })).toBe("direct");
    expect(sourceOf(null)).toBe("direct");
    expect(mediumOf({ ...base, source: "", referrer: "a.nz" })).toBe("referral");
  });
});
