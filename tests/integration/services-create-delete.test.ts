import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { CONTENT_FIELDS } from "~/features/catalogue/service-form";
import { linkedIds } from "../helpers/applications";
import { auditEntries } from "../helpers/audit";
import { get, postForm } from "../helpers/auth";
import { fetchPage } from "../helpers/html";
import { newServiceForm, seededServiceForm, seededServiceId, without } from "../helpers/services";
import { useStaffServer } from "../helpers/suite";

/*
 * Adding and deleting services (docs/decisions/0052): only administrators, the add form's
 * checks (4xx with the field's message, never a 5xx), a new service showing at once where the
 * form says, a deleted service's address leading to /services, area pages that leave a
 * deleted or unpublished popular service out, and the audit trail of both.
 */

const PASSWORD = "services-create-password-1";
const USERS = {
  admin: { email: "tane@services.test", name: "Tane Admin", role: "admin" as const },
  manager: { email: "hine@services.test", name: "Hine Manager", role: "manager" as const },
};
const { cookies, url } = useStaffServer(USERS, PASSWORD);

const LIST = "/admin/services-management";
const add = (form: Record<string, string>, cookie = cookies.admin) => postForm(url(), `${LIST}/new`, form, cookie);
const edit = (id: number, form: Record<string, string>) => postForm(url(), `${LIST}/${id}`, form, cookies.admin);
const remove = (id: number, confirm = "delete", cookie = cookies.admin) =>
  postForm(url(), `${LIST}/${id}`, { intent: "delete", confirm }, cookie);
const adminPage = (path: string, cookie = cookies.admin) => fetchPage(url() + path, { headers: { cookie } });
const sitemap = async () => (await get(`${url()}/sitemap.xml`)).text();

/** Adds a service and returns its id, read from the page the browser is sent to. */
async function added(form: Record<string, string>): Promise<number> {
  const res = await add(form);
  expect(res.status, await res.clone().text()).toBe(302);
  const [, id] = /^\/admin\/services-management\/(\d+)\?notice=created$/.exec(res.headers.get("location") ?? "") ?? [];
  expect(id).toBeDefined();
  return Number(id);
}

/** Deletes a service and returns the list page the browser is sent to. */
async function deleted(id: number) {
  const res = await remove(id);
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(`${LIST}?deleted=${id}`);
  return adminPage(res.headers.get("location")!);
}

/** The page-content fields left empty, as for a service without a page of its own. */
const NO_CONTENT = Object.fromEntries(CONTENT_FIELDS.map((field) => [field, ""]));
const withoutPage = (form: Record<string, string>) => ({ ...form, ...NO_CONTENT, path: "" });

async function homeGridNames() {
  const grid = (await fetchPage(`${url()}/`)).doc.querySelector('section[aria-labelledby="services-heading"]')!;
  return grid.querySelectorAll("h3").map((h) => h.text.trim());
}

/** An area page's "Popular services" section. */
async function popularSection(areaPath: string) {
  const page = await fetchPage(url() + areaPath);
  expect(page.status).toBe(200);
  return page.doc.querySelector('section[aria-labelledby="popular-heading"]')!;
}
const popularServices = async (areaPath: string) => (await popularSection(areaPath)).querySelectorAll("h3").map((h) => h.text.trim());

describe("who may add and delete services", () => {
  it("offers administrators the add form at /new (not read as a service id) and the delete panel", async () => {
    const list = await adminPage(LIST);
    expect(list.doc.querySelector(`a[href="${LIST}/new"]`)?.text).toContain("Add a service");
    const form = await adminPage(`${LIST}/new`);
    expect(form.status).toBe(200);
    expect(form.h1).toBe("Add a service");
    expect(form.doc.querySelectorAll('select[name="quoteService"] option')).toHaveLength(22);
    const painting = await adminPage(`${LIST}/${seededServiceId("painting")}`);
    expect(painting.doc.querySelector('select[name="quoteService"] option[selected]')?.text).toBe("Painting");
    expect(painting.doc.querySelector('section[aria-labelledby="delete-service-heading"]')).not.toBeNull();
  });

  it("refuses managers the add form, adding and deleting (403), and shows them neither", async () => {
    expect((await adminPage(`${LIST}/new`, cookies.manager)).status).toBe(403);
    expect((await add(newServiceForm({ name: "Manager Decks", path: "/manager-decks" }), cookies.manager)).status).toBe(403);
    expect((await remove(seededServiceId("painting"), "delete", cookies.manager)).status).toBe(403);
    expect((await fetchPage(`${url()}/painting`)).status).toBe(200);
    expect((await fetchPage(`${url()}/manager-decks`)).status).toBe(404);
    expect((await adminPage(LIST, cookies.manager)).doc.querySelector(`a[href="${LIST}/new"]`)).toBeNull();
    expect(
      (await adminPage(`${LIST}/${seededServiceId("painting")}`, cookies.manager)).doc.querySelector(
        'section[aria-labelledby="delete-service-heading"]',
      ),
    ).toBeNull();
  });
});

