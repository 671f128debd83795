import { parse, type HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { linkedIds, multipart, photo, postMultipart, type Upload } from "../helpers/applications";
import { auditEntries } from "../helpers/audit";
import { get, postForm } from "../helpers/auth";
import { useStaffServer } from "../helpers/suite";

/*
 * Tradies in the admin area and the public directory they feed: creating and editing,
 * publishing and its rules, statuses (with automatic suspension when cover lapses), the
 * verified badge, photos, and who may do each of these.
 */

const PASSWORD = "tradie-password-123";
const USERS = {
  manager: { email: "mika@tradies.test", name: "Mika Manager", role: "manager" as const },
  admin: { email: "ana@tradies.test", name: "Ana Admin", role: "admin" as const },
  none: { email: "nobody@tradies.test", name: "No Role", role: null },
};
const MAX_BYTES = 300_000;
const { cookies, url } = useStaffServer(USERS, PASSWORD, () => ({ UPLOAD_MAX_BYTES: String(MAX_BYTES) }));

/** A day relative to today, YYYY-MM-DD (a day's margin either side of Auckland's date). */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function profile(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    name: "Wiremu Tane",
    businessName: "Tane Electrical",
    email: "wiremu@example.co.nz",
    mobile: "027 123 4567",
    trades: ["Electrical", "HVAC"],
    areas: ["South Auckland"],
    suburbs: [],
    bio: "Registered electrician for homes across South Auckland.",
    yearsExperience: "10",
    ewrbNumber: "E 123456",
    ewrbExpiresOn: day(200),
    insuranceProvider: "Vero",
    insuranceExpiresOn: day(300),
    jobsCompleted: "0",
    ...overrides,
  };
}

function encode(fields: Record<string, string | string[]>): string {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
  return body.toString();
}

function send(path: string, fields: Record<string, string | string[]>, cookie = cookies.manager) {
  return fetch(url() + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url(), ...(cookie ? { cookie } : {}) },
    body: encode(fields),
  });
}

