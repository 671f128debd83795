import { describe, expect, it } from "vitest";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { HERO_FEATURED_COUNT, MORE_DIALOG_COUNT } from "../limits";
import { areaContentSchema, serviceContentSchema } from "../schema";
import { SEED_AREAS } from "./areas";
import { SEED_SERVICES } from "./services";

const SPEC_SERVICE_PATHS = [
  "/lawn-care-auckland",
  "/gutter-cleaning-auckland",
  "/gutter-cleaning",
  "/bathroom-renovation",
  "/kitchen-renovation",
  "/heat-pump-installation",
  "/home-cleaning",
  "/furniture-assembly",
  "/carpet-cleaning",
  "/landscaping",
  "/painting",
  "/handyman-auckland",
  "/home-renovation",
];

describe("seeded catalogue", () => {
  it("has a page for each of the spec's 13 service paths, and no others", () => {
    expect(SEED_SERVICES.flatMap((s) => (s.path ? [s.path] : [])).sort()).toEqual([...SPEC_SERVICE_PATHS].sort());
  });

  it(`features ${HERO_FEATURED_COUNT} services on the home grid and lists ${MORE_DIALOG_COUNT} in the More dialog`, () => {
    expect(SEED_SERVICES.filter((s) => s.featured)).toHaveLength(8);
    expect(SEED_SERVICES.filter((s) => s.inMoreDialog)).toHaveLength(16);
  });

  it("maps every service to one of the quote form's options", () => {
    for (const s of SEED_SERVICES) expect(SERVICE_OPTIONS).toContain(s.quoteService);
  });

  it.each(SEED_SERVICES.filter((s) => s.content).map((s) => [s.path, s.content] as const))("%s content is valid", (_path, content) => {
    expect(serviceContentSchema.safeParse(content).error).toBeUndefined();
  });

  it.each(SEED_AREAS.map((a) => [a.path, a] as const))("%s content is valid and its popular services exist", (_path, area) => {
    expect(areaContentSchema.safeParse(area.content).error).toBeUndefined();
    for (const slug of area.content.popularServiceSlugs) expect(SEED_SERVICES.map((s) => s.slug)).toContain(slug);
  });
});
