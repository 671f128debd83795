import { randomBytes } from "node:crypto";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { crewSession } from "../helpers/crew";
import { useStaffServer } from "../helpers/suite";

/*
 * The private areas over HTTP (issue 40, items 17, 27 and 28): an administrator makes a tradie's
 * sign-in link on the tradie's page with no mail server, shown once and audited; every private
 * area's pages and data requests carry the private headers; and no token reaches the log, however
 * the path is written.
 */
const PASSWORD = "private-areas-password-1";
const staff = useStaffServer(
  {
    admin: { email: "admin@private-areas.test", name: "Ari Admin", role: "admin" },
    manager: { email: "manager@private-areas.test", name: "Mo Manager", role: "manager" },
  },
  PASSWORD,
);
const url = () => staff.url();
const token = () => randomBytes(32).toString("base64url");

/** The demo tradies by name, from the tradies list: their page paths. */
async function tradiePages(): Promise<Map<string, string>> {
  const doc = parse(await (await get(`${url()}/admin/tradies`, staff.cookies.admin)).text());
  return new Map(
    doc
      .querySelectorAll('a[href^="/admin/tradies/"]')
      .filter((a) => /^\/admin\/tradies\/\d+$/.test(a.getAttribute("href")!))
      .map((a) => [a.text.trim(), a.getAttribute("href")!]),
  );
}

/** The link an administrator made, as the page shows it once. */
async function makeLink(page: string): Promise<string> {
  const res = await postForm(url(), page, { intent: "portal-link" }, staff.cookies.admin);
  expect(res.status).toBe(200);
  const doc = parse(await res.text());
  const link = doc.querySelector("input#portal-link")?.getAttribute("value") ?? "";
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/crew\/link\/[A-Za-z0-9_-]{43}\?to=%2Fcrew$/);
  return new URL(link).pathname + new URL(link).search;
}

describe("a tradie's sign-in link made by an administrator (item 17)", () => {
  it("is made on the tradie's page for each of two tradies, signs in only that tradie, once, and is audited without its token", async () => {
    const pages = await tradiePages();
    const sam = pages.get("Sam Patel")!;
    const grace = pages.get("Grace Liu")!;
    expect(sam).toBeDefined();
    expect(grace).toBeDefined();

    // Managers neither see the panel nor may post its form.
    expect(await (await get(url() + sam, staff.cookies.manager)).text()).not.toContain("Sign-in link to the portal");
    expect((await postForm(url(), sam, { intent: "portal-link" }, staff.cookies.manager)).status).toBe(403);
    expect(await (await get(url() + sam, staff.cookies.admin)).text()).toContain("Sign-in link to the portal");

    const samLink = await makeLink(sam);
    const graceLink = await makeLink(grace);
    expect(samLink).not.toBe(graceLink);
    // The page shows it once: reading the page again shows no link.
    expect(await (await get(url() + sam, staff.cookies.admin)).text()).not.toContain(samLink.split("?")[0]);

    for (const [link, first] of [
      [samLink, "Sam"],
      [graceLink, "Grace"],
    ]) {
      const { cookie, location } = await crewSession(url(), link);
      expect(location).toBe("/crew");
      expect(await (await get(`${url()}/crew`, cookie)).text()).toContain(`Kia ora ${first}`);
      // Used once: the same link opens nothing again.
      expect((await postForm(url(), link.split("?")[0], {})).status).not.toBe(302);
    }

    // A paused tradie gets none: they could not use it.
    const paused = [...(await tradiePages()).entries()].find(
      ([name]) => name !== "Sam Patel" && name !== "Grace Liu" && /^[A-Za-z ]+$/.test(name),
    )!;
    expect((await postForm(url(), paused[1], { intent: "status", status: "paused", note: "" }, staff.cookies.admin)).status).toBe(200);
    const refused = await postForm(url(), paused[1], { intent: "portal-link" }, staff.cookies.admin);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`${paused[0]} is paused, so cannot sign in to the portal.`);

    // Bad ids are a 404, and nothing is made for them.
    for (const page of ["/admin/tradies/2147483648", "/admin/tradies/99999", "/admin/tradies/0"])
      expect((await postForm(url(), page, { intent: "portal-link" }, staff.cookies.admin)).status, page).toBe(404);

    // The tradie's history and the audit trail say who made it; the token is in neither.
    const samPage = await (await get(url() + sam, staff.cookies.admin)).text();
    expect(samPage).toMatch(/Made a sign-in link to the portal, working once until /);
    const audit = await (await get(`${url()}/admin/audit`, staff.cookies.admin)).text();
    expect(audit).toMatch(/tradie\.portal-link|portal link/i);
    for (const link of [samLink, graceLink]) {
      const secret = link.split("/")[3].split("?")[0];
      expect(audit).not.toContain(secret);
      expect(samPage).not.toContain(secret);
      expect(staff.seeded.server.output()).not.toContain(secret);
    }
  });
});