async function create(fields = profile()): Promise<number> {
  const res = await send("/admin/tradies/new", { intent: "create", ...fields });
  expect(res.status).toBe(302);
  const id = Number(/^\/admin\/tradies\/(\d+)\?notice=created$/.exec(res.headers.get("location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(6);
  return id;
}

const act = (id: number, form: Record<string, string>, cookie = cookies.manager) => postForm(url(), `/admin/tradies/${id}`, form, cookie);
const update = (id: number, fields: Record<string, string | string[]>) => send(`/admin/tradies/${id}`, { intent: "update", ...fields });

async function alert(res: Response): Promise<string> {
  return (
    parse(await res.text())
      .querySelector('[role="alert"], [role="status"]')
      ?.text.trim() ?? ""
  );
}

async function adminPage(id: number): Promise<HTMLElement> {
  const res = await get(`${url()}/admin/tradies/${id}`, cookies.manager);
  expect(res.status).toBe(200);
  return parse(await res.text());
}

let fresh = 0;
/** A public page as an anonymous visitor sees it now (the query string skips the few-second page cache). */
async function publicPage(path: string) {
  const res = await fetch(`${url()}${path}${path.includes("?") ? "&" : "?"}fresh=${++fresh}`);
  return { status: res.status, doc: parse(await res.text()) };
}

async function isPublic(id: number): Promise<boolean> {
  const profilePage = await publicPage(`/tradie/${id}`);
  const listed = linkedIds((await publicPage("/our-tradies")).doc.toString(), "/tradie/").includes(id);
  expect(profilePage.status === 200, `profile ${id} and the list agree`).toBe(listed);
  return listed;
}

describe("creating and editing", () => {
  it("refuses a bad profile with every message, keeping what was typed", async () => {
    const res = await send("/admin/tradies/new", {
      intent: "create",
      ...profile({
        name: "",
        trades: [],
        areas: [],
        mobile: "12345",
        insuranceExpiresOn: "2026-02-30",
        jobsCompleted: "-7",
        ewrbNumber: "",
      }),
    });
    expect(res.status).toBe(400);
    const doc = parse(await res.text());
    const messages = Object.fromEntries(doc.querySelectorAll('[id$="-error"]').map((e) => [e.id, e.text.trim()]));
    expect(messages).toMatchObject({
      "field-name-error": "Name is required",
      "field-trades-error": "Choose at least one trade",
      "field-areas-error": "Choose at least one area",
      "field-mobile-error": "Enter a New Zealand mobile number, like 021 123 4567",
      "field-insuranceExpiresOn-error": "Insurance expiry date must be a real date",
      "field-jobsCompleted-error": "Enter jobs completed as a whole number, like 40",
      "field-ewrbNumber-error": "Enter the EWRB number for this expiry date",
    });
    expect(doc.querySelector('input[name="businessName"]')?.getAttribute("value")).toBe("Tane Electrical");
  });

  it("adds a tradie as a draft and saves edits, each in the history", async () => {
    const id = await create();
    const created = parse(await (await get(`${url()}/admin/tradies/${id}?notice=created`, cookies.manager)).text());
    expect(created.querySelector("h1")?.text).toBe("Wiremu Tane");
    expect(created.querySelector('[role="status"]')?.text).toBe("Wiremu Tane has been added as a draft.");
    let page = await adminPage(id);
    expect(await isPublic(id)).toBe(false);

    const res = await update(id, profile({ bio: "Now installing heat pumps too.", suburbs: ["Papakura"], jobsCompleted: "40" }));
    expect(res.status).toBe(200);
    expect(await alert(res)).toBe("Profile saved.");
    page = await adminPage(id);
    expect(page.querySelector('textarea[name="bio"]')?.text).toBe("Now installing heat pumps too.");
    expect(page.querySelector('input[name="jobsCompleted"]')?.getAttribute("value")).toBe("40");
    // The rating comes from reviews, so the form has no field for it.
    expect(page.querySelector('input[name="rating"]')).toBeNull();
    const history = page.querySelectorAll('section[aria-labelledby="tradie-history"] li').map((li) => li.text);
    expect(history[0]).toContain("Created as a draft (not published).");
    expect(history[1]).toContain("Changed suburbs, bio, jobs completed.");
    expect(history[1]).toContain("Mika Manager");
  });

  it("answers 404 for a tradie that does not exist", async () => {
    for (const path of ["/admin/tradies/99999", "/admin/tradies/abc"])
      expect((await get(url() + path, cookies.manager)).status, path).toBe(404);
    expect((await act(99_999, { intent: "publish" })).status).toBe(404);
  });
});

describe("publishing and the public directory", () => {
  it("needs current insurance on record before a profile can go live", async () => {
    const id = await create(profile({ name: "Uninsured Ula", insuranceExpiresOn: "", insuranceProvider: "" }));
    const refused = await act(id, { intent: "publish" });
    expect(refused.status).toBe(409);
    expect(await alert(refused)).toBe("Uninsured Ula cannot be published yet. Record their public liability insurance expiry date first.");
    expect(await isPublic(id)).toBe(false);
  });

  it("shows a published, active, current tradie on every public page, and hides them again for each reason", async () => {
    const id = await create(profile({ name: "Published Pania", trades: ["Concrete"], areas: ["East Auckland"] }));
    const published = await act(id, { intent: "publish" });
    expect(published.status).toBe(200);
    expect(await alert(published)).toBe("Published Pania's profile is published.");
    expect(await isPublic(id)).toBe(true);

    const profilePage = await publicPage(`/tradie/${id}`);
    expect(profilePage.doc.querySelector("h1")?.text).toBe("Published Pania");
    expect(profilePage.doc.text).not.toContain("wiremu@example.co.nz");
    expect(profilePage.doc.text).not.toContain("027 123 4567");
    const person = profilePage.doc
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text))
      .find((d) => d["@type"] === "Person");
    expect(person).toMatchObject({
      name: "Published Pania",
      jobTitle: "Concrete",
      url: `${url()}/tradie/${id}`,
      areaServed: [{ "@type": "Place", name: "East Auckland, Auckland" }],
    });
    expect(person.hasCredential).toEqual([expect.objectContaining({ identifier: "E 123456", credentialCategory: "license" })]);

    const found = await publicPage("/find-a-tradie?trade=Concrete&area=East%20Auckland");
    expect(linkedIds(found.doc.toString(), "/tradie/")).toEqual([id]);
    expect(found.doc.querySelector("#results-heading")?.text).toBe("1 tradie for Concrete in East Auckland");
    expect(linkedIds((await publicPage("/find-a-tradie?trade=Concrete&area=North%20Shore")).doc.toString(), "/tradie/")).toEqual([]);
    expect(await (await fetch(`${url()}/sitemap.xml`)).text()).toContain(`${url()}/tradie/${id}<`);

    for (const status of ["paused", "suspended", "archived"]) {
      expect((await act(id, { intent: "status", status, note: `Testing ${status}.` })).status).toBe(200);
      expect(await isPublic(id), status).toBe(false);
      expect((await act(id, { intent: "status", status: "active" })).status).toBe(200);
      expect(await isPublic(id), `active after ${status}`).toBe(true);
    }

    const unpublished = await act(id, { intent: "unpublish" });
    expect(await alert(unpublished)).toBe("Published Pania's profile is no longer public.");
    expect(await isPublic(id)).toBe(false);
    expect((await act(id, { intent: "publish" })).status).toBe(200);
    expect(await isPublic(id)).toBe(true);
  });

  it("suspends a tradie whose licence or insurance has lapsed, hides them, and keeps them suspended until it is renewed", async () => {
    const id = await create(profile({ name: "Lapsing Lani" }));
    expect((await act(id, { intent: "publish" })).status).toBe(200);
    expect(await isPublic(id)).toBe(true);

    expect((await update(id, profile({ name: "Lapsing Lani", ewrbExpiresOn: day(-3) }))).status).toBe(200);
    let page = await adminPage(id);
    expect(page.querySelector("#status-heading")?.parentNode?.text).toContain("Suspended");
    expect(page.text).toMatch(/Active → Suspended automatically\. EWRB licence E 123456 expired on/);
    expect(await isPublic(id)).toBe(false);

    const refused = await act(id, { intent: "status", status: "active" });
    expect(refused.status).toBe(409);
    expect(await alert(refused)).toMatch(
      /^Lapsing Lani cannot be made active yet\. EWRB licence E 123456 expired on \w+day \d{1,2} \w+ \d{4}\. Update the expiry date first\.$/,
    );

    expect((await update(id, profile({ name: "Lapsing Lani", ewrbExpiresOn: day(365), insuranceExpiresOn: day(-3) }))).status).toBe(200);
    expect((await act(id, { intent: "status", status: "active" })).status).toBe(409);
    expect((await update(id, profile({ name: "Lapsing Lani", ewrbExpiresOn: day(365), insuranceExpiresOn: day(365) }))).status).toBe(200);
    expect((await act(id, { intent: "status", status: "active" })).status).toBe(200);
    expect(await isPublic(id)).toBe(true);

    const lapsedFromTheStart = await create(profile({ name: "Expired Eru", insuranceExpiresOn: day(-10) }));
    page = await adminPage(lapsedFromTheStart);
    expect(page.text).toContain("Suspended automatically");
    expect((await act(lapsedFromTheStart, { intent: "publish" })).status).toBe(409);
  });

  it("keeps the seeded directory working: tradie 1 is public, and unknown ids are 404", async () => {
    expect(await isPublic(1)).toBe(true);
    for (const path of ["/tradie/99999", "/tradie/0", "/tradie/-1", "/tradie/1.5"]) expect((await publicPage(path)).status, path).toBe(404);
  });
});

describe("the verified badge", () => {
  it("records who verified a tradie and when, and shows the badge publicly", async () => {
    const id = await create(profile({ name: "Verified Vai" }));
    await act(id, { intent: "publish" });
    expect((await publicPage(`/tradie/${id}`)).doc.text).not.toContain("Verified by our team");

    const verified = await act(id, { intent: "verify" }, cookies.admin);
    expect(await alert(verified)).toBe("Verified Vai now shows the verified badge.");
    expect((await adminPage(id)).querySelector("#verified-heading")?.parentNode?.text).toMatch(
      /Verified by Ana Admin, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}( \d{4})?, \d{1,2}(:\d{2})? [ap]m\./,
    );
    expect((await publicPage(`/tradie/${id}`)).doc.text).toMatch(/Verified by our team, \w+ \d{4}/);
    const card = (await publicPage("/our-tradies")).doc.querySelectorAll("article").find((a) => a.text.includes("Verified Vai"));
    expect(card?.text).toContain("Verified");

    await act(id, { intent: "unverify" });
    expect((await publicPage(`/tradie/${id}`)).doc.text).not.toContain("Verified by our team");
  });
});

