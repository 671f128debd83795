import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { publicSettings } from "~/features/settings/public-settings";
import { fetchPage, type PageFacts } from "../helpers/html";
import { AREA_PATHS, PUBLIC_PATHS, SERVICE_PATHS, THANK_YOU_PATHS } from "../helpers/routes";
import { startServer, type TestServer } from "../helpers/server";

let server: TestServer;
const pages = new Map<string, PageFacts>();

beforeAll(async () => {
  server = await startServer();
  for (const path of PUBLIC_PATHS) pages.set(path, await fetchPage(server.url + path));
});
afterAll(() => server?.dispose());

function business(page: PageFacts) {
  return page.jsonLd.find((d) => d["@type"] === "HomeAndConstructionBusiness") as Record<string, unknown> | undefined;
}

describe("every public route renders on the server", () => {
  it.each(PUBLIC_PATHS)("%s: 200 with heading, title, description, canonical and Open Graph", (path) => {
    const page = pages.get(path)!;
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.h1.length).toBeGreaterThan(3);
    expect(page.title.length).toBeGreaterThan(10);
    expect(page.description?.length ?? 0).toBeGreaterThanOrEqual(50);
    expect(page.canonical).toBe(`${server.url}${path}`);
    expect(page.og["og:title"]).toBe(page.title);
    expect(page.og["og:description"]).toBe(page.description);
    expect(page.og["og:url"]).toBe(page.canonical);
    expect(page.og["og:image"]).toMatch(/\/og-image\.png$/);
  });

  it("gives every page its own title and description", () => {
    const indexable = PUBLIC_PATHS.filter((p) => !THANK_YOU_PATHS.includes(p));
    const titles = new Set(indexable.map((p) => pages.get(p)!.title));
    const descriptions = new Set(indexable.map((p) => pages.get(p)!.description));
    expect(titles.size).toBe(indexable.length);
    expect(descriptions.size).toBe(indexable.length);
  });

  it.each([...SERVICE_PATHS, ...AREA_PATHS])("%s carries substantial page text in the HTML", (path) => {
    const text = pages.get(path)!.doc.querySelector("main")!.text.replace(/\s+/g, " ");
    expect(text.split(" ").length).toBeGreaterThan(450);
  });

  it("marks both thank-you paths noindex and renders the same page", () => {
    const [a, b] = THANK_YOU_PATHS.map((p) => pages.get(p)!);
    expect(a.robots).toMatch(/noindex/);
    expect(b.robots).toMatch(/noindex/);
    expect(a.h1).toBe(b.h1);
    expect(a.doc.querySelector("main")!.text).toBe(b.doc.querySelector("main")!.text);
  });
});

describe("the main menu", () => {
  /** The menu entries marked as the current page, in the desktop and the mobile menu. */
  const current = (path: string) =>
    ["Main", "Mobile"].map((nav) =>
      pages
        .get(path)!
        .doc.querySelectorAll(`nav[aria-label="${nav}"] a[aria-current="page"]`)
        .map((a) => a.text.trim()),
    );

  it.each([
    ["/", "Home"],
    ["/services", "Services"],
    ["/about", "About"],
    ["/our-tradies", "Our Tradies"],
    ["/join-as-tradie", "Join as Tradie"],
    ["/contact", "Contact"],
  ])("%s marks %s, and only it, as the current page in both menus", (path, label) => {
    expect(current(path)).toEqual([[label], [label]]);
  });

  it("marks nothing on a page that is not in the menu (a service, a tradie)", () => {
    expect(current("/painting")).toEqual([[], []]);
    expect(current("/tradie/1")).toEqual([[], []]);
  });
});

describe("text beyond ASCII", () => {
  it("arrives as UTF-8, byte for byte (the footer's opening hours, the thank-you heading)", async () => {
    for (const [path, expected] of [
      ["/", '<dt class="font-medium text-white">Mon–Fri</dt>'],
      ["/thank-you", "Thank you – we have your"],
    ]) {
      const res = await fetch(server.url + path, { headers: { "accept-encoding": "identity" } });
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toContain(expected);
    }
  });
});