describe("adding a service", () => {
  it("puts a published service with a page on the website at once: its page, the sitemap, the services list, last in order", async () => {
    const id = await added(newServiceForm());
    const page = await adminPage(`${LIST}/${id}?notice=created`);
    expect(page.doc.querySelector('[role="status"]')?.text).toContain(
      "Deck Repairs has been added. It is on the website now at /deck-repairs.",
    );
    expect(page.doc.querySelector('select[name="quoteService"] option[selected]')?.text).toBe("Carpentry");

    const publicPage = await fetchPage(`${url()}/deck-repairs`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.h1).toBe("Deck repairs in Auckland");
    expect(await sitemap()).toContain("/deck-repairs</loc>");
    expect((await fetchPage(`${url()}/services`)).doc.querySelector('a[href="/deck-repairs"]')).not.toBeNull();
    const rows = (await adminPage(LIST)).doc.querySelectorAll("tbody tr");
    expect(rows.at(-1)?.text).toContain("Deck Repairs");
  });

  it("shows a new featured service on the home grid once there is room for it", async () => {
    expect(await homeGridNames()).not.toContain("Deck Repairs");
    const heatPump = seededServiceId("heat-pump-installation");
    expect((await edit(heatPump, without(seededServiceForm("heat-pump-installation"), "featured"))).status).toBe(200);
    const names = await homeGridNames();
    expect(names).toHaveLength(8);
    expect(names.at(-1)).toBe("Deck Repairs");
  });

  it("keeps an unpublished service off the website", async () => {
    const id = await added(without(newServiceForm({ name: "Fence Repairs", path: "/fence-repairs" }), "published"));
    expect((await adminPage(`${LIST}/${id}?notice=created`)).doc.querySelector('[role="status"]')?.text).toContain(
      "Fence Repairs has been added. It is not on the website yet: tick Published and save when it is ready.",
    );
    expect((await fetchPage(`${url()}/fence-repairs`)).status).toBe(404);
    expect(await sitemap()).not.toContain("/fence-repairs");
  });

  it("adds a service without a page, and one whose name another service has", async () => {
    const id = await added(withoutPage(newServiceForm({ name: "Gate Hanging" })));
    expect((await adminPage(`${LIST}/${id}?notice=created`)).doc.querySelector('[role="status"]')?.text).toContain(
      "Gate Hanging has been added. It is on the website now.",
    );
    expect((await fetchPage(`${url()}/services`)).doc.text).toContain("Gate Hanging");
    // Its slug is taken ("handyman"): the new one gets "handyman-2", and the area pages keep the original.
    await added(withoutPage(newServiceForm({ name: "Handyman", shortDescription: "A second handyman service for the slug test." })));
    const popular = await popularSection("/north-shore");
    expect(popular.text).toContain("Odd jobs, repairs and small fixes around the home");
    expect(popular.text).not.toContain("A second handyman service for the slug test.");
  });

  const refusals: Array<[string, Record<string, string>, number, string]> = [
    ["an empty name", { name: "  " }, 400, "Enter the name"],
    ["a name that is too long", { name: "x".repeat(61) }, 400, "Keep the name to 60 characters or fewer"],
    ["a path another service has", { path: "/painting" }, 409, "Another page already uses that path"],
    ["a path an area page has", { path: "/north-shore" }, 409, "Another page already uses that path"],
    ["a path of another part of the site", { path: "/contact" }, 400, "That path belongs to another page of the website"],
    ["the services list's path", { path: "/services" }, 400, "That path belongs to another page of the website"],
    ["an information page's path", { path: "/about" }, 400, "That path belongs to another page of the website"],
    ["the FAQ's path", { path: "/faq" }, 400, "That path belongs to another page of the website"],
    ["the guide's path", { path: "/property-maintenance-guide" }, 400, "That path belongs to another page of the website"],
    ["a quote form service that is not offered", { quoteService: "Rocket Science" }, 400, "Choose the quote form service from the list"],
    ["no quote form service", { quoteService: "" }, 400, "Choose the quote form service from the list"],
    ["a page path without page content", NO_CONTENT, 400, "A service page needs its page content"],
  ];

  it.each(refusals)("refuses %s with the field's message and adds nothing", async (_, overrides, status, message) => {
    const res = await add(newServiceForm({ name: "Refused Service", path: "/refused-service", ...overrides }));
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(message);
    expect((await adminPage(LIST)).doc.text).not.toContain("Refused Service");
  });
});

