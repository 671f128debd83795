import { describe, expect, it, beforeAll } from "vitest";
import { get, postForm } from "../helpers/auth";
import { postPriceItem } from "../helpers/plans";
import { postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "../helpers/suite";

/*
 * The plan pages over HTTP (issue 44): a plan made from a lead shows its rule in words and its
 * first visits; bad input of every kind (wrong types, NUL bytes, lone surrogates, huge values,
 * ids out of range, unknown records) is a clear 4xx that stores nothing, never a 5xx.
 */
const PASSWORD = "plans-pages-password-1";
const staff = useStaffServer({ admin: { email: "admin@plans-pages.test", name: "Pita Admin", role: "admin" } }, PASSWORD);
const url = () => staff.url();
const admin = () => staff.cookies.admin;
let itemId = "";

const plan = (form: Record<string, string> = {}) => ({
  leadId: "1",
  title: "Lawn mowing",
  "lines.0.itemId": itemId,
  "lines.0.quantity": "1",
  "rules.0.frequency": "weekly",
  "rules.0.interval": "2",
  "rules.0.weekdays": "1",
  "rules.0.fromMonth": "10",
  "rules.0.toMonth": "4",
  startsOn: "2026-12-01",
  holidays: "move",
  timing: "window",
  start: "08:00",
  end: "12:00",
  billing: "per_visit",
  ...form,
});

async function planCount() {
  const page = await (await get(`${url()}/admin/plans`, admin())).text();
  return (page.match(/href="\/admin\/plans\/\d+"/g) ?? []).length;
}

beforeAll(async () => {
  for (const email of ["one@plans-pages.test", "two@plans-pages.test"])
    expect((await postQuote(url(), validQuote({ email, fillTimeMs: 20_000 }))).status).toBe(201);
  itemId = await postPriceItem(url(), admin(), "LAWN-1", "Lawn mow", "65.00");
});

describe("a plan made from a lead", () => {
  it("shows its rule in words, its price and the visits it booked", async () => {
    const made = await postForm(url(), "/admin/plans/new", plan(), admin());
    expect(made.status).toBe(302);
    expect(made.headers.get("location")).toBe("/admin/plans/1?notice=created");
    const page = await (await get(`${url()}/admin/plans/1`, admin())).text();
    expect(page).toContain("Every 2 weeks on Tuesday, October to April");
    expect(page).toContain("$65.00 a visit");
    expect(page).toMatch(/J-\d{6}/);
    // A second plan for the other lead, monthly all year: the list shows both, each its own.
    const other = plan({
      leadId: "2",
      title: "Gutter clean",
      "rules.0.frequency": "monthly",
      "rules.0.interval": "3",
      "rules.0.weekdays": "",
      "rules.0.fromMonth": "",
      "rules.0.toMonth": "",
    });
    expect((await postForm(url(), "/admin/plans/new", other, admin())).status).toBe(302);
    const list = await (await get(`${url()}/admin/plans`, admin())).text();
    expect(list).toContain("Every 2 weeks on Tuesday, October to April");
    expect(list).toContain("Every 3 months");
    expect(await planCount()).toBe(2);
    const searched = await (await get(`${url()}/admin/plans?q=gutter`, admin())).text();
    expect(searched).toContain("Every 3 months");
    expect(searched).not.toContain("Every 2 weeks on Tuesday");
  });
});

describe("bad input", () => {
  const NUL = "\u0000";
  const refusals: Array<[string, Record<string, string>]> = [
    ["a lead id that is not a number", { leadId: "abc" }],
    ["a lead id out of range", { leadId: "99999999999" }],
    ["an unknown lead", { leadId: "999999" }],
    ["a NUL byte in the title", { title: `Lawn${NUL}` }],
    ["a huge title", { title: "x".repeat(10_000) }],
    ["an interval of a billion", { "rules.0.interval": "1000000000" }],
    ["a weekday of 9", { "rules.0.weekdays": "9" }],
    ["a month of 13", { "rules.0.fromMonth": "13" }],
    ["a first month with no last", { "rules.0.toMonth": "" }],
    ["a frequency nobody knows", { "rules.0.frequency": "hourly" }],
    ["no rule at all", { "rules.0.frequency": "" }],
    ["an unknown price-list item", { "lines.0.itemId": "999999" }],
    ["an item id of 0", { "lines.0.itemId": "0" }],
    ["a quantity that is not a number", { "lines.0.quantity": "NaN" }],
    ["no line at all", { "lines.0.itemId": "" }],
    ["a day that does not exist", { startsOn: "2026-02-30" }],
    ["a last day before the first", { endsOn: "2026-11-01" }],
    ["a number of visits of -1", { visitLimit: "-1" }],
    ["a time of 25:00", { start: "25:00" }],
    ["an end before the start", { end: "07:00" }],
    ["a holiday choice nobody knows", { holidays: "ignore" }],
    ["an unknown tradie", { tradieId: "999999" }],
    ["a billing choice nobody knows", { billing: "yearly" }],
  ];
  it.each(refusals)("%s is refused with a 400 and stores nothing", async (_, form) => {
    const before = await planCount();
    const answer = await postForm(url(), "/admin/plans/new", plan(form), admin());
    expect(answer.status).toBe(400);
    expect(await planCount()).toBe(before);
  });

  it("takes a lone surrogate as the form's encoding gives it (the replacement character), never a 5xx", async () => {
    const answer = await postForm(url(), "/admin/plans/new", plan({ title: "Lawn \ud800" }), admin());
    expect(answer.status).toBe(302);
    expect(await (await get(`${url()}${answer.headers.get("location")}`, admin())).text()).toContain("Lawn \ufffd");
  });

  it("refuses a change with bad input the same way, and leaves the plan as it was", async () => {
    const answer = await postForm(url(), "/admin/plans/1", plan({ title: `x${NUL}` }), admin());
    expect(answer.status).toBe(400);
    const moved = await postForm(url(), "/admin/plans/1", plan({ leadId: "2" }), admin());
    expect(moved.status).toBe(400);
    expect(await (await get(`${url()}/admin/plans/1`, admin())).text()).toContain("Every 2 weeks on Tuesday");
  });

  it("answers a skip of a date with no visit, or no date, with a 4xx", async () => {
    expect((await postForm(url(), "/admin/plans/1", { intent: "skip", occursOn: "2031-01-01", reason: "Away" }, admin())).status).toBe(404);
    expect((await postForm(url(), "/admin/plans/1", { intent: "skip", occursOn: "soon", reason: "Away" }, admin())).status).toBe(400);
    expect((await postForm(url(), "/admin/plans/1", { intent: "skip", occursOn: "2026-12-01", reason: "" }, admin())).status).toBe(400);
    expect((await postForm(url(), "/admin/plans/1", { intent: "nonsense" }, admin())).status).toBe(400);
  });

  it("sets prices from a date, shown in the price history; refuses bad prices with a 4xx and keeps no part of them", async () => {
    const prices = (form: Record<string, string>) => ({
      intent: "prices",
      effectiveFrom: "2027-01-05",
      "prices.0": "72.50",
      note: "New year",
      ...form,
    });
    const refused: Array<[string, Record<string, string>]> = [
      ["a day that is not a day", { effectiveFrom: "soon", "prices.0": "91.11" }],
      ["a day that does not exist", { effectiveFrom: "2027-02-30", "prices.0": "91.12" }],
      ["a day before the plan starts", { effectiveFrom: "2026-11-01", "prices.0": "91.13" }],
      ["a price that is not money", { "prices.0": "lots" }],
      ["a negative price", { "prices.0": "-91.14" }],
      ["a price of a billion dollars", { "prices.0": "1000000000" }],
      ["a NUL byte in the price", { "prices.0": `91.15${NUL}` }],
      ["no price at all", { "prices.0": "" }],
      ["two prices for one line", { "prices.0": "91.16", "prices.1": "91.17" }],
      ["a NUL byte in the note", { "prices.0": "91.18", note: `Why${NUL}` }],
      ["a huge note", { "prices.0": "91.19", note: "x".repeat(100_000) }],
    ];
    for (const [what, form] of refused) {
      const answer = await postForm(url(), "/admin/plans/1", prices(form), admin());
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
    }
    const json = await fetch(`${url()}/admin/plans/1`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url(), cookie: admin() },
      body: JSON.stringify(prices({ "prices.0": "91.20" })),
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect((await postForm(url(), "/admin/plans/999999", prices({ "prices.0": "91.21" }), admin())).status).toBe(404);
    // Signed out: sent to sign in, nothing stored.
    const anonymous = await postForm(url(), "/admin/plans/1", prices({ "prices.0": "91.22" }));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
    let page = await (await get(`${url()}/admin/plans/1`, admin())).text();
    expect(page).not.toMatch(/\$91\.\d\d/);
    expect(page).not.toContain("$1,000,000,000");

    const set = await postForm(url(), "/admin/plans/1", prices({}), admin());
    expect(set.status).toBeLessThan(400);
    page = await (await get(`${url()}/admin/plans/1`, admin())).text();
    expect(page).toContain("Price history");
    expect(page).toContain("Tuesday 5 January 2027");
    expect(page).toContain("$72.50");
    expect(page).toContain("New year");
    // The other plan keeps its own prices.
    expect(await (await get(`${url()}/admin/plans/2`, admin())).text()).not.toContain("$72.50");
  });

  it("sells visits paid ahead, shown on the page and the list; refuses bad numbers with a 4xx and sells nothing", async () => {
    for (const visits of ["0", "101", "-3", "2.5", "lots", `4${NUL}`, "\ud800", "9".repeat(5000), ""]) {
      const answer = await postForm(url(), "/admin/plans/2", { intent: "prepay", visits }, admin());
      expect(answer.status, visits.slice(0, 10)).toBe(400);
    }
    expect((await postForm(url(), "/admin/plans/999999", { intent: "prepay", visits: "4" }, admin())).status).toBe(404);
    expect((await postForm(url(), "/admin/plans/2", { intent: "prepay", visits: "4" })).status).toBe(302);
    expect(await (await get(`${url()}/admin/plans/2`, admin())).text()).toContain("No visits paid ahead.");

    expect((await postForm(url(), "/admin/plans/2", { intent: "prepay", visits: "4" }, admin())).status).toBeLessThan(400);
    expect(await (await get(`${url()}/admin/plans/2`, admin())).text()).toContain("4 of 4 prepaid visits left");
    const list = await (await get(`${url()}/admin/plans`, admin())).text();
    expect(list).toContain("4 of 4 prepaid visits left");
    expect(await (await get(`${url()}/admin/plans/1`, admin())).text()).toContain("No visits paid ahead.");
    // A second block while this one has visits left: refused, as a conflict.
    expect((await postForm(url(), "/admin/plans/2", { intent: "prepay", visits: "2" }, admin())).status).toBe(409);
  });

  it("refuses a decision on a skip request that is malformed or unknown with a 4xx, and a customer's ask without a live link", async () => {
    const decide = (form: Record<string, string>) => postForm(url(), "/admin/plans/1", { intent: "skip-request", ...form }, admin());
    const malformed: Array<Record<string, string>> = [
      { requestId: "abc", decision: "confirmed" },
      { requestId: "0", decision: "confirmed" },
      { requestId: "99999999999", decision: "confirmed" },
      { requestId: `1${NUL}`, decision: "refused" },
      { requestId: "1", decision: "maybe" },
      { requestId: "1" },
    ];
    for (const form of malformed) expect((await decide(form)).status, JSON.stringify(form)).toBe(400);
    expect((await decide({ requestId: "999999", decision: "confirmed" })).status).toBe(404);
    expect((await postForm(url(), "/admin/plans/1", { intent: "skip-request", requestId: "1", decision: "confirmed" })).status).toBe(302);
    // The customer's side: a POST to a link that does not exist answers 404 and stores nothing; a GET changes nothing.
    const fake = "A".repeat(43);
    expect((await postForm(url(), `/j/${fake}`, { intent: "skip-request", visitId: "1", reason: "Away" })).status).toBe(404);
    expect((await get(`${url()}/j/${fake}?intent=skip-request&visitId=1`)).status).toBe(404);
    expect(await (await get(`${url()}/admin/plans/1`, admin())).text()).not.toContain("Skip requests");
  });

  it("answers plans that do not exist with a 404", async () => {
    for (const id of ["abc", "0", "99999999999", "999999", "1.5"])
      expect((await get(`${url()}/admin/plans/${id}`, admin())).status, id).toBe(404);
    expect((await postForm(url(), "/admin/plans/999999", plan(), admin())).status).toBe(404);
    expect((await get(`${url()}/admin/plans?status=${NUL}`, admin())).status).toBe(200);
  });
});
