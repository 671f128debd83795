import { ATTRIBUTION_COOKIE, encodeAttribution, nextAttribution } from "~/lib/attribution";
import { request } from "node:http";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkedIds, multipart, photo, postMultipart, validApplication, type FormFields, type Upload } from "../helpers/applications";
import { get, SERVER_START_TIMEOUT_MS, sessionCookie, startServerWithStaff, type SeededServer } from "../helpers/auth";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

/*
 * The Join as Tradie form post: every kind of bad input is a 4xx that re-renders the form
 * with its message (never a 5xx), bots are thanked and dropped, a repeat is stored once,
 * and a good application is stored as submitted with both its emails.
 */

const MAX_BYTES = 200_000;
const MANAGER = { email: "manager@validation.test", password: "validation-password-1", role: "manager" as const };
let seeded: SeededServer;
let smtp: SmtpCapture;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  seeded = await startServerWithStaff([MANAGER], {
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
    UPLOAD_MAX_BYTES: String(MAX_BYTES),
    UPLOAD_MAX_PIXELS: "1000000",
    APPLICATION_MIN_FILL_MS: "5000",
    APPLICATION_RATE_LIMIT_MAX: "3",
  });
  cookie = await sessionCookie(seeded.server.url, MANAGER.email, MANAGER.password);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await seeded?.dispose();
  await smtp?.close();
});

const url = () => seeded.server.url;
const campaignCookie = () => {
  const visit = nextAttribution(null, {
    url: new URL("https://example.co.nz/join-as-tradie?utm_source=trade-me&utm_campaign=tradies-wanted"),
    referrer: "",
    viewportWidth: 1280,
    at: new Date(),
  })!;
  return `${ATTRIBUTION_COOKIE}=${encodeAttribution(visit)}`;
};
const post = (fields: FormFields, files: Record<string, Upload> = {}) => postMultipart(url(), "/join-as-tradie", multipart(fields, files));

/** The messages the re-rendered form shows beside each field. */
async function fieldMessages(res: Response): Promise<Record<string, string>> {
  const doc = parse(await res.text());
  return Object.fromEntries(
    doc.querySelectorAll('[id$="-error"]').map((el) => [el.id.replace(/^field-/, "").replace(/-error$/, ""), el.text.trim()]),
  );
}

async function storedApplications(): Promise<number[]> {
  const res = await get(`${url()}/admin/applications`, cookie);
  expect(res.status).toBe(200);
  return linkedIds(await res.text(), "/admin/applications/");
}