describe("private headers on every private area, pages and data alike (item 28)", () => {
  const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };

  it("marks the portal's data, /crew.data, private and referrer-free, as signed in and as signed out", async () => {
    const { cookie } = await crewSession(url(), await makeLink((await tradiePages()).get("Sam Patel")!));
    for (const [path, who] of [
      ["/crew.data", cookie],
      ["/crew.data", ""],
      ["/crew/sign-in.data", ""],
      ["/crew/visits/1.data", cookie],
    ]) {
      const res = await get(url() + path, who);
      expect(res.status, path).toBeLessThan(500);
      for (const [name, value] of Object.entries(PRIVATE)) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
    }
    // The portal's data as Sam sees it: his visits are in it, and nothing may keep it.
    const data = await get(`${url()}/crew.data`, cookie);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("Sam Patel");
  });

  it("covers the admin area's and every customer link's pages and data, and the hub to come (/c)", async () => {
    for (const [path, who] of [
      ["/admin.data", staff.cookies.admin],
      ["/admin/leads.data", staff.cookies.admin],
      ["/admin/login.data", ""],
      [`/q/${token()}.data`, ""],
      [`/j/${token()}.data`, ""],
      [`/i/${token()}.data`, ""],
      [`/r/${token()}.data`, ""],
      [`/c/${token()}`, ""],
      ["/c.data", ""],
    ]) {
      const res = await get(url() + path, who);
      expect(res.status, path).toBeLessThan(500);
      for (const [name, value] of Object.entries(PRIVATE)) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      if (!path.startsWith("/admin")) expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
    }
    // A public page's data keeps the public rules.
    const home = await get(`${url()}/_root.data`);
    expect(home.headers.get("x-robots-tag")).toBeNull();
  });

  it("refuses a cross-site post to a private page's data request as to the page", async () => {
    const res = await fetch(`${url()}/crew/sign-in.data`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "email=sam%40example.co.nz",
    });
    expect(res.status).toBe(403);
  });
});

describe("tokens in the log (item 27)", () => {
  it("masks a link's token whatever way its path is written: //q, //j, //i, //r, //crew/link, and in another case", async () => {
    const link = await makeLink((await tradiePages()).get("Grace Liu")!);
    const crewToken = link.split("/")[3].split("?")[0];
    const tokens = [token(), token(), token(), token(), token()];
    const paths = [
      `//q/${tokens[0]}`,
      `//j/${tokens[1]}`,
      `//i/${tokens[2]}/pdf`,
      `//r/${tokens[3]}`,
      `//crew/link/${crewToken}`,
      `//Q/${tokens[4]}`,
      `/crew//link/${crewToken}`,
    ];
    for (const path of paths) {
      const res = await get(url() + path);
      expect(res.status, path).toBeLessThan(500);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = staff.seeded.server.output();
    for (const secret of [...tokens, crewToken]) expect(log).not.toContain(secret);
    const requests = log
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg?: string; path?: string })
      .filter((line) => line.msg === "request" && line.path?.includes("[token]"));
    expect(requests.map((line) => line.path)).toEqual(
      expect.arrayContaining(["//q/[token]", "//j/[token]", "//i/[token]/pdf", "//r/[token]", "//crew/link/[token]", "//Q/[token]"]),
    );
  });
});
