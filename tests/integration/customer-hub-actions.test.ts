import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { addDays, todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { useFakeStripe } from "../helpers/fake-stripe-suite";
import { postQuote, validQuote } from "../helpers/quote";
import { BUILDER_DRAFT, sendFirstQuote } from "../helpers/staff-quotes";
import { useStaffServer } from "../helpers/suite";

/*
 * The customer's hub acting in place (issue 45; docs/decisions/0194–0196): two customers, each
 * with a sent quote, a visit to come and an invoice owing. Each accepts, confirms, asks to move,
 * pays by card, changes their details and access notes and downloads their records from their
 * own page; the other customer's ids posted through it are a 404 with nothing changed; bad
 * input is a 4xx; a deleted customer's hub is a 404. A job done whose review was asked for has
 * "Leave a review", a post that opens its review form (docs/decisions/0233), for their own job only.
 */
const PASSWORD = "customer-hub-actions-1";
const stripe = useFakeStripe();
const staff = useStaffServer({ admin: { email: "admin@hub-actions.test", name: "Ana Admin", role: "admin" } }, PASSWORD, () => ({
  QUOTE_MIN_FILL_MS: "0",
  TRUSTED_PROXIES: "127.0.0.1",
  ...stripe.fake.env,
}));
const url = () => staff.url();
const cookie = () => staff.cookies.admin;
/** Each customer request from its own address (through a trusted "proxy"), so the link-open allowance is not what is tested here. */
let requests = 0;
const from = () => ({ "x-forwarded-for": `10.45.${Math.floor(requests / 250)}.${(requests++ % 250) + 1}` });
const open = (path: string) => get(`${url()}${path}`, "", from());
const hubPost = (path: string, form: Record<string, string>) => postForm(url(), path, form, "", from());
const html = async (path: string, as = "") => parse(await (await get(`${url()}${path}`, as, from())).text());
const VISIT_DAY = addDays(todayInAuckland(), 6);

const PEOPLE = {
  aroha: { name: "Aroha Actions", email: "aroha.actions@example.co.nz", phone: "021 555 0401", address: "4 Lake Road", suburb: "Takapuna" },
  ben: {
    name: "Ben Actions",
    email: "ben.actions@example.co.nz",
    phone: "021 555 0402",
    address: "8 Great North Road",
    suburb: "Henderson",
  },
};
type Who = keyof typeof PEOPLE;
/** Ben's quote has no optional item, so it is accepted whole on the hub. */
const PLAIN_DRAFT = { ...BUILDER_DRAFT, lines: BUILDER_DRAFT.lines.filter((line) => !("optional" in line)) };

interface Setup {
  hub: string;
  leadId: number;
  jobPath: string;
  quotePath: string;
  versionId: string;
  visitId: string;
  invoiceId: string;
  invoicePath: string;
  customerPath: string;
  siteId: string;
}
const the = {} as Record<Who, Setup>;

async function customerOf(leadId: number) {
  return (await html(`/admin/leads/${leadId}`, cookie())).querySelector('a[href^="/admin/customers/"]')!.getAttribute("href")!;
}

async function hubLinkFor(customerPath: string) {
  const res = await postForm(url(), customerPath, { intent: "hub-link" }, cookie());
  const link = parse(await res.text())
    .querySelector('input[readonly][value*="/c/"]')!
    .getAttribute("value")!;
  return new URL(link).pathname;
}

/** A customer with a sent quote, a visit to come and a sent invoice, made as staff make them. */
async function customerWithRecords(who: Who): Promise<Setup> {
  const request = await postQuote(url(), validQuote({ ...PEOPLE[who], fillTimeMs: 20_000 }));
  expect(request.status).toBe(201);
  const leadId = Number(request.body.reference);
  const { quotePath } = await sendFirstQuote(url(), cookie(), leadId, who === "aroha" ? BUILDER_DRAFT : PLAIN_DRAFT);
  const job = (await postForm(url(), `/admin/leads/${leadId}`, { intent: "new-job", title: `Gutters for ${who}` }, cookie())).headers.get(
    "location",
  )!;
  const visit = { intent: "add-visit", day: VISIT_DAY, timing: "fixed", start: "09:00", end: "11:00", instructions: "" };
  expect((await postForm(url(), job, visit, cookie())).status).toBe(200);
  const invoicePath = (await postForm(url(), job, { intent: "new-invoice" }, cookie())).headers.get("location")!;
  const line = {
    intent: "line",
    lineIndex: "",
    description: `Work for ${who}`,
    quantity: "1",
    unitPrice: who === "aroha" ? "230.00" : "410.50",
  };
  expect((await postForm(url(), invoicePath, line, cookie())).status).toBe(200);
  expect((await postForm(url(), invoicePath, { intent: "send" }, cookie())).status).toBe(200);
  const customerPath = await customerOf(leadId);
  const hub = await hubLinkFor(customerPath);
  const page = await html(hub);
  const value = (selector: string) => page.querySelector(selector)!.getAttribute("value")!;
  return {
    hub,
    leadId,
    jobPath: job,
    quotePath,
    customerPath,
    invoicePath,
    versionId: value('form input[name="intent"][value="accept-quote"] ~ input[name="versionId"]'),
    visitId: value('form input[name="intent"][value="confirm-visit"] ~ input[name="visitId"]'),
    invoiceId: value('form input[name="intent"][value="pay-invoice"] ~ input[name="invoiceId"]'),
    siteId: value('form input[name="intent"][value="site-notes"] ~ input[name="siteId"]'),
  };
}

const section = (page: HTMLElement, id: string) => page.querySelector(`#${id}`)?.closest("section")?.text ?? "";

describe("the customer's hub, acting in place", () => {
  it("shows each customer their own quote waiting, visit coming and invoice owing, and no one else's", async () => {
    the.aroha = await customerWithRecords("aroha");
    the.ben = await customerWithRecords("ben");
    const [aroha, ben] = [await html(the.aroha.hub), await html(the.ben.hub)];
    expect(section(aroha, "hub-open-quotes")).toContain("Q-000001: ");
    expect(section(ben, "hub-open-quotes")).toContain("Q-000002: ");
    expect(section(aroha, "hub-open-quotes")).not.toContain("Q-000002");
    expect(section(aroha, "hub-coming-visits")).toContain("4 Lake Road");
    expect(section(aroha, "hub-coming-visits")).not.toContain("Great North Road");
    expect(section(aroha, "hub-owing")).toContain("$230.00 owing");
    expect(section(ben, "hub-owing")).toContain("$410.50 owing");
    expect(section(aroha, "hub-owing")).not.toContain("410.50");
    // Aroha's quote has an optional item: the way to choose it is the quote's own page; Ben's has none.
    expect(aroha.querySelector('input[name="intent"][value="open-quote"]')).not.toBeNull();
    expect(ben.querySelector('input[name="intent"][value="open-quote"]')).toBeNull();
    for (const key of ["versionId", "visitId", "invoiceId", "siteId"] as const) expect(the.aroha[key]).not.toBe(the.ben[key]);
  });

  it("answers another customer's quote, visit, invoice or address posted through the hub with a 404, changing nothing", async () => {
    const through = (form: Record<string, string>) => hubPost(the.aroha.hub, form);
    const sessionsBefore = stripe.fake.sessions.size;
    const refused: Record<string, string>[] = [
      { intent: "accept-quote", versionId: the.ben.versionId, name: "Aroha Actions", agree: "yes" },
      { intent: "open-quote", versionId: the.ben.versionId },
      { intent: "confirm-visit", visitId: the.ben.visitId },
      { intent: "change-visit", visitId: the.ben.visitId, message: "Later please" },
      { intent: "pay-invoice", invoiceId: the.ben.invoiceId, amount: "410.50" },
      { intent: "site-notes", siteId: the.ben.siteId, accessNotes: "Gate 1234" },
      { intent: "open-review", jobId: the.ben.jobPath.split("/").at(-1)! },
      // Ids of nothing at all answer the same.
      { intent: "accept-quote", versionId: "999999", name: "Aroha Actions", agree: "yes" },
      { intent: "confirm-visit", visitId: "2147483647" },
      { intent: "pay-invoice", invoiceId: "999999", amount: "1.00" },
      { intent: "open-review", jobId: "999999" },
    ];
    for (const form of refused) {
      const res = await through(form);
      expect(res.status, JSON.stringify(form)).toBe(404);
      expect(res.headers.get("location"), JSON.stringify(form)).toBeNull();
    }
    expect(stripe.fake.sessions.size).toBe(sessionsBefore);
    const ben = await html(the.ben.hub);
    expect(section(ben, "hub-open-quotes")).toContain("Q-000002");
    expect(section(ben, "hub-coming-visits")).not.toContain("You confirmed this time");
    expect((await html(the.ben.quotePath, cookie())).text).not.toMatch(/Accepted by/);
    expect((await html(the.ben.customerPath, cookie())).text).not.toContain("Gate 1234");
  });

  it("refuses bad input with a clear 4xx and stores nothing", async () => {
    const NUL = "\u0000";
    const cases: Record<string, string>[] = [
      { intent: "accept-quote", versionId: "abc", name: "Aroha Actions", agree: "yes" },
      { intent: "accept-quote", versionId: "0", name: "Aroha Actions", agree: "yes" },
      { intent: "accept-quote", versionId: "99999999999", name: "Aroha Actions", agree: "yes" },
      { intent: "accept-quote", versionId: the.aroha.versionId, name: `Aroha${NUL}`, agree: "yes" },
      { intent: "accept-quote", versionId: the.aroha.versionId, name: "Aroha Actions" },
      { intent: "change-visit", visitId: the.aroha.visitId, message: "" },
      { intent: "change-visit", visitId: the.aroha.visitId, message: "x".repeat(1001) },
      { intent: "confirm-visit", visitId: "-1" },
      { intent: "pay-invoice", invoiceId: the.aroha.invoiceId, amount: "0" },
      { intent: "pay-invoice", invoiceId: the.aroha.invoiceId, amount: "lots" },
      { intent: "details", email: "not-an-email", phone: "021 555 0499", contactPreference: "email" },
      { intent: "details", email: "aroha.new@example.co.nz", phone: "12", contactPreference: "email" },
      { intent: "details", email: "aroha.new@example.co.nz", phone: "021 555 0499", contactPreference: "pigeon" },
      { intent: "details", email: `aroha${NUL}@example.co.nz`, phone: "021 555 0499", contactPreference: "text" },
      { intent: "site-notes", siteId: the.aroha.siteId, accessNotes: "x".repeat(1001) },
      { intent: "site-notes", siteId: "abc", accessNotes: "Gate" },
      { intent: "open-review" },
      { intent: "open-review", jobId: "abc" },
      { intent: "open-review", jobId: "0" },
      { intent: "open-review", jobId: "99999999999" },
      { intent: "open-review", jobId: `1${NUL}` },
      { intent: "no-such-thing" },
    ];
    for (const form of cases) {
      const res = await hubPost(the.aroha.hub, form);
      expect(res.status, JSON.stringify(form).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(form).slice(0, 120)).toBeLessThan(500);
      expect(res.headers.get("location"), JSON.stringify(form).slice(0, 120)).toBeNull();
    }
    const json = await fetch(`${url()}${the.aroha.hub}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url(), ...from() },
      body: JSON.stringify({ intent: "confirm-visit", visitId: the.aroha.visitId }),
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    const huge = await hubPost(the.aroha.hub, {
      intent: "change-visit",
      visitId: the.aroha.visitId,
      message: "x".repeat(3_000_000),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const aroha = await html(the.aroha.hub);
    expect(section(aroha, "hub-open-quotes")).toContain("Q-000001");
    expect(section(aroha, "hub-coming-visits")).not.toContain("You confirmed this time");
    expect((await html(the.aroha.customerPath, cookie())).text).not.toContain("aroha.new@example.co.nz");
    expect(stripe.fake.sessions.size).toBe(0);
  });

  it("accepts the customer's own quote, seen by the office on the quote's page, and a second accept is not stored twice", async () => {
    const accept = { intent: "accept-quote", versionId: the.aroha.versionId, name: "Aroha Actions", agree: "yes" };
    const res = await hubPost(the.aroha.hub, accept);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("your acceptance of quote Q-000001 is recorded");
    const office = await html(the.aroha.quotePath, cookie());
    expect(office.text).toMatch(/Accepted/);
    expect(office.text).toContain("Aroha Actions");
    const again = await hubPost(the.aroha.hub, accept);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("You have already accepted quote Q-000001");
    const hub = await html(the.aroha.hub);
    expect(hub.querySelector("#hub-open-quotes")).toBeNull();
    expect(section(hub, "hub-quotes")).toMatch(/Q-000001[\s\S]*Accepted/);
    // Ben's quote is still waiting for him.
    expect(section(await html(the.ben.hub), "hub-open-quotes")).toContain("Q-000002");
  });

  it("sends the customer to their quote's own page to choose optional items, through a post", async () => {
    const res = await hubPost(the.ben.hub, { intent: "open-quote", versionId: the.ben.versionId });
    expect(res.status).toBe(302);
    const to = res.headers.get("location")!;
    expect(to).toMatch(/^\/q\/[A-Za-z0-9_-]{43}$/);
    expect((await open(`${to}`)).status).toBe(200);
  });

  it("confirms a visit's time and passes on a request to change it, as the booking's own page does", async () => {
    const confirmed = await hubPost(the.aroha.hub, { intent: "confirm-visit", visitId: the.aroha.visitId });
    expect(confirmed.status).toBe(200);
    expect(section(await html(the.aroha.hub), "hub-coming-visits")).toContain("You confirmed this time");
    const change = await hubPost(the.ben.hub, {
      intent: "change-visit",
      visitId: the.ben.visitId,
      message: "Could it be a Friday?",
    });
    expect(change.status).toBe(200);
    expect(await change.text()).toContain("will be in touch to agree a new time");
    expect((await html(the.ben.jobPath, cookie())).text).toContain("Could it be a Friday?");
    expect((await html(the.aroha.jobPath, cookie())).text).toContain("The customer confirmed the time");
    expect(section(await html(the.ben.hub), "hub-coming-visits")).not.toContain("You confirmed this time");
  });

  it("opens Stripe's payment page for the customer's own invoice, coming back to their hub", async () => {
    const res = await hubPost(the.aroha.hub, { intent: "pay-invoice", invoiceId: the.aroha.invoiceId, amount: "100.00" });
    expect(res.status).toBe(302);
    const session = [...stripe.fake.sessions.values()].at(-1)!;
    expect(res.headers.get("location")).toBe(session.url);
    expect(session.amount_total).toBe(10_000);
    expect(session.success_url).toContain(`${the.aroha.hub}?invoice=${the.aroha.invoiceId}&card=done`);
    // Back from Stripe's page: only that invoice says its payment is being confirmed, and no second payment is offered for it.
    const back = new URL(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    const owing = (await html(`${back.pathname}${back.search}`)).querySelectorAll("#hub-owing ~ ul > li");
    const arohaInvoice = owing.find((li) => li.querySelector('input[name="invoiceId"]') === null);
    expect(arohaInvoice?.text).toContain("Your card payment is being confirmed");
    expect(owing).toHaveLength(1);
    const left = await html(`${the.aroha.hub}?invoice=${the.aroha.invoiceId}&card=left`);
    expect(section(left, "hub-owing")).toContain("You left the card payment page, so nothing was charged.");
    expect(section(await html(`${the.aroha.hub}?invoice=${the.ben.invoiceId}&card=left`), "hub-owing")).not.toContain("You left");
  });

  it("changes the customer's email, phone and preference and a site's access notes through the customers feature", async () => {
    const details = { intent: "details", email: "aroha.new@example.co.nz", phone: "022 333 4444", contactPreference: "both" };
    const res = await hubPost(the.aroha.hub, details);
    expect(res.status).toBe(200);
    const hub = await html(the.aroha.hub);
    expect(hub.querySelector("#details-email")!.getAttribute("value")).toBe("aroha.new@example.co.nz");
    expect(hub.querySelector("#details-phone")!.getAttribute("value")).toBe("022 333 4444");
    expect(hub.querySelector('input[name="contactPreference"][value="both"]')!.hasAttribute("checked")).toBe(true);
    // Ben's email is his: refused beside the field, and nothing of the change is stored.
    const taken = await hubPost(the.aroha.hub, { ...details, email: PEOPLE.ben.email, phone: "022 999 8888" });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("on another of our customer records");
    const notes = await hubPost(the.aroha.hub, {
      intent: "site-notes",
      siteId: the.aroha.siteId,
      accessNotes: "Gate code 4321; friendly dog",
    });
    expect(notes.status).toBe(200);
    const office = (await html(the.aroha.customerPath, cookie())).text;
    expect(office).toContain("aroha.new@example.co.nz");
    expect(office).toContain("022 333 4444");
    expect(office).not.toContain("022 999 8888");
    expect(office).toContain("Gate code 4321; friendly dog");
    const audit = (await html("/admin/audit", cookie())).text;
    expect(audit).toContain("Aroha Actions (customer, own page)");
    expect((await html(the.ben.customerPath, cookie())).text).not.toContain("Gate code 4321");
  });

  it("downloads what we hold about the customer as JSON and PDF, privately, theirs only", async () => {
    const json = await open(`${the.aroha.hub}/records.json`);
    expect(json.status).toBe(200);
    expect(json.headers.get("cache-control")).toContain("no-store");
    expect(json.headers.get("x-robots-tag")).toContain("noindex");
    expect(json.headers.get("content-disposition")).toContain("attachment");
    const held = (await json.json()) as {
      customer: { name: string };
      contacts: { value: string }[];
      addresses: { accessNotes: string }[];
      quotes: { label: string }[];
    };
    expect(held.customer.name).toBe("Aroha Actions");
    expect(held.contacts.map((c) => c.value)).toContain("aroha.new@example.co.nz");
    expect(held.addresses[0].accessNotes).toBe("Gate code 4321; friendly dog");
    expect(held.quotes.map((q) => q.label)).toEqual(["Q-000001"]);
    expect(JSON.stringify(held)).not.toContain("Ben Actions");
    const pdf = await open(`${the.ben.hub}/records.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    for (const path of [`${the.aroha.hub}x/records.json`, "/c/not-a-token/records.pdf"])
      expect((await open(`${path}`)).status, path).toBe(404);
  });

  it("is a 404 once the customer is deleted", async () => {
    const request = await postQuote(
      url(),
      validQuote({ name: "Cai Gone", email: "cai.gone@example.co.nz", phone: "021 555 0403", fillTimeMs: 20_000 }),
    );
    const leadId = Number(request.body.reference);
    const hub = await hubLinkFor(await customerOf(leadId));
    expect((await open(`${hub}`)).status).toBe(200);
    expect((await postForm(url(), `/admin/leads/${leadId}`, { intent: "delete", confirm: "delete" }, cookie())).status).toBe(302);
    for (const path of [hub, `${hub}/records.json`, `${hub}/records.pdf`]) expect((await open(`${path}`)).status, path).toBe(404);
    expect((await hubPost(hub, { intent: "confirm-visit", visitId: the.aroha.visitId })).status).toBe(404);
  });
});

describe("leaving a review from the hub", () => {
  /** Each customer's second job, its one visit done and its review request sent now: the job's id. */
  const reviewJob = {} as Record<Who, string>;
  const leaveReview = (who: Who) => ({ intent: "open-review", jobId: reviewJob[who] });
  /** The jobs the hub offers "Leave a review" for. */
  const offered = async (hub: string) =>
    (await html(hub))
      .querySelectorAll('form input[name="intent"][value="open-review"] ~ input[name="jobId"]')
      .map((input) => input.getAttribute("value"));

  async function jobAskedForReview(who: Who) {
    const job = (
      await postForm(url(), `/admin/leads/${the[who].leadId}`, { intent: "new-job", title: `Fence for ${who}` }, cookie())
    ).headers.get("location")!;
    const visit = { intent: "add-visit", day: VISIT_DAY, timing: "fixed", start: "13:00", end: "14:00", instructions: "" };
    expect((await postForm(url(), job, visit, cookie())).status).toBe(200);
    const visitId = (await html(job, cookie())).querySelector('input[name="visitId"]')!.getAttribute("value")!;
    expect((await postForm(url(), job, { intent: "visit-status", visitId, status: "done" }, cookie())).status).toBe(200);
    // The job.done event is handled in the background: ask until its request is queued.
    for (let tries = 0; (await postForm(url(), job, { intent: "ask-review" }, cookie())).status !== 200; tries += 1) {
      if (tries > 300) throw new Error("the review request was never queued");
      await new Promise((r) => setTimeout(r, 100));
    }
    return job.split("/").at(-1)!;
  }

  it("offers each customer “Leave a review” for their own job once its request went, and none before", async () => {
    expect(await offered(the.aroha.hub)).toEqual([]);
    reviewJob.aroha = await jobAskedForReview("aroha");
    reviewJob.ben = await jobAskedForReview("ben");
    await expect.poll(() => offered(the.aroha.hub)).toEqual([reviewJob.aroha]);
    await expect.poll(() => offered(the.ben.hub)).toEqual([reviewJob.ben]);
    expect(section(await html(the.aroha.hub), "hub-reviews")).toMatch(/Fence for aroha\. How did we do\?/);
  });

  it("opens the review form of the customer's own job by a post: a 303 to a new link of its own", async () => {
    const res = await hubPost(the.aroha.hub, leaveReview("aroha"));
    expect(res.status).toBe(303);
    const to = res.headers.get("location")!;
    expect(to).toMatch(/^\/r\/[A-Za-z0-9_-]{43}$/);
    const form = await open(to);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toContain("no-store");
    expect(form.headers.get("x-robots-tag")).toContain("noindex");
    const page = parse(await form.text());
    expect(page.querySelector('input[name="intent"][value="review"]')).not.toBeNull();
    expect(page.text).toContain("Fence for aroha");
    // Each press makes a link of its own.
    const again = await hubPost(the.aroha.hub, leaveReview("aroha"));
    expect(again.headers.get("location")).not.toBe(to);
  });

  it("refuses another customer's job with a 404, and a GET with the same fields opens nothing", async () => {
    const other = await hubPost(the.aroha.hub, leaveReview("ben"));
    expect(other.status).toBe(404);
    expect(other.headers.get("location")).toBeNull();
    expect(await other.text()).not.toContain("/r/");
    const read = await open(`${the.aroha.hub}?intent=open-review&jobId=${reviewJob.aroha}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("location")).toBeNull();
    expect(await read.text()).not.toMatch(/\/r\/[A-Za-z0-9_-]{43}/);
    // Ben's job still waits for his review, on his page only.
    expect(await offered(the.ben.hub)).toEqual([reviewJob.ben]);
  });

  it("takes the review on its form, after which the hub lists it and offers the form no more", async () => {
    const to = (await hubPost(the.ben.hub, leaveReview("ben"))).headers.get("location")!;
    const body = new FormData();
    for (const [name, value] of Object.entries({
      intent: "review",
      rating: "5",
      text: "Tidy work.",
      firstName: "Ben",
      suburb: "Henderson",
      consent: "yes",
    }))
      body.set(name, value);
    const sent = await fetch(`${url()}${to}`, { method: "POST", redirect: "manual", headers: { origin: url(), ...from() }, body });
    expect(sent.status).toBe(200);
    const hub = await html(the.ben.hub);
    expect(await offered(the.ben.hub)).toEqual([]);
    expect(section(hub, "hub-reviews")).toContain("5 stars");
    expect(await offered(the.aroha.hub)).toEqual([reviewJob.aroha]);
  });
});