describe("the join page", () => {
  it("serves the form to each visitor fresh, with the fields, the consents and the bot checks", async () => {
    const res = await get(`${url()}/join-as-tradie`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const doc = parse(await res.text());
    const form = doc.querySelector('form[aria-label="Tradie application"]')!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    for (const name of [
      "fullName",
      "email",
      "mobile",
      "businessName",
      "nzbn",
      "yearsExperience",
      "about",
      "lbpNumber",
      "ewrbNumber",
      "pgdbNumber",
      "photo",
      "website",
      "formStartedAt",
    ]) {
      expect(form.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
    expect(form.querySelectorAll('[name="trades"]').length).toBe(20);
    expect(form.querySelectorAll('[name="areas"]').map((i) => i.getAttribute("value"))).toEqual([
      "North Shore",
      "West Auckland",
      "South Auckland",
      "East Auckland",
      "Auckland Central",
    ]);
    expect(form.querySelectorAll('[name="suburbs"]').length).toBeGreaterThan(30);
    expect(form.querySelectorAll('[name="publicLiability"]').length).toBe(2);
    for (const name of ["consentContact", "consentPrivacy", "consentCriminalCheck"])
      expect(form.querySelector(`input[type="checkbox"][name="${name}"]`), name).not.toBeNull();
  });
});

describe("bad input", () => {
  it.each<[string, FormFields, string, string]>([
    ["no name", { fullName: null }, "fullName", "Full name is required"],
    ["a blank name", { fullName: "   " }, "fullName", "Full name is required"],
    ["a long name", { fullName: "N".repeat(101) }, "fullName", "Full name must be less than 100 characters"],
    ["no email", { email: "" }, "email", "Email is required"],
    ["a bad email", { email: "rangi@" }, "email", "Enter a valid email address, like name@example.co.nz"],
    ["a landline", { mobile: "09 280 4471" }, "mobile", "Enter a New Zealand mobile number, like 021 123 4567"],
    ["no mobile", { mobile: null }, "mobile", "Mobile number is required"],
    ["no business name", { businessName: "" }, "businessName", "Business name is required"],
    ["a short NZBN", { nzbn: "94290412" }, "nzbn", "An NZBN is 13 digits, like 9429041234567"],
    ["no trade", { trades: [] }, "trades", "Choose at least one trade"],
    ["an unknown trade", { trades: ["Carpentry", "Alchemy"] }, "trades", "Choose your trades from the list"],
    ["a thousand trades", { trades: Array(1000).fill("Carpentry") }, "trades", "Choose your trades from the list"],
    ["no area", { areas: [], suburbs: [] }, "areas", "Choose at least one area"],
    ["an unknown area", { areas: ["Hamilton"] }, "areas", "Choose areas from the list"],
    ["an unknown suburb", { suburbs: ["Gotham"] }, "areas", "Choose suburbs from the list"],
    ["words for years", { yearsExperience: "a dozen" }, "yearsExperience", "Enter years of experience as a whole number, like 8"],
    ["too many years", { yearsExperience: "75" }, "yearsExperience", "Years of experience must be 60 or fewer"],
    [
      "a licence number with markup",
      { ewrbNumber: "<b>E1</b>" },
      "ewrbNumber",
      "Enter the number as it appears on your licence card, using letters, digits and spaces",
    ],
    [
      "a long licence number",
      { pgdbNumber: "1".repeat(25) },
      "pgdbNumber",
      "Plumbing, gasfitting or drainlaying registration number must be less than 20 characters",
    ],
    ["no insurance answer", { publicLiability: null }, "publicLiability", "Tell us whether you have public liability insurance"],
    ["an odd insurance answer", { publicLiability: "sometimes" }, "publicLiability", "Tell us whether you have public liability insurance"],
    ["a short about", { about: "Decks." }, "about", "Tell us a little more about your business (at least 30 characters)"],
    ["a novel about", { about: "word ".repeat(20_000) }, "about", "About your business must be less than 2000 characters"],
    ["no contact consent", { consentContact: null }, "consentContact", "Please agree to us contacting you about your application"],
    ["no privacy consent", { consentPrivacy: null }, "consentPrivacy", "Please agree to the privacy statement"],
    [
      "no record-check consent",
      { consentCriminalCheck: null },
      "consentCriminalCheck",
      "Please consent to the criminal record check: we need it before we can approve any tradie",
    ],
    ["text where the photo belongs", { photo: "not a file" }, "photo", "Send the photo as a file upload"],
  ])("%s: 400 with the field's message, and what was typed kept", async (_, overrides, field, message) => {
    const res = await post(validApplication({ fullName: "Kept Name", ...overrides }));
    expect(res.status).toBe(400);
    const messages = await fieldMessages(res.clone());
    expect(messages[field]).toBe(message);
    if (overrides.fullName === undefined)
      expect(
        parse(await res.text())
          .querySelector('input[name="fullName"]')
          ?.getAttribute("value"),
      ).toBe("Kept Name");
  });

  it("lists every problem at once", async () => {
    const res = await post({ formStartedAt: String(Date.now() - 60_000) });
    expect(res.status).toBe(400);
    const messages = await fieldMessages(res);
    for (const field of [
      "fullName",
      "email",
      "mobile",
      "businessName",
      "trades",
      "areas",
      "yearsExperience",
      "publicLiability",
      "about",
      "consentContact",
      "consentPrivacy",
      "consentCriminalCheck",
    ]) {
      expect(messages[field], field).toBeTruthy();
    }
  });

  it("says a file sent as the name must be text", async () => {
    const res = await post(validApplication({ fullName: null }), {
      fullName: { name: "name.txt", type: "text/plain", bytes: new TextEncoder().encode("Rangi") },
    });
    expect(res.status).toBe(400);
    expect((await fieldMessages(res)).fullName).toBe("Full name must be text");
  });
});

describe("bad uploads", () => {
  const tooLarge = (bytes: number): Upload => ({ name: "big.jpg", type: "image/jpeg", bytes: new Uint8Array(bytes).fill(7) });

  it.each<[string, () => Promise<Upload> | Upload, string]>([
    [
      "text dressed as a JPEG",
      () => ({ name: "cv.jpg", type: "image/jpeg", bytes: new TextEncoder().encode("This is my CV, not a photo.") }),
      "The photo must be a JPEG, PNG or WebP image",
    ],
    [
      "a PDF",
      () => ({ name: "licence.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n") }),
      "The photo must be a JPEG, PNG or WebP image",
    ],
    [
      "a GIF",
      async () => ({
        name: "a.gif",
        type: "image/gif",
        bytes: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
      }),
      "The photo must be a JPEG, PNG or WebP image",
    ],
    [
      "a truncated JPEG",
      async () => {
        const good = await photo();
        return { ...good, bytes: good.bytes.slice(0, 400) };
      },
      "We could not read that photo. Please choose another JPEG, PNG or WebP image.",
    ],
    [
      "an empty file",
      () => ({ name: "empty.jpg", type: "image/jpeg", bytes: new Uint8Array(0) }),
      "The photo file is empty. Please choose it again.",
    ],
    ["a photo over the size limit", () => tooLarge(MAX_BYTES + 1000), "The photo must be 0.2 MB or smaller"],
    [
      "a photo with too many pixels",
      () => photo(1500, 1000, "png"),
      "The photo has too many pixels. Please choose one of at most 1,000,000 pixels.",
    ],
  ])("%s: 400 with the photo's message", async (_, make, message) => {
    const res = await post(validApplication(), { photo: await make() });
    expect(res.status).toBe(400);
    expect((await fieldMessages(res)).photo).toBe(message);
  });

  it("refuses a body far over the limit with 413, unread", async () => {
    // On a connection of its own: the server answers without reading the rest, then closes it.
    const body = new Request("http://x", { method: "POST", body: multipart(validApplication(), { photo: tooLarge(MAX_BYTES * 3) }) });
    const res = await new Promise<{ status: number; html: string }>((resolve, reject) => {
      const req = request(
        `${url()}/join-as-tradie`,
        { method: "POST", agent: false, headers: { origin: url(), "content-type": body.headers.get("content-type")! } },
        (r) => {
          let html = "";
          r.on("data", (c) => (html += c)).on("end", () => resolve({ status: r.statusCode!, html }));
        },
      );
      req.on("error", reject);
      body.arrayBuffer().then((bytes) => req.end(Buffer.from(bytes)));
    });
    expect(res.status).toBe(413);
    expect(parse(res.html).querySelector("#field-photo-error")?.text).toBe("The photo must be 0.2 MB or smaller");
  });

  it("refuses a broken multipart body with 400 and a JSON body with 415", async () => {
    const broken = await fetch(`${url()}/join-as-tradie`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url(), "content-type": "multipart/form-data; boundary=nothing-here" },
      body: '--wrong\r\nContent-Disposition: form-data; name="x"\r\n\r\nhalf',
    });
    expect(broken.status).toBe(400);
    const json = await fetch(`${url()}/join-as-tradie`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url(), "content-type": "application/json" },
      body: JSON.stringify(validApplication()),
    });
    // Not a web form at all: refused by the request-body guard (docs/decisions/0092), in the page's words.
    expect(json.status).toBe(415);
  });
});

