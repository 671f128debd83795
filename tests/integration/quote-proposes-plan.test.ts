import { beforeAll, describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { aucklandDay, postQuote, validQuote } from "../helpers/quote";
import { useStaffServer } from "../helpers/suite";

/*
 * A priced quote that proposes a plan (issue 44, item 4; docs/decisions/0215), over HTTP through
 * the built server and its job runner: two customers each accept a quote proposing a different
 * plan and each gets exactly theirs, with its rule and the quote's lines; a double accept makes
 * one plan; a quote with no proposal makes a job and no plan; bad input on the staff form is a
 * 4xx that stores nothing.
 */
const PASSWORD = "quote-plan-password-1";
const staff = useStaffServer({ admin: { email: "admin@quote-plan.test", name: "Pita Admin", role: "admin" } }, PASSWORD, () => ({
  QUOTE_MIN_FILL_MS: "0",
}));
const url = () => staff.url();
const admin = () => staff.cookies.admin;
const START = aucklandDay(1);
const VALID_UNTIL = aucklandDay(20);

const draft = (lines: object[], terms: { discount?: object; deposit?: object } = {}) =>
  JSON.stringify({
    lines,
    amountsAre: "inclusive",
    scope: "Regular upkeep.",
    terms: "Payment within 7 days.",
    validUntil: VALID_UNTIL,
    discount: terms.discount ?? null,
    deposit: terms.deposit ?? { kind: "none" },
  });

const LAWN = [
  { kind: "item", description: "Lawn mow and edges", quantity: 1, unitPriceCents: 6_500, amountsAre: "inclusive" },
  { kind: "item", description: "Clippings taken away", quantity: 1, unitPriceCents: 1_500, amountsAre: "inclusive", optional: true },
];
const GUTTERS = [{ kind: "item", description: "Gutter clean, single storey", quantity: 20, unitPriceCents: 900, amountsAre: "inclusive" }];

const LAWN_PLAN = {
  intent: "propose-plan",
  "rules.0.frequency": "weekly",
  "rules.0.interval": "2",
  "rules.0.weekdays": "1",
  "rules.0.fromMonth": "10",
  "rules.0.toMonth": "4",
  startsOn: START,
  billing: "per_visit",
};
const GUTTER_PLAN = {
  intent: "propose-plan",
  "rules.0.frequency": "monthly",
  "rules.0.interval": "3",
  startsOn: START,
  billing: "monthly",
};

async function startQuote(leadId: number, lines: object[], terms: { discount?: object; deposit?: object } = {}) {
  const started = await postForm(url(), `/admin/leads/${leadId}`, { intent: "new-quote" }, admin());
  expect(started.status).toBe(302);
  const path = started.headers.get("location")!;
  expect((await postForm(url(), path, { intent: "save", draft: draft(lines, terms) }, admin())).status).toBe(200);
  return path;
}

async function send(path: string) {
  const sent = await postForm(url(), path, { intent: "send" }, admin());
  expect(sent.status).toBe(200);
  return /\/q\/([A-Za-z0-9_-]{43})/.exec(await sent.text())![1];
}

const accept = (token: string, name: string) =>
  fetch(`${url()}/q/${token}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url() },
    body: new URLSearchParams({ intent: "accept", name, agree: "yes" }).toString(),
  });

const page = async (path: string) => (await get(`${url()}${path}`, admin())).text();

/** A fresh link to the lead's customer's own page, made as staff make it. */
async function hubOf(leadId: number) {
  const customerPath = /href="(\/admin\/customers\/\d+)"/.exec(await page(`/admin/leads/${leadId}`))![1];
  const made = await (await postForm(url(), customerPath, { intent: "hub-link" }, admin())).text();
  return new URL(/value="(https?:\/\/[^"]+\/c\/[A-Za-z0-9_-]{43})"/.exec(made)![1]).pathname;
}
const planLinks = async () => [...new Set((await page("/admin/plans")).match(/\/admin\/plans\/\d+(?=")/g) ?? [])];

/** The plans list once it has `count` plans (the accept event is handled by the job runner within seconds). */
async function plansWhen(count: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    const links = await planLinks();
    if (links.length >= count) return links;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return planLinks();
}

let lawnPath = "";
let gutterPath = "";
let gutterToken = "";

beforeAll(async () => {
  const requests = [
    validQuote({ service: "Lawn Care", visitsEvery: "3-months", name: "Aroha Lawn", email: "aroha@quote-plan.test" }),
    validQuote({ service: "Gutter Cleaning", name: "Ben Gutter", email: "ben@quote-plan.test", suburb: "Takapuna" }),
    validQuote({ service: "Plumbing", name: "Cara Once", email: "cara@quote-plan.test" }),
  ];
  for (const request of requests) expect((await postQuote(url(), request)).status).toBe(201);
  lawnPath = await startQuote(1, LAWN);
  gutterPath = await startQuote(2, GUTTERS);
});

describe("the staff form", () => {
  it("starts from the lead's Regular visits answer", async () => {
    const html = await page(lawnPath);
    expect(html).toContain("Propose a maintenance plan");
    const interval = /<input[^>]*name="rules.0.interval"[^>]*>/.exec(html)![0];
    expect(interval).toContain('value="3"');
    expect(html).toMatch(/<select[^>]*name="rules.0.frequency"[\s\S]*?<option value="monthly" selected=""/);
  });

  const NUL = "\u0000";
  const refusals: Array<[string, Record<string, string>]> = [
    ["an interval that is not a number", { "rules.0.interval": "often" }],
    ["an interval of a billion", { "rules.0.interval": "1000000000" }],
    ["a NUL byte in the interval", { "rules.0.interval": `2${NUL}` }],
    ["a weekday of 9", { "rules.0.weekdays": "9" }],
    ["a month of 13", { "rules.0.fromMonth": "13" }],
    ["a first month with no last", { "rules.0.toMonth": "" }],
    ["a frequency nobody knows", { "rules.0.frequency": "hourly" }],
    ["no rule at all", { "rules.0.frequency": "" }],
    ["a week of the month on a weekly rule", { "rules.0.monthWeek": "2" }],
    ["a day that does not exist", { startsOn: "2026-02-30" }],
    ["a NUL byte in the day", { startsOn: `${START}${NUL}` }],
    ["a huge day", { startsOn: "9".repeat(10_000) }],
    ["a billing choice nobody knows", { billing: "yearly" }],
  ];
  it.each(refusals)("refuses %s with a 400 and stores nothing", async (_, change) => {
    const answer = await postForm(url(), gutterPath, { ...GUTTER_PLAN, ...LAWN_PLAN, ...change }, admin());
    expect(answer.status).toBe(400);
    expect(await page(gutterPath)).not.toContain("This quote proposes");
  });

  it("saves each quote's own proposal and refuses a change once the quote is sent", async () => {
    expect((await postForm(url(), lawnPath, LAWN_PLAN, admin())).status).toBe(200);
    expect((await postForm(url(), gutterPath, GUTTER_PLAN, admin())).status).toBe(200);
    expect(await page(lawnPath)).toContain("This quote proposes: Every 2 weeks on Tuesday, October to April");
    expect(await page(gutterPath)).toContain("This quote proposes: Every 3 months");
    gutterToken = await send(gutterPath);
    expect((await postForm(url(), gutterPath, LAWN_PLAN, admin())).status).toBe(409);
    expect((await postForm(url(), gutterPath, { intent: "drop-plan" }, admin())).status).toBe(409);
    const shown = await page(gutterPath);
    expect(shown).toContain("Proposed maintenance plan");
    expect(shown).toContain("Every 3 months");
  });
});

describe("the customer accepts", () => {
  it("makes each customer exactly their plan, with its rule and the quote's lines, once for a double tap, from the quote's page or their own", async () => {
    const lawnToken = await send(lawnPath);

    const lawnPage = await (await get(`${url()}/q/${lawnToken}`)).text();
    expect(lawnPage).toContain("Every 2 weeks on Tuesday, October to April");
    expect(lawnPage).toContain("$65.00 incl. GST");
    expect(lawnPage).toContain("An invoice after each visit");
    const gutterPage = await (await get(`${url()}/q/${gutterToken}`)).text();
    expect(gutterPage).toContain("Every 3 months");
    expect(gutterPage).toContain("$180.00 incl. GST");
    expect(gutterPage).not.toContain("Every 2 weeks");

    const [first, second] = await Promise.all([accept(lawnToken, "Aroha Lawn"), accept(lawnToken, "Aroha Lawn")]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Ben reads the proposal on his own page and accepts it there (docs/decisions/0194).
    const hub = await hubOf(2);
    const hubPage = await (await get(`${url()}${hub}`)).text();
    expect(hubPage).toContain("Every 3 months");
    expect(hubPage).toContain("$180.00 incl. GST");
    expect(hubPage).not.toContain("Every 2 weeks");
    const versionId = /name="intent" value="accept-quote"\/><input type="hidden" name="versionId" value="(\d+)"/.exec(hubPage)![1];
    const accepted = await postForm(url(), hub, { intent: "accept-quote", versionId, name: "Ben Gutter", agree: "yes" });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("your acceptance of quote");
    expect((await accept(lawnToken, "Aroha Lawn")).status).toBe(200);

    const links = await plansWhen(2);
    expect(links).toHaveLength(2);
    const plans = await Promise.all(links.map(page));
    const lawn = plans.find((html) => html.includes("Every 2 weeks on Tuesday, October to April"))!;
    const gutter = plans.find((html) => html.includes("Every 3 months"))!;
    expect(lawn).toContain("Aroha Lawn");
    expect(lawn).toContain("Lawn mow and edges");
    expect(lawn).not.toContain("Clippings taken away");
    expect(lawn).toContain("$65.00 a visit");
    expect(lawn).not.toContain("Ben Gutter");
    expect(gutter).toContain("Ben Gutter");
    expect(gutter).toContain("Gutter clean, single storey");
    expect(gutter).toContain("$180.00 a visit");
    expect(gutter).not.toContain("Every 2 weeks");
    // Their visits come from the plan: jobs on the schedule, none a one-off job for the quote.
    expect(lawn).toMatch(/J-\d{6}/);
    expect(await page("/admin/leads/1")).not.toContain("made from accepted quote");
    expect(await page("/admin/leads/2")).not.toContain("made from accepted quote");
    // Still two after the runner has had time to run a replay.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await planLinks()).toHaveLength(2);
  });

  it("makes no plan for a quote with no proposal (its job is made as ever)", async () => {
    const path = await startQuote(3, GUTTERS);
    const token = await send(path);
    expect(await (await get(`${url()}/q/${token}`)).text()).not.toContain("Regular visits");
    expect((await accept(token, "Cara Once")).status).toBe(200);
    let made = false;
    for (let tries = 0; tries < 100 && !made; tries += 1) {
      made = (await page("/admin/leads/3")).includes("made from accepted quote");
      if (!made) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(made).toBe(true);
    expect(await planLinks()).toHaveLength(2);
    expect(await page("/admin/plans")).not.toContain("Cara Once");
  });
});

describe("a revision, the quote's discount and a deposit (docs/decisions/0224)", () => {
  it("keeps the proposal through a revision and a duplicate, and charges each visit the quote's total after its discount", async () => {
    for (const request of [
      validQuote({ service: "Gutter Cleaning", name: "Dee Revise", email: "dee@quote-plan.test", suburb: "Devonport" }),
      validQuote({ service: "Lawn Care", name: "Eru Amount", email: "eru@quote-plan.test", suburb: "Albany" }),
    ])
      expect((await postQuote(url(), request)).status).toBe(201);
    // 10 % off $180.00, and $15.00 off $65.00: each plan's visit comes to the quote's total.
    const tenOff = await startQuote(4, GUTTERS, { discount: { percent: 10 } });
    const fifteenOff = await startQuote(5, LAWN, { discount: { amountCents: 1_500 } });
    expect((await postForm(url(), tenOff, GUTTER_PLAN, admin())).status).toBe(200);
    expect((await postForm(url(), fifteenOff, LAWN_PLAN, admin())).status).toBe(200);
    await send(tenOff);
    const revised = await postForm(url(), tenOff, { intent: "revise" }, admin());
    expect(revised.status).toBe(200);
    expect(await revised.text()).toContain("is a draft copy");
    expect(await page(tenOff)).toContain("This quote proposes: Every 3 months");
    // A duplicate starts with the same proposal, and is a quote of its own.
    const duplicated = await postForm(url(), fifteenOff, { intent: "duplicate" }, admin());
    expect(duplicated.status).toBe(302);
    expect(await page(duplicated.headers.get("location")!)).toContain("This quote proposes: Every 2 weeks on Tuesday, October to April");

    const tokens = [await send(tenOff), await send(fifteenOff)];
    expect(await (await get(`${url()}/q/${tokens[0]}`)).text()).toContain("$162.00 incl. GST");
    // Dee's own page lists two open quotes, each with its own plan (read together), the newest first.
    const lawnForDee = await startQuote(4, LAWN);
    expect((await postForm(url(), lawnForDee, LAWN_PLAN, admin())).status).toBe(200);
    await send(lawnForDee);
    const deesPage = await (await get(`${url()}${await hubOf(4)}`)).text();
    expect(deesPage).toMatch(
      /Every 2 weeks on Tuesday, October to April[\s\S]*\$65\.00 incl\. GST[\s\S]*Every 3 months[\s\S]*\$162\.00 incl\. GST/,
    );
    expect((await accept(tokens[0], "Dee Revise")).status).toBe(200);
    expect((await accept(tokens[1], "Eru Amount")).status).toBe(200);
    const plans = await Promise.all((await plansWhen(4)).map(page));
    const dee = plans.find((html) => html.includes("Dee Revise"))!;
    const eru = plans.find((html) => html.includes("Eru Amount"))!;
    expect(dee).toContain("Every 3 months");
    expect(dee).toContain("$162.00 a visit");
    expect(eru).toContain("Every 2 weeks on Tuesday, October to April");
    expect(eru).toContain("$50.00 a visit");
  });

  it("refuses a deposit on a quote that proposes a plan, from either side, and stores nothing", async () => {
    expect(
      (await postQuote(url(), validQuote({ service: "Window Cleaning", name: "Fay Deposit", email: "fay@quote-plan.test" }))).status,
    ).toBe(201);
    const withDeposit = await startQuote(6, GUTTERS, { deposit: { kind: "percent", percent: 20 } });
    const proposed = await postForm(url(), withDeposit, GUTTER_PLAN, admin());
    expect(proposed.status).toBe(409);
    expect(await proposed.text()).toContain("A quote that proposes a plan takes no deposit");
    expect(await page(withDeposit)).not.toContain("This quote proposes");

    expect((await postForm(url(), withDeposit, { intent: "save", draft: draft(GUTTERS) }, admin())).status).toBe(200);
    expect((await postForm(url(), withDeposit, GUTTER_PLAN, admin())).status).toBe(200);
    const depositAfter = await postForm(
      url(),
      withDeposit,
      { intent: "save", draft: draft(GUTTERS, { deposit: { kind: "amount", amountCents: 5_000 } }) },
      admin(),
    );
    expect(depositAfter.status).toBe(409);
    expect(await depositAfter.text()).toContain("A quote that proposes a plan takes no deposit");
    const shown = await page(withDeposit);
    expect(shown).toContain("This quote proposes: Every 3 months");
    expect(shown).not.toContain("$50.00 deposit");
  });
});