describe("deleting a service", () => {
  it("asks for the word first", async () => {
    const id = seededServiceId("landscaping");
    for (const confirm of ["", "yes", "Delete please"]) {
      const res = await remove(id, confirm);
      expect(res.status, confirm).toBe(400);
      const doc = parse(await res.text());
      expect(doc.querySelector("#delete-confirm")?.getAttribute("aria-invalid"), confirm).toBe("true");
      expect(doc.querySelector("#delete-confirm-error")?.text, confirm).toBe('Type "delete" to confirm.');
    }
    expect((await fetchPage(`${url()}/landscaping`)).status).toBe(200);
  });

  it("takes the page away and sends its address, and the addresses that led to it, to /services", async () => {
    const id = await added(newServiceForm({ name: "Patio Repairs", path: "/patio-repairs" }));
    expect((await edit(id, newServiceForm({ name: "Patio Repairs", path: "/patios" }))).status).toBe(200);

    const list = await deleted(id);
    expect(list.doc.querySelector('[role="status"]')?.text).toContain(
      "Patio Repairs has been deleted. Its old address now leads to /services.",
    );
    expect(list.doc.querySelectorAll("tbody a").map((a) => a.text.trim())).not.toContain("Patio Repairs");
    for (const old of ["/patios", "/patio-repairs"]) {
      const res = await get(url() + old);
      expect(res.status, old).toBe(301);
      expect(res.headers.get("location"), old).toBe("/services");
    }
    expect(await sitemap()).not.toContain("/patios");
    expect((await fetchPage(`${url()}/services`)).doc.querySelector('a[href="/patios"]')).toBeNull();

    expect((await adminPage(`${LIST}/${id}`)).status).toBe(404);
    expect((await remove(id)).status).toBe(404);
    expect((await remove(99_999)).status).toBe(404);

    const actions = (await auditEntries(url(), cookies.admin, "service", id)).map((e) => e.action);
    expect(actions).toEqual(["service.delete", "service.update", "service.create"]);
  });

  it("says nothing about an address when the service had no page", async () => {
    const id = await added(withoutPage(newServiceForm({ name: "Rubbish Runs" })));
    const message = (await deleted(id)).doc.querySelector('[role="status"]')?.text;
    expect(message).toContain("Rubbish Runs has been deleted.");
    expect(message).not.toContain("old address");
  });

  it("leaves a deleted or unpublished popular service off the area pages", async () => {
    expect(await popularServices("/north-shore")).toEqual(expect.arrayContaining(["Painting", "Carpentry", "Handyman"]));
    await deleted(seededServiceId("painting"));
    expect((await edit(seededServiceId("carpentry"), without(seededServiceForm("carpentry"), "published"))).status).toBe(200);
    for (const area of ["/north-shore", "/west-auckland", "/east-auckland", "/south-auckland"]) {
      const names = await popularServices(area);
      expect(names, area).not.toContain("Painting");
      expect(names, area).not.toContain("Carpentry");
      expect(names, area).toContain("Handyman");
    }
    const res = await get(`${url()}/painting`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/services");
  });

  it("lets a new service take a deleted service's address, which then stops redirecting", async () => {
    await added(newServiceForm({ name: "Painting", path: "/painting", heading: "Painting, under new management" }));
    const page = await fetchPage(`${url()}/painting`);
    expect(page.status).toBe(200);
    expect(page.h1).toBe("Painting, under new management");
    // Its slug is "painting" again, so the area pages list it once more.
    expect(await popularServices("/north-shore")).toContain("Painting");
  });

  it("records who added and deleted a service, and what it was", async () => {
    const text = (await adminPage("/admin/audit?type=service")).doc.querySelector("main")!.text;
    for (const expected of ["service.create", "service.delete", "Tane Admin", "/deck-repairs", "Carpentry", "/patios"])
      expect(text).toContain(expected);
  });

  it("keeps the last service: the website needs at least one", async () => {
    const ids = linkedIds((await adminPage(LIST)).html, `${LIST}/`);
    const [last, ...others] = ids.reverse();
    for (const id of others) expect((await remove(id)).status).toBe(302);
    const res = await remove(last);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("This is the only service, and the website needs at least one.");
    expect((await adminPage(LIST)).doc.querySelectorAll("tbody tr")).toHaveLength(1);
    expect((await fetchPage(`${url()}/`)).status).toBe(200);
  });
});