describe("spam protection", () => {
  it("thanks a filled honeypot or a form sent back too fast, and stores nothing", async () => {
    const before = smtp.messages.length;
    for (const fields of [
      validApplication({ website: "https://cheap-pills.example" }),
      validApplication({ formStartedAt: String(Date.now() - 1000) }),
      validApplication({ formStartedAt: null }),
    ]) {
      const res = await post(fields);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/apply/thank-you");
    }
    expect(await storedApplications()).toEqual([]);
    expect(smtp.messages.length).toBe(before);
  });
});

describe("a good application", () => {
  it("is stored as submitted once, with its photo and both emails, however often it is sent", async () => {
    const fields = validApplication({ suburbs: ["Henderson"], nzbn: "9429041234567" });
    const files = { photo: await photo() };
    // Arriving from a campaign link: where the applicant came from is kept with the application.
    const first = await postMultipart(url(), "/join-as-tradie", multipart(fields, files), campaignCookie());
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toMatch(/^\/apply\/thank-you\?sent=application&ref=\d+$/);
    // A double click and a resend after going back: the same application, no copies, the same reference.
    const again = await Promise.all([post(fields, files), post(fields, files)]);
    expect(again.map((r) => r.status)).toEqual([302, 302]);
    expect(again.map((r) => r.headers.get("location"))).toEqual([first.headers.get("location"), first.headers.get("location")]);

    const ids = await storedApplications();
    expect(ids).toHaveLength(1);
    expect(first.headers.get("location")).toBe(`/apply/thank-you?sent=application&ref=${ids[0]}`);
    // The thank-you page describes itself as the applicant's: a reply within two working days.
    const thanks = parse(await (await get(`${url()}${first.headers.get("location")}`)).text());
    expect(thanks.querySelector('meta[name="description"]')?.getAttribute("content")).toContain("reply within two working days");
    const detail = await (await get(`${url()}/admin/applications/${ids[0]}`, cookie)).text();
    expect(detail).toContain("Submitted");
    const touches = parse(detail).querySelector("#visit-touches")?.parentNode?.text ?? "";
    expect(touches).toMatch(/First visit[\s\S]*trade-me[\s\S]*tradies-wanted[\s\S]*Last visit/);
    expect(touches).toContain("/join-as-tradie");
    expect(detail).toMatch(/\/api\/photos\/[0-9a-f-]{36}\/128\.webp/);
    for (const text of ["Rangi Parata", "021 555 0199", "9429041234567", "Henderson", "BP 123456"]) expect(detail).toContain(text);

    const mail = await smtp.waitFor(2);
    const notification = mail.find((m) => m.envelopeTo.includes("leads@harbourside.co.nz"))!;
    const confirmation = mail.find((m) => m.envelopeTo.includes("rangi@example.co.nz"))!;
    expect(notification.parsed.subject).toBe(`New tradie application #${ids[0]}: Rangi Parata, Carpentry`);
    expect(notification.parsed.replyTo?.[0].address).toBe("rangi@example.co.nz");
    expect(notification.parsed.text).toContain(`/admin/applications/${ids[0]}`);
    expect(confirmation.parsed.subject).toBe("We have your application – Harbourside Property Maintenance");
    expect(confirmation.parsed.text).toContain("Kia ora Rangi Parata,");
    expect(confirmation.parsed.text).toContain("criminal record check");
  });

  it("also arrives as a plain urlencoded post (a browser without JavaScript and no photo)", async () => {
    const fields = validApplication({ fullName: "Plain Poster", email: "plain@example.co.nz" });
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : v === null ? [] : [v]) body.append(k, x);
    const res = await fetch(`${url()}/join-as-tradie`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url(), "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(res.status).toBe(302);
    expect(await storedApplications()).toHaveLength(2);
  });

  it("stops a burst from one address at the rate limit, with a clear message", async () => {
    const third = await post(validApplication({ fullName: "Third One", email: "third@example.co.nz" }));
    expect(third.status).toBe(302);
    const fourth = await post(validApplication({ fullName: "Fourth One", email: "fourth@example.co.nz" }));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await fourth.text()).toContain("We have received several applications from your connection in a short time.");
    expect(await storedApplications()).toHaveLength(3);

    // Two emails for each stored application, none for the repeats or the refused one.
    const mail = await smtp.waitFor(6);
    const about = (address: string) => mail.filter((m) => m.envelopeTo.includes(address) || m.parsed.replyTo?.[0]?.address === address);
    expect(about("rangi@example.co.nz")).toHaveLength(2);
    expect(about("fourth@example.co.nz")).toHaveLength(0);
  });
});
