import { parse } from "node-html-parser";
import { parse as parseCsv } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { ATTRIBUTION_COOKIE, encodeAttribution, nextAttribution } from "~/lib/attribution";
import { get, postForm } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "../helpers/suite";

/*
 * Customers and sites, possible duplicates and merging, and attribution (issue 16): requests
 * are filed under one customer by email or phone, a repeat within 30 days is flagged and
 * merged in one step, a privacy request leaves no customer record behind, and the visit a
 * request came from is kept with it.
 */
const PASSWORD = "customers-password-1";
const USERS = {
  admin: { email: "ari@customers.test", name: "Ari Admin", role: "admin" as const },
  manager: { email: "mia@customers.test", name: "Mia Manager", role: "manager" as const },
};
const { cookies, url } = useStaffServer(USERS, PASSWORD, () => ({ QUOTE_RATE_LIMIT_MAX: "100", QUOTE_MIN_FILL_MS: "0" }));

const page = async (path: string, cookie = cookies.manager) => {
  const res = await get(`${url()}${path}`, cookie);
  return { status: res.status, html: parse(await res.text()) };
};
const send = async (overrides: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await postQuote(url(), validQuote({ fillTimeMs: 20_000, ...overrides }), headers);
  expect(res.status).toBe(201);
  return res.body.reference!;
};
const customerOf = async (leadId: number) => {
  const { html } = await page(`/admin/leads/${leadId}`);
  return Number(/\/admin\/customers\/(\d+)/.exec(html.querySelector("#lead-customer")?.parentNode?.innerHTML ?? "")?.[1]);
};
const act = (leadId: number, form: Record<string, string>) => postForm(url(), `/admin/leads/${leadId}`, form, cookies.manager);

const campaignCookie = () => {
  const visit = nextAttribution(null, {
    url: new URL("https://example.co.nz/painting?utm_source=google&utm_medium=cpc&utm_campaign=spring"),
    referrer: "https://www.google.com/",
    viewportWidth: 390,
    at: new Date(),
  })!;
  return `${ATTRIBUTION_COOKIE}=${encodeAttribution(visit)}`;
};

