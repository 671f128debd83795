import { describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { fetchPage } from "../helpers/html";
import { seededServiceForm as formFor, seededServiceId as idOf, without } from "../helpers/services";
import { useStaffServer } from "../helpers/suite";

/*
 * Services management: who may change services, the validation of the edit form (4xx with
 * the field's message, never a 5xx), a changed path redirecting the old one for good,
 * unpublishing taking the page and its sitemap entry away, the home grid following edits and
 * order, and the audit trail of each change.
 */

const PASSWORD = "services-password-123";
const USERS = {
  admin: { email: "ari@services.test", name: "Ari Admin", role: "admin" as const },
  manager: { email: "mere@services.test", name: "Mere Manager", role: "manager" as const },
};
const { cookies, url } = useStaffServer(USERS, PASSWORD);

const edit = (slug: string, form: Record<string, string>, cookie = cookies.admin) =>
  postForm(url(), `/admin/services-management/${idOf(slug)}`, form, cookie);
const move = (slug: string, direction: string, cookie = cookies.admin) =>
  postForm(url(), "/admin/services-management", { intent: "move", id: String(idOf(slug)), direction }, cookie);
const withoutPublished = (form: Record<string, string>) => without(form, "published");

describe("who may change services", () => {
  it("lets managers read services but not change or reorder them", async () => {
    const list = await fetchPage(`${url()}/admin/services-management`, { headers: { cookie: cookies.manager } });
    expect(list.status).toBe(200);
    expect(list.doc.text).toContain("Heat Pump Installation");
    expect(list.html).not.toContain("Move Handyman down");
    const page = await fetchPage(`${url()}/admin/services-management/${idOf("painting")}`, { headers: { cookie: cookies.manager } });
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("fieldset[disabled]")).not.toBeNull();
    expect((await edit("painting", formFor("painting", { name: "Manager Painting" }), cookies.manager)).status).toBe(403);
    expect((await move("plumbing", "up", cookies.manager)).status).toBe(403);
    expect((await fetchPage(`${url()}/painting`)).h1).not.toContain("Manager Painting");
  });

  it("answers a service that does not exist with 404", async () => {
    expect((await get(`${url()}/admin/services-management/999`, cookies.admin)).status).toBe(404);
    expect((await get(`${url()}/admin/services-management/not-a-number`, cookies.admin)).status).toBe(404);
    expect((await postForm(url(), "/admin/services-management/999", formFor("painting"), cookies.admin)).status).toBe(404);
  });
});

describe("service form validation", () => {
  const cases: Array<[string, Record<string, string>, number, string]> = [
    ["an empty name", formFor("painting", { name: " " }), 400, "Enter the name"],
    ["a path without a slash", formFor("painting", { path: "painting-services" }), 400, "Use a path such as /gutter-cleaning"],
    ["a path with capitals and spaces", formFor("painting", { path: "/House Painting" }), 400, "Use a path such as /gutter-cleaning"],
    [
      "a path of another part of the site",
      formFor("painting", { path: "/contact" }),
      400,
      "That path belongs to another page of the website",
    ],
    ["a path another service has", formFor("painting", { path: "/landscaping" }), 409, "Another page already uses that path"],
    ["a path an area page has", formFor("painting", { path: "/north-shore" }), 409, "Another page already uses that path"],
    ["an icon that is not offered", formFor("painting", { icon: "rocket" }), 400, "Choose an icon from the list"],
    [
      "a quote form service that is not offered",
      formFor("painting", { quoteService: "Rocket Science" }),
      400,
      "Choose the quote form service from the list",
    ],
    [
      "a short description that is too long",
      formFor("painting", { shortDescription: "x".repeat(161) }),
      400,
      "Keep the short description to 160 characters or fewer",
    ],
    ["a page path without page content", formFor("plumbing", { path: "/plumbing" }), 400, "A service page needs its page content"],
    [
      "a search description that is too short",
      formFor("painting", { metaDescription: "Too short." }),
      400,
      "Enter a search-result description of 50 to 170 characters",
    ],
    ["fewer than 3 questions", formFor("painting", { faqs: "Do you paint?\nYes.\n\nHow long?\nA week." }), 400, "Add at least 3 questions"],
    ["fewer than 3 steps", formFor("painting", { howItWorks: "Quote\nWe come round." }), 400, "Describe at least 3 steps"],
    ["an empty form", {}, 400, "Enter the name"],
  ];

  it.each(cases)("refuses %s with the field's message", async (_, form, status, message) => {
    const res = await edit("painting", form);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(message);
  });

  it("refuses a move it does not understand", async () => {
    expect((await move("plumbing", "sideways")).status).toBe(400);
    expect(
      (await postForm(url(), "/admin/services-management", { intent: "move", id: "999", direction: "up" }, cookies.admin)).status,
    ).toBe(404);
  });
});