describe("photos", () => {
  const upload = (id: number, file: Upload, cookie = cookies.manager) =>
    postMultipart(url(), `/admin/tradies/${id}`, multipart({ intent: "photo" }, { photo: file }), cookie);

  it("refuses the wrong type or size with a message, and no server error", async () => {
    const id = await create(profile({ name: "Photo Refused" }));
    const cases: Array<[Upload, number, string]> = [
      [
        { name: "notes.png", type: "image/png", bytes: new TextEncoder().encode("just text") },
        400,
        "The photo must be a JPEG, PNG or WebP image",
      ],
      [{ name: "big.jpg", type: "image/jpeg", bytes: new Uint8Array(MAX_BYTES + 10) }, 400, "The photo must be 0.3 MB or smaller"],
      [{ name: "empty.jpg", type: "image/jpeg", bytes: new Uint8Array(0) }, 400, "The photo file is empty. Please choose it again."],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(id, file);
      expect(`${res.status} ${res.headers.get("location")}`, file.name).toBe(`${status} null`);
      expect(parse(await res.text()).querySelector("#upload-photo-error")?.text, file.name).toBe(message);
    }
    const none = await postMultipart(url(), `/admin/tradies/${id}`, multipart({ intent: "photo" }), cookies.manager);
    expect(none.status).toBe(400);
    expect((await adminPage(id)).querySelector("img[srcset]")).toBeNull();
  });

  it("stores a good photo as small square AVIF and WebP sizes, served with long cache headers, public only with the profile", async () => {
    const id = await create(profile({ name: "Photo Paora" }));
    const res = await upload(id, await photo(1200, 800, "jpeg"));
    expect(res.status).toBe(200);
    expect(await alert(res)).toBe("Photo updated.");
    const src = (await adminPage(id)).querySelector("img[srcset]")!.getAttribute("src")!;
    const base = src.replace(/\/256\.webp$/, "");

    // Staff can see it before it is public; nobody else can.
    expect((await get(url() + src)).status).toBe(404);
    const staffCopy = await get(url() + src, cookies.manager);
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers.get("cache-control")).toBe("private, max-age=300");

    await act(id, { intent: "publish" });
    const etags = new Set<string>();
    for (const [format, type, decoded] of [
      ["webp", "image/webp", "webp"],
      ["avif", "image/avif", "heif"],
    ]) {
      for (const width of [128, 256, 512, 1024]) {
        const image = await fetch(`${url()}${base}/${width}.${format}`);
        expect(image.status).toBe(200);
        expect(image.headers.get("content-type")).toBe(type);
        expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([decoded, width, width, undefined]);
        const etag = image.headers.get("etag")!;
        etags.add(etag);
        const again = await fetch(`${url()}${base}/${width}.${format}`, { headers: { "if-none-match": etag } });
        expect(again.status).toBe(304);
      }
    }
    // One ETag per width and format.
    expect(etags.size).toBe(8);
    for (const bad of [
      `${base}/300.webp`,
      `${base}/256.png`,
      "/api/photos/not-a-uuid/256.webp",
      "/api/photos/00000000-0000-0000-0000-000000000000/256.webp",
    ]) {
      expect((await fetch(url() + bad)).status, bad).toBe(404);
    }

    const img = (await publicPage(`/tradie/${id}`)).doc.querySelector("main img")!;
    const widths = [128, 256, 512, 1024];
    expect(img.getAttribute("srcset")).toBe(widths.map((w) => `${base}/${w}.webp ${w}w`).join(", "));
    const avif = (await publicPage(`/tradie/${id}`)).doc.querySelector("main picture source")!;
    expect([avif.getAttribute("type"), avif.getAttribute("srcset"), avif.getAttribute("sizes")]).toEqual([
      "image/avif",
      widths.map((w) => `${base}/${w}.avif ${w}w`).join(", "),
      "120px",
    ]);
    expect([
      img.getAttribute("width"),
      img.getAttribute("height"),
      img.getAttribute("sizes"),
      img.getAttribute("loading"),
      img.getAttribute("fetchpriority"),
    ]).toEqual(["120", "120", "120px", "eager", "high"]);
    expect(img.getAttribute("alt")).toBe("Photo of Photo Paora");

    // In the directory, photos after the first row wait until they are scrolled near.
    const cards = (await publicPage("/our-tradies")).doc.querySelectorAll("main ul li");
    const position = cards.findIndex((li) => li.text.includes("Photo Paora"));
    expect(position).toBeGreaterThanOrEqual(0);
    expect(cards[position].querySelector("img")?.getAttribute("loading")).toBe(position < 3 ? "eager" : "lazy");

    const removed = await act(id, { intent: "remove-photo" });
    expect(await alert(removed)).toBe("Photo removed.");
    expect((await get(url() + src, cookies.manager)).status).toBe(404);
    expect((await publicPage(`/tradie/${id}`)).doc.querySelector("main img")).toBeNull();
  });
});