describe("customers", () => {
  it("files requests with the same phone under one customer, and flags a repeat of the same service as a possible duplicate", async () => {
    const first = await send({ name: "Aroha Repeat", email: "aroha@example.co.nz", phone: "021 444 1234" }, { cookie: campaignCookie() });
    // A new browser, another email, the same number written differently.
    const second = await send({ name: "Aroha R", email: "aroha.work@example.co.nz", phone: "+64 21 444 1234" });
    const other = await send({ name: "Aroha R", email: "aroha.work@example.co.nz", phone: "021 444 1234", service: "Painting" });

    const customer = await customerOf(first);
    expect(customer).toBeGreaterThan(0);
    expect(await customerOf(second)).toBe(customer);
    expect(await customerOf(other)).toBe(customer);

    const repeat = (await page(`/admin/leads/${second}`)).html;
    const notice = repeat.querySelector('[data-testid="possible-duplicate"]');
    expect(notice?.text).toContain(`lead #${first}`);
    expect(notice?.querySelector(`a[href="/admin/leads/${first}"]`)).not.toBeNull();
    // Another service is a new job, not a repeat.
    expect((await page(`/admin/leads/${other}`)).html.querySelector('[data-testid="possible-duplicate"]')).toBeNull();
    expect((await page(`/admin/leads/${first}`)).html.querySelector("#lead-customer")?.parentNode?.text).toContain(`lead #${second}`);

    const history = (await page(`/admin/customers/${customer}`)).html;
    expect(history.querySelector("h1")?.text).toBe("Aroha Repeat");
    for (const id of [first, second, other]) expect(history.querySelector(`a[href="/admin/leads/${id}"]`)).not.toBeNull();
    expect(history.text).toContain("aroha@example.co.nz");
    expect(history.text).toContain("aroha.work@example.co.nz");
    expect(history.text).toContain("14 Karaka Street");

    const found = (await page("/admin/customers?q=0214441234")).html;
    expect(found.querySelectorAll("tbody a").map((a) => a.text.trim())).toEqual(["Aroha Repeat"]);
    expect((await page("/admin/customers?q=AROHA.WORK@example.co.nz")).html.querySelectorAll("tbody a")).toHaveLength(1);
  });

  it("keeps where the visitor came from with the lead: first and last touch, credited to the campaign", async () => {
    const id = await send(
      { name: "Campaign Visitor", email: "campaign@example.co.nz", phone: "09 555 0101" },
      { cookie: campaignCookie() },
    );
    const panel = (await page(`/admin/leads/${id}`)).html.querySelector("#visit-touches")?.parentNode;
    expect(panel?.text).toContain("Credited to google / spring");
    expect(panel?.text).toContain("First visit");
    expect(panel?.text).toContain("Last visit");
    expect(panel?.text).toContain("/painting");
    expect(panel?.text).toContain("phone");
    const csv = await (await get(`${url()}/admin/leads/export.csv?q=campaign%40example.co.nz`, cookies.manager)).text();
    const [cells, row] = parseCsv(csv.replace(/^\uFEFF/, "")) as string[][];
    const valueOf = (column: string) => row[cells.indexOf(column)];
    expect(cells).toEqual(expect.arrayContaining(["Credited source", "Credited campaign", "First touch source", "Last touch device"]));
    expect([valueOf("Credited source"), valueOf("Credited campaign"), valueOf("Landing page")]).toEqual(["google", "spring", "/painting"]);
    expect([valueOf("First touch medium"), valueOf("First touch gclid"), valueOf("Last touch referrer")]).toEqual([
      "cpc",
      "no",
      "www.google.com",
    ]);
    // A broken cookie is no attribution, never an error.
    const plain = await send(
      { name: "Broken Cookie", email: "broken@example.co.nz", phone: "09 555 0102" },
      { cookie: `${ATTRIBUTION_COOKIE}=%7Bnot-json` },
    );
    expect((await page(`/admin/leads/${plain}`)).html.querySelector("#visit-touches")?.parentNode?.text).toContain("Credited to direct");
  });

  it("makes one customer of two requests sent at once from a new address", async () => {
    const email = "twins@example.co.nz";
    const ids = await Promise.all(
      ["One", "Two", "Three"].map((n, i) =>
        send({ name: `Twin ${n}`, email, phone: `021 300 000${i}`, service: ["Plumbing", "Painting", "Electrical"][i] }),
      ),
    );
    const customers = new Set(await Promise.all(ids.map(customerOf)));
    expect(customers.size).toBe(1);
    expect((await page(`/admin/customers?q=${email}`)).html.querySelectorAll("tbody a")).toHaveLength(1);
  });
});

