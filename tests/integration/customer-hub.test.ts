import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { aucklandDay, postQuote, validQuote } from "../helpers/quote";
import { sendFirstQuote } from "../helpers/staff-quotes";
import { useStaffServer } from "../helpers/suite";

/*
 * The customer's hub (issue 45, items 1–3, first part): staff make a link to a customer's own
 * page; it shows that customer's details, addresses and records and no one else's, is private
 * (no-store, noindex, no referrer), changes nothing when opened, and takes a request for more work
 * at one of their own addresses, as a lead from "the customer's own page".
 */
const PASSWORD = "customer-hub-password-1";
const staff = useStaffServer({ admin: { email: "admin@hub.test", name: "Ana Admin", role: "admin" } }, PASSWORD, () => ({
  QUOTE_MIN_FILL_MS: "0",
}));
const url = () => staff.url();
const cookie = () => staff.cookies.admin;
const page = async (path: string, as = cookie()) => parse(await (await get(`${url()}${path}`, as)).text());

const AROHA = validQuote({
  name: "Aroha Hub",
  email: "aroha.hub@example.co.nz",
  phone: "021 555 0301",
  suburb: "Takapuna",
  address: "3 Lake Road",
  fillTimeMs: 20_000,
});
const BEN = validQuote({
  name: "Ben Other",
  email: "ben.other@example.co.nz",
  phone: "021 555 0302",
  suburb: "Henderson",
  address: "9 Great North Road",
  fillTimeMs: 20_000,
});

async function customerOf(leadId: number) {
  return (await page(`/admin/leads/${leadId}`)).querySelector('a[href^="/admin/customers/"]')!.getAttribute("href")!;
}

async function hubLinkFor(customerPath: string) {
  const res = await postForm(url(), customerPath, { intent: "hub-link" }, cookie());
  expect(res.status).toBe(200);
  const link = parse(await res.text())
    .querySelector('input[readonly][value*="/c/"]')!
    .getAttribute("value")!;
  expect(link).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);
  return new URL(link).pathname;
}

let hubs: { aroha: string; ben: string };
let sites: { aroha: string; ben: string };

describe("the customer's hub", () => {
  it("shows each customer their own details, addresses and quotes, and no one else's", async () => {
    for (const quote of [AROHA, BEN]) expect((await postQuote(url(), quote)).status).toBe(201);
    await sendFirstQuote(url(), cookie(), 1);
    hubs = { aroha: await hubLinkFor(await customerOf(1)), ben: await hubLinkFor(await customerOf(2)) };
    const [aroha, ben] = [await page(hubs.aroha, ""), await page(hubs.ben, "")];
    expect(aroha.querySelector("h1")!.text).toBe("Kia ora Aroha");
    expect(ben.querySelector("h1")!.text).toBe("Kia ora Ben");
    expect(aroha.text).toContain("3 Lake Road, Takapuna");
    expect(aroha.text).not.toContain("Great North Road");
    expect(ben.text).toContain("9 Great North Road, Henderson");
    expect(aroha.querySelector("#hub-quotes")!.parentNode!.text).toMatch(/Q-000001/);
    expect(ben.querySelector("#hub-quotes")!.parentNode!.text).toContain("No quotes yet.");
    expect(aroha.querySelectorAll('a[href^="/admin/"]')).toEqual([]);
    const siteOf = (doc: typeof aroha) => doc.querySelector('select[name="siteId"] option')!.getAttribute("value")!;
    sites = { aroha: siteOf(aroha), ben: siteOf(ben) };
    expect(sites.aroha).not.toBe(sites.ben);
  });

  it("is private: not stored by caches, not indexed, no referrer; and a wrong or another kind of token is a 404", async () => {
    const res = await get(`${url()}${hubs.aroha}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await res.text()).toContain('content="noindex, nofollow"');
    const { token: quoteToken } = await sendFirstQuote(url(), cookie(), 2);
    for (const path of ["/c/not-a-token", `/c/${"A".repeat(43)}`, `/c/${quoteToken}`, `${hubs.aroha}x`, "/c/%00"])
      expect((await get(`${url()}${path}`)).status, path).toBe(404);
  });

  it("takes a request for more work at the customer's own address, as a lead from their page", async () => {
    const work = {
      intent: "new-work",
      service: "Plumbing",
      message: "The outside tap drips.",
      preferredDate: aucklandDay(9),
      preferredTime: "10:00 AM",
    };
    const before = (await page("/admin/leads?status=all")).querySelectorAll("tbody a[href^='/admin/leads/']").length;
    // Ben's address through Aroha's page, a NUL, a site that is not a number: refused, nothing stored.
    for (const [form, status] of [
      [{ ...work, siteId: sites.ben }, 400],
      [{ ...work, siteId: sites.aroha, message: "Drips\u0000" }, 400],
      [{ ...work, siteId: "abc" }, 400],
      [{ ...work, siteId: sites.aroha, service: "" }, 400],
    ] as const)
      expect((await postForm(url(), hubs.aroha, form)).status, JSON.stringify(form)).toBe(status);
    expect((await page("/admin/leads?status=all")).querySelectorAll("tbody a[href^='/admin/leads/']").length).toBe(before);

    const res = await postForm(url(), hubs.aroha, { ...work, siteId: sites.aroha });
    expect(res.status).toBe(200);
    const id = Number(/your request #(\d+) is with the team/.exec(await res.text())?.[1]);
    const lead = await page(`/admin/leads/${id}`);
    expect(lead.text).toContain("Aroha Hub");
    expect(lead.text).toContain("The outside tap drips.");
    expect(lead.text).toContain("Asked for from the customer's own page");
    expect(await customerOf(id)).toBe(await customerOf(1));
    // Opening the page again changed nothing and shows the new request's lead under the same customer.
    expect((await page("/admin/leads?status=all")).querySelectorAll("tbody a[href^='/admin/leads/']").length).toBe(before + 1);
  });

  it("refuses a link to anyone signed out", async () => {
    const res = await postForm(url(), await customerOf(1), { intent: "hub-link" }, "");
    expect(res.status).toBe(302);
  });
});
