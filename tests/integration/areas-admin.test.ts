import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "../helpers/suite";

/*
 * Areas managed like services (issue 16, docs/decisions/0086): an administrator adds an area
 * with its page, suburbs and words, and it is on the site at once; leads from its suburbs are
 * filed under it; a moved page redirects; the spec's four area pages keep their paths; a renamed
 * area keeps its tradies; every refusal is a 4xx beside its field.
 */
const PASSWORD = "areas-admin-password-1";
const USERS = {
  admin: { email: "tane@areas.test", name: "Tane Admin", role: "admin" as const },
  manager: { email: "hine@areas.test", name: "Hine Manager", role: "manager" as const },
};
const { cookies, url } = useStaffServer(USERS, PASSWORD, () => ({ QUOTE_MIN_FILL_MS: "0" }));

const LIST = "/admin/areas-management";
const page = async (path: string, cookie = cookies.admin) => {
  const res = await get(`${url()}${path}`, cookie);
  return { status: res.status, res, html: parse(await res.text()) };
};

const rodney = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: "Rodney",
  path: "/rodney",
  suburbs: "Warkworth\nWellsford\nMatakana\nSnells Beach",
  metaTitle: "Property maintenance in Rodney | Harbourside",
  metaDescription:
    "Trusted local tradies for homes in Warkworth, Wellsford, Matakana and Snells Beach. Free quotes, tidy work, fair prices.",
  heading: "Property maintenance in Rodney",
  intro: "From lifestyle blocks to beach baches, our Rodney tradies look after homes north of the Puhoi.",
  localNotes:
    "Rural properties\nLong driveways and water tanks are all in a day's work.\n\nBaches by the beach\nSalt air is hard on paint and gutters; we plan for it.",
  popularServiceSlugs: "handyman\npainting\nplumbing",
  faqs: "Do you travel to Wellsford?\nYes, every week.\n\nDo you clean water tanks?\nWe can arrange it.\n\nCan you look after a bach while we are away?\nYes, ask us about a regular check.",
  ...overrides,
});

async function addArea(form: Record<string, string>) {
  const res = await postForm(url(), `${LIST}/new`, form, cookies.admin);
  return res;
}

describe("adding an area", () => {
  it("puts its page, suburbs and words on the site at once, and files leads from its suburbs under it", async () => {
    const res = await addArea(rodney());
    expect(res.status, await res.clone().text()).toBe(302);
    const id = Number(/^\/admin\/areas-management\/(\d+)\?notice=created$/.exec(res.headers.get("location") ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    expect((await page(`${LIST}/${id}?notice=created`)).html.text).toContain("Rodney has been added. Its page is at /rodney.");

    const area = await page("/rodney", "");
    expect(area.status).toBe(200);
    expect(area.html.querySelector("h1")?.text).toBe("Property maintenance in Rodney");
    expect(area.html.querySelector("main")?.text).toContain("Matakana");
    expect(area.html.querySelector("title")?.text).toBe("Property maintenance in Rodney | Harbourside");
    expect(await (await get(`${url()}/sitemap.xml`)).text()).toContain("/rodney</loc>");
    expect((await page("/", "")).html.querySelector("footer")?.text).toContain("Rodney");

    const quote = await postQuote(
      url(),
      validQuote({ suburb: "Warkworth", name: "Rua Rodney", email: "rua@example.co.nz", fillTimeMs: 20_000 }),
    );
    expect(quote.status).toBe(201);
    expect((await page(`/admin/leads/${quote.body.reference}`, cookies.manager)).html.text).toContain("Warkworth (Rodney)");
    expect(
      (await page("/admin/leads?area=Rodney", cookies.manager)).html
        .querySelectorAll("tbody a[href^='/admin/leads/']")
        .map((a) => a.text.trim()),
    ).toEqual(["Rua Rodney"]);
    expect((await page("/admin/audit?type=area")).html.text).toContain("area.create");
  });

  it("refuses what would break the site, each beside its field, and stores nothing", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [rodney({ name: "", path: "/rodney-2" }), "name", "Enter the name"],
      [rodney({ name: "north shore", path: "/rodney-2" }), "name", "Another area already has that name."],
      [rodney({ name: "Rodney Two", path: "/painting" }), "path", "Another page already uses that path."],
      [rodney({ name: "Rodney Two", path: "/contact" }), "path", "That path belongs to another page of the website"],
      [rodney({ name: "Rodney Two", path: "rodney two" }), "path", "Use a path such as"],
      [rodney({ name: "Rodney Two", path: "/rodney-2", suburbs: "" }), "suburbs", "List at least one suburb"],
      [
        rodney({ name: "Rodney Two", path: "/rodney-2", popularServiceSlugs: "painting\nplumbing\nunicorn-grooming" }),
        "popularServiceSlugs",
        "unicorn-grooming",
      ],
      [rodney({ name: "Rodney Two", path: "/rodney-2", faqs: "Only one?\nYes." }), "faqs", "Add at least 3 questions"],
      [rodney({ name: "Rodney\u0000Two", path: "/rodney-2" }), "name", "control characters"],
    ];
    for (const [form, field, message] of cases) {
      const res = await addArea(form);
      // A path another page holds is a conflict (409), as for services; the rest are bad input.
      expect(res.status, `${field}: ${message}`).toBe(message.startsWith("Another page") ? 409 : 400);
      const html = parse(await res.text());
      expect(html.querySelector(`#${field}-error, [id$="-${field}-error"]`)?.text ?? html.text, field).toContain(message);
    }
    expect((await page("/rodney-2", "")).status).toBe(404);
    expect((await postForm(url(), `${LIST}/new`, rodney({ name: "Rodney Two", path: "/rodney-2" }), cookies.manager)).status).toBe(403);
  });
});