describe("a phone number shared by two people", () => {
  const PHONE = "09 555 7001";
  const possibleOf = async (leadId: number) =>
    (await page(`/admin/leads/${leadId}`)).html.querySelector('[data-testid="possible-same-customer"]');

  it("matches by phone only when the name agrees, and flags another name as a possible same customer for staff to confirm or dismiss", async () => {
    const hemi = await send({ name: "Hemi Walker", email: "hemi.walker@example.co.nz", phone: PHONE });
    const hemiAgain = await send({ name: "Hemi W", email: "hemi.work@example.co.nz", phone: PHONE, service: "Painting" });
    const mere = await send({ name: "Mere Walker", email: "mere.walker@example.co.nz", phone: PHONE });
    const tama = await send({ name: "Tama Walker", email: "tama.walker@example.co.nz", phone: PHONE, service: "Painting" });
    const household = await customerOf(hemi);
    expect(await customerOf(hemiAgain)).toBe(household);
    expect(await possibleOf(hemiAgain)).toBeNull();
    for (const other of [mere, tama]) {
      expect(await customerOf(other)).not.toBe(household);
      const notice = await possibleOf(other);
      expect(notice?.text).toContain("Hemi Walker");
      expect(notice?.querySelector(`a[href="/admin/customers/${household}"]`)).not.toBeNull();
    }
    expect(await customerOf(mere)).not.toBe(await customerOf(tama));

    // Mere is someone else: the flag goes, her customer stays.
    const mereCustomer = await customerOf(mere);
    expect((await act(mere, { intent: "not-same-customer" })).status).toBe(200);
    expect(await possibleOf(mere)).toBeNull();
    expect(await customerOf(mere)).toBe(mereCustomer);
    expect((await act(mere, { intent: "not-same-customer" })).status).toBe(409);

    // Tama is the same customer after all: filed under the household, the customer made for him removed.
    const tamaOwn = await customerOf(tama);
    expect((await act(tama, { intent: "same-customer" })).status).toBe(200);
    expect(await customerOf(tama)).toBe(household);
    expect(await possibleOf(tama)).toBeNull();
    expect((await page(`/admin/customers/${tamaOwn}`)).status).toBe(404);
    const history = (await page(`/admin/customers/${household}`)).html;
    for (const id of [hemi, hemiAgain, tama]) expect(history.querySelector(`a[href="/admin/leads/${id}"]`)).not.toBeNull();
    expect(history.querySelector(`a[href="/admin/leads/${mere}"]`)).toBeNull();
    expect(history.text).toContain("tama.walker@example.co.nz");
    expect((await page(`/admin/leads/${tama}`)).html.text).toContain("Confirmed as customer");
  });

  it("splits a wrongly matched request into a new customer, taking its email but not the shared phone", async () => {
    const first = await send({ name: "Rangi Shared", email: "rangi.shared@example.co.nz", phone: "09 555 7002" });
    const second = await send({ name: "Rangi Shared", email: "rangi.partner@example.co.nz", phone: "09 555 7002", service: "Painting" });
    const old = await customerOf(first);
    expect(await customerOf(second)).toBe(old);

    const res = await act(second, { intent: "split-customer" });
    expect(res.status).toBe(200);
    const split = await customerOf(second);
    expect(split).not.toBe(old);
    expect(await customerOf(first)).toBe(old);
    const oldPage = (await page(`/admin/customers/${old}`)).html.text;
    const newPage = (await page(`/admin/customers/${split}`)).html.text;
    expect(oldPage).toContain("rangi.shared@example.co.nz");
    expect(oldPage).not.toContain("rangi.partner@example.co.nz");
    expect(newPage).toContain("rangi.partner@example.co.nz");
    expect(oldPage).toContain("09 555 7002");
    // The next request from that email finds the new customer.
    expect(await customerOf(await send({ name: "Rangi Partner", email: "rangi.partner@example.co.nz", phone: "027 555 7002" }))).toBe(
      split,
    );
    // The only request of a customer has nothing to split from.
    expect((await act(first, { intent: "split-customer" })).status).toBe(409);
    const audit = (await page("/admin/audit?type=lead", cookies.admin)).html;
    expect(audit.text).toContain("lead.customer");
  });
});