// Issue 40.16: the area page listed "Mt Eden" and "Mount Eden", "Mt Albert" and "Mount Albert", "CBD" beside "Auckland CBD".
describe("an area page's suburbs", () => {
  it("names each place once", () => {
    const suburbs = pages
      .get("/auckland-central")!
      .doc.querySelectorAll('[aria-labelledby="suburbs-heading"] li')
      .map((li) => li.text.trim());
    for (const shown of ["Mt Eden", "Mt Albert", "Auckland CBD", "Ponsonby"]) expect(suburbs.filter((s) => s === shown)).toHaveLength(1);
    for (const synonym of ["Mount Eden", "Mount Albert", "CBD"]) expect(suburbs).not.toContain(synonym);
  });
});

describe("structured data", () => {
  it.each(PUBLIC_PATHS)("%s has the business's HomeAndConstructionBusiness block", (path) => {
    const data = business(pages.get(path)!);
    expect(data).toBeDefined();
    expect(data!.name).toBe("Harbourside Property Maintenance");
    expect(data!.telephone).toMatch(/^\+64\d{8,10}$/);
    expect(data!.email).toMatch(/@/);
    expect(data!.currenciesAccepted).toBe("NZD");
  });

  it("states the spec's opening hours, rating, payments and areas", () => {
    const data = business(pages.get("/")!)!;
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "16:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "09:00", closes: "15:00" },
    ]);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 1247 });
    expect(data.paymentAccepted).toBe("Cash, Credit Card, Bank Transfer, EFTPOS");
    const areas = (data.areaServed as Array<{ name: string }>).map((a) => a.name).join(" | ");
    for (const area of ["North Shore", "West Auckland", "South Auckland", "East Auckland", "Auckland Central"])
      expect(areas).toContain(area);
  });

  it.each(["/faq", "/", ...SERVICE_PATHS, ...AREA_PATHS])("%s carries FAQPage data matching its visible questions", (path) => {
    const page = pages.get(path)!;
    const faq = page.jsonLd.find((d) => d["@type"] === "FAQPage") as { mainEntity: Array<{ name: string }> } | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(3);
    const visible = page.doc.querySelectorAll("details summary").map((s) => s.text.trim());
    for (const q of faq!.mainEntity) expect(visible).toContain(q.name);
  });

  it("describes a tradie profile as a Person", () => {
    const person = pages.get("/tradie/1")!.jsonLd.find((d) => d["@type"] === "Person");
    expect(person?.name).toBe(pages.get("/tradie/1")!.h1);
  });
});

describe("not found", () => {
  it.each(["/no-such-page", "/services/extra", "/tradie/999999", "/tradie/abc", "/admin-ish"])(
    "%s is a 404 with the not-found page",
    async (path) => {
      const page = await fetchPage(server.url + path);
      expect(page.status).toBe(404);
      expect(page.h1).toBe("Page not found");
      expect(page.title).toBe("Page not found");
      expect(page.robots).toMatch(/noindex/);
    },
  );
});

describe("sitemap and robots", () => {
  it("lists every indexable public page, tradie profiles included", async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of PUBLIC_PATHS.filter((p) => !THANK_YOU_PATHS.includes(p))) expect(locs).toContain(`${server.url}${path}`);
    expect(locs.some((l) => l.includes("thank-you"))).toBe(false);
  });

  it("keeps crawlers out of /admin and points to the sitemap", async () => {
    const body = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe("private settings stay private", () => {
  // Every text of every setting not on the public allow-list (the staff notification addresses, the quote terms, the labour rates' names).
  const texts = (value: unknown): string[] =>
    typeof value === "string" ? [value] : typeof value === "object" && value !== null ? Object.values(value).flatMap(texts) : [];
  const privateValues = Object.entries(DEFAULT_SETTINGS)
    .filter(([key]) => !(Object.keys(publicSettings(DEFAULT_SETTINGS, { rating: null, reviewCount: 0 })) as string[]).includes(key))
    .flatMap(([, value]) => texts(value))
    // Long enough to be particular: the short enum words ("total", "exclusive") are ordinary English on any page.
    .filter((text) => text.length > 12);

  it("has private settings to look for", () =>
    expect(privateValues).toEqual(expect.arrayContaining([DEFAULT_SETTINGS.notificationEmails[0], DEFAULT_SETTINGS.quoting.terms])));

  it.each([...PUBLIC_PATHS, "/_root.data", "/contact.data", "/.data"])("%s shows none of them, in its HTML or its data", async (path) => {
    const text = path.endsWith(".data") ? await (await fetch(server.url + path)).text() : pages.get(path)!.html;
    for (const value of privateValues) expect(text).not.toContain(value);
  });
});