describe("editing an area", () => {
  const idOf = async (name: string) => {
    const list = (await page(LIST)).html;
    const link = list.querySelectorAll("tbody a").find((a) => a.text.trim() === name);
    return Number(/(\d+)$/.exec(link?.getAttribute("href") ?? "")?.[1]);
  };

  it("moves a page and redirects its old address", async () => {
    const id = await idOf("Rodney");
    const res = await postForm(url(), `${LIST}/${id}`, rodney({ path: "/rodney-district" }), cookies.admin);
    expect(res.status).toBe(200);
    expect((await page("/rodney-district", "")).status).toBe(200);
    const old = await get(`${url()}/rodney`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/rodney-district");
  });

  it("keeps the spec's area pages at their paths, and a renamed area keeps its tradies", async () => {
    const id = await idOf("North Shore");
    const form = Object.fromEntries(
      (await page(`${LIST}/${id}`)).html
        .querySelectorAll("form input[name], form textarea[name]")
        .map((el) => [el.getAttribute("name")!, el.tagName === "TEXTAREA" ? el.text : (el.getAttribute("value") ?? "")]),
    ) as Record<string, string>;
    const moved = await postForm(url(), `${LIST}/${id}`, { ...form, path: "/north-shore-moved" }, cookies.admin);
    expect(moved.status).toBe(400);
    expect(await moved.text()).toContain("This area&#x27;s page stays at /north-shore");

    const tradiesIn = async (area: string) =>
      (await page(`/find-a-tradie?area=${encodeURIComponent(area)}`, "")).html.querySelectorAll("a[href^='/tradie/']").length;
    const before = await tradiesIn("North Shore");
    expect(before).toBeGreaterThan(0);
    const renamed = await postForm(url(), `${LIST}/${id}`, { ...form, name: "North Shore and Hibiscus Coast" }, cookies.admin);
    expect(renamed.status).toBe(200);
    expect(await tradiesIn("North Shore and Hibiscus Coast")).toBe(before);
    expect((await page("/north-shore", "")).status).toBe(200);
  });

  it("shows managers the areas read-only and refuses their changes", async () => {
    expect((await page(LIST, cookies.manager)).status).toBe(200);
    expect((await page(`${LIST}/new`, cookies.manager)).status).toBe(403);
    const id = await idOf("Rodney");
    expect((await page(`${LIST}/${id}`, cookies.manager)).html.text).toContain("Only an administrator can change it.");
    expect((await postForm(url(), `${LIST}/${id}`, rodney({ path: "/rodney-district" }), cookies.manager)).status).toBe(403);
    expect((await page(`${LIST}/2147483647`)).status).toBe(404);
  });
});