describe("a changed path", () => {
  it("redirects the old path permanently, through every later move, until a page takes it again", async () => {
    expect((await edit("painting", formFor("painting", { path: "/house-painting" }))).status).toBe(200);
    let res = await get(`${url()}/painting`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/house-painting");
    expect((await fetchPage(`${url()}/house-painting`)).status).toBe(200);

    expect((await edit("painting", formFor("painting", { path: "/painters" }))).status).toBe(200);
    for (const old of ["/painting", "/house-painting"]) {
      res = await get(url() + old);
      expect(res.status, old).toBe(301);
      expect(res.headers.get("location"), old).toBe("/painters");
    }

    expect((await edit("painting", formFor("painting"))).status).toBe(200);
    expect((await fetchPage(`${url()}/painting`)).status).toBe(200);
    res = await get(`${url()}/painters`);
    expect(res.headers.get("location")).toBe("/painting");
    const sitemap = await (await get(`${url()}/sitemap.xml`)).text();
    expect(sitemap).toContain("/painting</loc>");
    expect(sitemap).not.toContain("/painters");
  });
});

describe("unpublishing", () => {
  it("takes the page away (404) and out of the sitemap, and publishing brings both back", async () => {
    expect((await fetchPage(`${url()}/landscaping`)).status).toBe(200);
    expect((await edit("landscaping", withoutPublished(formFor("landscaping")))).status).toBe(200);
    expect((await fetchPage(`${url()}/landscaping`)).status).toBe(404);
    expect(await (await get(`${url()}/sitemap.xml`)).text()).not.toContain("/landscaping");
    expect((await fetchPage(`${url()}/services`)).doc.querySelector('a[href="/landscaping"]')).toBeNull();

    expect((await edit("landscaping", formFor("landscaping"))).status).toBe(200);
    expect((await fetchPage(`${url()}/landscaping`)).status).toBe(200);
    expect(await (await get(`${url()}/sitemap.xml`)).text()).toContain("/landscaping</loc>");
  });
});

/** The home page's featured service cards, by name, and their descriptions. */
async function homeGrid() {
  const grid = (await fetchPage(`${url()}/`)).doc.querySelector('section[aria-labelledby="services-heading"]')!;
  return { names: grid.querySelectorAll("h3").map((h) => h.text.trim()), text: grid.text };
}

describe("the home page", () => {
  it("shows an edited description and follows the order", async () => {
    expect((await homeGrid()).names.slice(0, 2)).toEqual(["Handyman", "Plumbing"]);
    expect(
      (await edit("handyman", formFor("handyman", { shortDescription: "Every small job around the house, sorted in one visit." }))).status,
    ).toBe(200);
    expect((await move("plumbing", "up")).status).toBe(200);
    const after = await homeGrid();
    expect(after.text).toContain("Every small job around the house, sorted in one visit.");
    expect(after.names).toHaveLength(8);
    expect(after.names.slice(0, 2)).toEqual(["Plumbing", "Handyman"]);
  });
});

/** The audit page's list, without the data the page carries for the browser. */
async function auditText(query: string, cookie: string) {
  return (await fetchPage(`${url()}/admin/audit${query}`, { headers: { cookie } })).doc.querySelector("main")!.text;
}

describe("the audit trail of services", () => {
  it("records every kind of service change", async () => {
    const text = await auditText("?type=service", cookies.admin);
    for (const action of ["service.update", "service.unpublish", "service.publish", "service.reorder"]) expect(text).toContain(action);
    expect(text).toContain("Ari Admin");
    expect(text).toContain("/house-painting");
    expect(text).not.toContain("Manager Painting");
  });
});