describe("the audit trail", () => {
  it("records every staff change to a tradie with who made it and the values before and after, never the photo", async () => {
    const id = await create(profile({ name: "Audit Kowhai" }));
    expect((await update(id, profile({ name: "Audit Kowhai", businessName: "Kowhai Sparks" }))).status).toBe(200);
    const steps: Array<Record<string, string>> = [
      { intent: "publish" },
      { intent: "status", status: "paused", note: "On leave." },
      { intent: "verify" },
      { intent: "unpublish" },
    ];
    for (const form of steps) {
      expect((await act(id, form)).status, form.intent).toBe(200);
    }
    expect(
      (
        await postMultipart(
          url(),
          `/admin/tradies/${id}`,
          multipart({ intent: "photo" }, { photo: await photo(400, 400, "jpeg") }),
          cookies.manager,
        )
      ).status,
    ).toBe(200);
    expect((await act(id, { intent: "remove-photo" })).status).toBe(200);

    const entries = (await auditEntries(url(), cookies.admin, "tradie", id)).reverse();
    expect(entries.map((e) => e.action)).toEqual([
      "tradie.create",
      "tradie.update",
      "tradie.publish",
      "tradie.set-status",
      "tradie.verify",
      "tradie.unpublish",
      "tradie.set-photo",
      "tradie.remove-photo",
    ]);
    for (const entry of entries) expect(entry.text, entry.action).toContain("Mika Manager");
    expect(entries[1].text).toMatch(/Business name\s*Tane Electrical\s*Kowhai Sparks/);
    expect(entries[3].text).toMatch(/Status\s*active\s*paused/);
    expect(entries[4].text).toMatch(/Verified\s*No\s*Yes/);
    expect(entries[6].text).toMatch(/Photo\s*—\s*[0-9a-f]{8}-/);
    expect(entries.every((e) => e.text.length < 2000)).toBe(true);
  });
});