describe("merging a repeat request", () => {
  it("merges in one action: the repeat becomes a duplicate pointing at the kept lead, its message is kept there, audited", async () => {
    const kept = await send({ name: "Ben Merge", email: "ben@example.co.nz", phone: "027 111 2222", message: "Tap drips in the kitchen." });
    const repeat = await send({ name: "Ben Merge", email: "ben@example.co.nz", phone: "027 111 2222", message: "Also the bathroom tap." });

    expect((await act(repeat, { intent: "merge", into: String(repeat) })).status).toBe(400);
    expect((await act(repeat, { intent: "merge", into: "abc" })).status).toBe(400);
    expect((await act(repeat, { intent: "merge", into: "2147483647", confirm: "yes" })).status).toBe(404);

    // A merge is confirmed: without the tick nothing is merged, and the page says why.
    const unconfirmed = await act(repeat, { intent: "merge", into: String(kept) });
    expect(unconfirmed.status).toBe(400);
    expect(parse(await unconfirmed.text()).text).toContain("Tick the box to confirm the merge");
    expect((await page(`/admin/leads/${repeat}`)).html.querySelector('[data-testid="possible-duplicate"]')).not.toBeNull();

    const res = await act(repeat, { intent: "merge", into: String(kept), confirm: "yes" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Lead #${repeat} has been merged into lead #${kept}.`);

    const merged = (await page(`/admin/leads/${repeat}`)).html;
    expect(merged.querySelector("h1 + *")?.text ?? merged.text).toContain("Duplicate");
    expect(merged.text).toContain(`Merged into lead #${kept}`);
    expect(merged.querySelector('[data-testid="possible-duplicate"]')).toBeNull();
    const keptPage = (await page(`/admin/leads/${kept}`)).html;
    expect(keptPage.text).toContain("Repeat request merged in");
    expect(keptPage.text).toContain("Also the bathroom tap.");
    expect(keptPage.querySelector("#lead-customer")?.parentNode?.text).not.toContain(`lead #${repeat} (`);

    const again = await act(repeat, { intent: "merge", into: String(kept), confirm: "yes" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`was already merged into lead #${kept}`);

    const audit = (await page("/admin/audit?type=lead", cookies.admin)).html;
    expect(audit.text).toContain("lead.merge");
  });
});

describe("sites", () => {
  it("keeps access notes on a site, audited; refuses a site of another customer and control characters", async () => {
    const lead = await send({ name: "Site Owner", email: "site@example.co.nz", phone: "022 123 4567", address: "9 Gate Road" });
    const customer = await customerOf(lead);
    const history = (await page(`/admin/customers/${customer}`)).html;
    const siteId = history.querySelector('input[name="siteId"]')?.getAttribute("value");
    expect(siteId).toMatch(/^\d+$/);
    const post = (form: Record<string, string>) =>
      postForm(url(), `/admin/customers/${customer}`, { intent: "site-notes", ...form }, cookies.manager);

    expect((await post({ siteId: siteId!, accessNotes: "Gate code 4321. Friendly dog." })).status).toBe(200);
    expect((await page(`/admin/customers/${customer}`)).html.querySelector("textarea")?.text).toBe("Gate code 4321. Friendly dog.");
    expect((await post({ siteId: siteId!, accessNotes: "bad\u0000" })).status).toBe(400);
    expect((await post({ siteId: "1", accessNotes: "Not theirs" })).status).toBe(siteId === "1" ? 200 : 404);
    expect((await post({ siteId: "0", accessNotes: "x" })).status).toBe(400);
    expect((await page("/admin/customers/2147483648")).status).toBe(404);
    expect((await page("/admin/audit?type=customer", cookies.admin)).html.text).toContain("site.update");
  });
});

describe("privacy", () => {
  it("removes a customer with their contacts and sites when their only lead is anonymised", async () => {
    const lead = await send({ name: "Private Person", email: "private@example.co.nz", phone: "021 999 8888" });
    const customer = await customerOf(lead);
    expect((await page(`/admin/customers/${customer}`)).status).toBe(200);
    expect((await act(lead, { intent: "anonymise", confirm: "anonymise" })).status).toBe(200);
    expect((await page(`/admin/customers/${customer}`)).status).toBe(404);
    expect((await page("/admin/customers?q=private@example.co.nz")).html.querySelectorAll("tbody a")).toHaveLength(0);
    // The same person asking again is a new customer.
    const again = await send({ name: "Private Person", email: "private@example.co.nz", phone: "021 999 8888" });
    expect(await customerOf(again)).not.toBe(customer);
  });
});

describe("the thank-you page", () => {
  it("thanks a quote request with its reference and what happens next, and an application with its own", async () => {
    const quote = (await page("/apply/thank-you?sent=quote&ref=4127", "")).html;
    expect(quote.querySelector("h1")?.text).toBe("Thank you – we have your quote request");
    expect(quote.text).toContain("Your reference is #4127.");
    expect(quote.text).toContain("What happens next");
    expect(quote.text).toMatch(/by (Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} \w+/);
    const application = (await page("/apply/thank-you?sent=application&ref=18", "")).html;
    expect(application.querySelector("h1")?.text).toBe("Thank you – we have your application");
    expect(application.text).toContain("Your application reference is #18.");
    for (const query of ["", "?sent=quote&ref=abc", "?sent=invoice&ref=1", "?sent=quote&ref=99999999999"]) {
      const plain = (await page(`/thank-you${query}`, "")).html;
      expect(plain.querySelector("h1")?.text).toBe("Thank you – we have your request");
      expect(plain.querySelector("main")?.text).not.toContain("reference");
    }
  });
});