describe("the list", () => {
  it("searches and filters by status and by whether the public can see them", async () => {
    const list = async (query: string) =>
      linkedIds(await (await get(`${url()}/admin/tradies?${query}`, cookies.manager)).text(), "/admin/tradies/");
    const all = await list("");
    expect(all.length).toBeGreaterThan(6);
    expect(await list("q=Aroha")).toEqual([1]);
    expect(await list("q=brightline")).toEqual([2]);
    expect(await list("q=no-such-tradie")).toEqual([]);
    expect((await list("visibility=listed")).length + (await list("visibility=hidden")).length).toBe(all.length);
    expect(await list("visibility=listed")).toContain(1);
    expect(await list("status=suspended&q=Expired Eru")).toHaveLength(1);
    expect(await list("status=nonsense")).toEqual(all);
  });
});

describe("who may change tradies", () => {
  const INTENTS: Array<Record<string, string | string[]>> = [
    { intent: "update", ...profile({ name: "Guarded Gus" }) },
    { intent: "publish" },
    { intent: "unpublish" },
    { intent: "status", status: "paused" },
    { intent: "verify" },
    { intent: "unverify" },
    { intent: "remove-photo" },
  ];

  it("sends visitors without a staff role to sign in, for every page and change, and changes nothing", async () => {
    const id = await create(profile({ name: "Guarded Gus" }));
    const historyBefore = (await adminPage(id)).querySelectorAll('section[aria-labelledby="tradie-history"] li').length;
    for (const cookie of ["", cookies.none]) {
      for (const path of ["/admin/tradies", "/admin/tradies/new", `/admin/tradies/${id}`]) {
        const page = await get(url() + path, cookie);
        expect(page.status, path).toBe(302);
        expect(page.headers.get("location")).toMatch(/^\/admin\/login/);
      }
      for (const form of [...INTENTS, { intent: "create", ...profile() }]) {
        const res = await send(String(form.intent) === "create" ? "/admin/tradies/new" : `/admin/tradies/${id}`, form, cookie);
        expect(res.status, String(form.intent)).toBe(302);
        expect(res.headers.get("location"), String(form.intent)).toMatch(/^\/admin\/login/);
      }
      const photoRes = await postMultipart(
        url(),
        `/admin/tradies/${id}`,
        multipart({ intent: "photo" }, { photo: await photo(200, 200) }),
        cookie,
      );
      expect(photoRes.status).toBe(302);
    }
    expect((await adminPage(id)).querySelectorAll('section[aria-labelledby="tradie-history"] li')).toHaveLength(historyBefore);
  });

  it("lets managers and admins make every change", async () => {
    for (const who of ["manager", "admin"] as const) {
      const id = await create(profile({ name: `Allowed ${who}` }));
      for (const form of INTENTS)
        expect((await send(`/admin/tradies/${id}`, form, cookies[who])).status, `${form.intent} as ${who}`).toBe(200);
      expect(
        (await postMultipart(url(), `/admin/tradies/${id}`, multipart({ intent: "photo" }, { photo: await photo(300, 300) }), cookies[who]))
          .status,
      ).toBe(200);
      expect((await send("/admin/tradies/new", { intent: "create", ...profile() }, cookies[who])).status).toBe(302);
    }
  });

  it("refuses a change sent from another website", async () => {
    const res = await fetch(`${url()}/admin/tradies/1`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", cookie: cookies.admin },
      body: "intent=unpublish",
    });
    expect(res.status).toBe(403);
    expect(await isPublic(1)).toBe(true);
  });
});
