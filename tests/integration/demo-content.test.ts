import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { isBusinessDay } from "~/lib/business-days";
import { addDays, todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { useStaffServer } from "../helpers/suite";

/*
 * The demo content a fresh `npm start` shows (SEED_DEMO_LEADS, on by default): requests filed
 * under customers, a repeat flagged as a possible duplicate, a phone enquiry and campaigns in
 * the figures, so every part of the leads workspace has something to show.
 */
const PASSWORD = "demo-content-password-1";
const USERS = { manager: { email: "mia@demo.test", name: "Mia Manager", role: "manager" as const } };
const { cookies, url } = useStaffServer(USERS, PASSWORD, () => ({ SEED_DEMO_LEADS: "true" }));

const page = async (path: string) => parse(await (await get(`${url()}${path}`, cookies.manager)).text());

describe("demo requests", () => {
  it("files them under customers, flags the repeat, and fills the figures", async () => {
    const leads = await page("/admin/leads?status=all&per=100");
    // Seven requests, and the two past customers whose jobs are in the gallery.
    expect(leads.querySelectorAll("tbody a[href^='/admin/leads/']").length).toBe(9);

    const customers = await page("/admin/customers");
    const aroha = customers.querySelectorAll("tbody tr").find((row) => row.text.includes("Aroha Ngata"));
    expect(aroha?.text).toContain("2");
    const customerPage = await page(aroha!.querySelector("a")!.getAttribute("href")!);
    const requests = customerPage.querySelectorAll("a[href^='/admin/leads/']").map((a) => a.getAttribute("href")!);
    expect(requests).toHaveLength(2);
    expect(customerPage.text).toContain("possible duplicate of #");

    const flagged = await page(requests[0]);
    expect(flagged.querySelector('[data-testid="possible-duplicate"]')?.text).toContain("Possible duplicate");

    const dashboard = await page("/admin/figures");
    const bySource = dashboard.querySelectorAll("table").find((t) => t.querySelector("caption")?.text.startsWith("Leads by source"));
    const rows = bySource?.querySelectorAll("tbody tr").map((row) => row.querySelectorAll("td").map((cell) => cell.text.trim())) ?? [];
    // Each cell starts with its column's name, hidden on wide screens (the table's phone cards show it).
    expect(rows).toContainEqual([
      "google",
      "Campaignspring",
      "Leads3",
      "Contacted1 (33 %)",
      "Quoted1 (33 %)",
      "Won1 (33 %)",
      "Won value$480.00",
    ]);
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining(["facebook", "nzherald.co.nz", "phone", "direct"]));
  });

  it("include quotes: one accepted, one out with the customer, one draft proposing a plan", async () => {
    const quotes = await page("/admin/quotes");
    const rows = quotes.querySelectorAll("tbody tr").map((row) => row.text);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.includes("Aroha Ngata"))).toContain("Accepted");
    expect(rows.find((r) => r.includes("Ben Walker"))).toContain("Sent");
    expect(rows.find((r) => r.includes("Chloe Liu"))).toContain("Draft");
    const chloesQuote = quotes.querySelectorAll("tbody tr").find((row) => row.text.includes("Chloe Liu"))!;
    const draft = await page(chloesQuote.querySelector("a[href^='/admin/quotes/']")!.getAttribute("href")!);
    expect(draft.text).toContain("Every 6 months");
    const dashboard = await page("/admin/figures");
    expect(dashboard.querySelector("#quote-figures")?.parentNode?.text).toMatch(/Quotes sent\s*2/);
  });

  it("include jobs: the accepted quote's, booked with a tradie, small ones to schedule, two done, two of plans, Ben's downpipe; and a site visit", async () => {
    const jobs = await page("/admin/jobs");
    const rows = jobs.querySelectorAll("tbody tr").map((row) => row.text);
    expect(rows).toHaveLength(8);
    expect(rows.find((r) => r.includes("Downpipe repair"))).toContain("Ben Walker");
    expect(rows.filter((r) => r.includes("Gutters every three months") || r.includes("House wash twice a year"))).toHaveLength(2);
    expect(rows.filter((r) => r.includes("Done"))).toHaveLength(2);
    expect(rows.find((r) => r.includes("Aroha Ngata"))).toContain("Scheduled");
    expect(rows.find((r) => r.includes("Hemi Parata"))).toContain("To schedule");
    expect(rows.find((r) => r.includes("Isla Brown"))).toContain("To schedule");
    let day = addDays(todayInAuckland(), 1);
    while (!isBusinessDay(day)) day = addDays(day, 1);
    const schedule = await page(`/admin/schedule?view=month&day=${day}`);
    expect(schedule.text).toMatch(/2 visits/);
    const chloe = await page(
      (await page("/admin/leads?q=chloe.liu%40example.co.nz")).querySelector("tbody a[href^='/admin/leads/']")!.getAttribute("href")!,
    );
    expect(chloe.text).toContain("Site visits to quote");
    expect(chloe.text).toMatch(/arriving 1–3 pm/);
  });

  it("include invoices: a paid deposit, a draft with it taken off, an overdue one, a paid one, the done jobs' drafts and one owing", async () => {
    const invoices = await page("/admin/invoices");
    const rows = invoices.querySelectorAll("tbody tr").map((row) => row.text);
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.includes("INV-000007"))).toMatch(/Ben Walker[\s\S]*\$149\.50/);
    expect(rows.filter((r) => /INV-00000[56]/.test(r) && r.includes("Draft"))).toHaveLength(2);
    expect(rows.find((r) => r.includes("INV-000001"))).toMatch(/Deposit invoice[\s\S]*Paid/);
    expect(rows.find((r) => r.includes("INV-000002"))).toContain("Draft");
    expect(rows.find((r) => r.includes("INV-000003"))).toContain("Overdue");
    expect(rows.find((r) => r.includes("INV-000004"))).toContain("Paid");
    const draft = await page("/admin/invoices/2");
    expect(draft.text).toContain("Less deposit, invoice INV-000001 (paid)");
    expect(draft.text).toContain("GST number 49-091-850");
  });

  it("include a deposit paid by card through Stripe, on its job too, and the payout that carried it", async () => {
    const deposit = await page("/admin/invoices/1");
    expect(deposit.text).toMatch(/received by card: paid in full/);
    const job = await page(
      (await page("/admin/jobs"))
        .querySelectorAll("tbody tr")
        .find((r) => r.text.includes("Aroha Ngata"))!
        .querySelector("a")!
        .getAttribute("href")!,
    );
    expect(job.text).toContain("Deposit paid");
    const payments = await page("/admin/payments");
    const tables = payments.querySelectorAll("table");
    const paid = tables.find((t) => t.text.includes("INV-000001"))!;
    // Stripe's fee is known, and the payout that brought the rest to the bank adds up.
    expect(paid.text).not.toContain("Not known yet");
    expect(paid.text).toContain("po_demo_1");
    expect(tables.find((t) => t.querySelector("caption")?.text === "Stripe payouts")?.text).toMatch(/po_demo_1[\s\S]*1 payment[\s\S]*Yes/);

    // MYOB takes the card payment as a Receive Payment, and Stripe's fee and the payout as Spend Money from the
    // clearing account: one record each, each ended by a blank line.
    const download = async (name: string) => {
      const href = payments
        .querySelectorAll("a")
        .find((a) => a.text.includes(name))!
        .getAttribute("href")!
        .replaceAll("&amp;", "&");
      return (await (await get(`${url()}${href}`, cookies.manager)).text()).split("\r\n");
    };
    const received = await download("MYOB AccountRight: customer payments");
    expect(received[0]).toBe("Co./Last Name,Deposit Account #,Receipt Date,Invoice #,Amount Applied,Memo,Payment Method");
    expect(received.slice(1)).toEqual([
      expect.stringMatching(/^Aroha Ngata,STRIPE,\d\d\/\d\d\/\d{4},INV-000001,[\d.]+,Card payment pi_/),
      "",
      "",
    ]);
    const spent = await download("MYOB AccountRight: Stripe's fees and payouts");
    expect(spent[0]).toBe("Cheque Account,Cheque #,Date,Inclusive,Co./Last Name,Memo,Allocation Account #,Amount,GST Code");
    expect(spent.slice(1)).toEqual([
      expect.stringMatching(/^STRIPE,,\d\d\/\d\d\/\d{4},X,Stripe,Stripe fee on INV-000001 \(pi_\w+\),404,[\d.]+,N-T$/),
      "",
      expect.stringMatching(/^STRIPE,,\d\d\/\d\d\/\d{4},X,Stripe,Stripe payout po_demo_1,090,[\d.]+,N-T$/),
      "",
      "",
    ]);
  });

  it("include two maintenance plans with their first visits booked", async () => {
    const plans = await page("/admin/plans");
    const rows = plans
      .querySelectorAll("tbody tr")
      .filter((r) => r.querySelector("a[href^='/admin/plans/']"))
      .map((r) => r.text);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.includes("Gutters every three months"))).toContain("Ben Walker");
    expect(rows.find((r) => r.includes("House wash twice a year"))).toContain("Chloe Liu");
  });

  it("include texts: a reply thread filed on Aroha's job, and Messages saying texting is off", async () => {
    const messages = await page("/admin/messages");
    expect(messages.text).toContain("Texting is off");
    expect(messages.text).toContain("Kia ora, can the tradie park in the driveway?");
    expect(messages.text).toContain("Great, thanks!");
    expect(messages.text).toContain("Harbourside Property Maintenance: Yes, the driveway is perfect.");
    expect(messages.text).toMatch(/Replies\s*\(2 unread\)/);
    expect(messages.text).toContain("Text from staff · to 021 555 0142");
    const job = await page(
      (await page("/admin/jobs"))
        .querySelectorAll("tbody tr")
        .find((r) => r.text.includes("Aroha Ngata"))!
        .querySelector("a")!
        .getAttribute("href")!,
    );
    expect(job.text).toContain("Text from the customer: “Kia ora, can the tradie park in the driveway? The street is busy.”");
    const dashboard = await page("/admin/figures");
    expect(dashboard.text).toContain("2 unread texts from customers");
    expect(dashboard.querySelector('[data-testid="texts-this-month"]')?.text).toMatch(/^0 texts sent, 0 segments, about \$0\.00/);
    // The sidebar says so on every page, until they are read.
    const sidebarMessages = async () =>
      (await page("/admin/customers")).querySelector('nav[aria-label="Admin"] a[href="/admin/messages"]')!.text;
    expect(await sidebarMessages()).toBe("Messages2 unread");
    expect((await postForm(url(), "/admin/messages", { intent: "mark-read" }, cookies.manager)).status).toBe(200);
    expect(await sidebarMessages()).toBe("Messages");
  });

  it("send the overdue invoice's customer one overdue reminder, not one of each reminder at once", async () => {
    // Both of its reminders (1 and 7 days after the due date) were due at the first start.
    const reminders = async () =>
      (await page("/admin/invoices/3")).querySelectorAll("li").filter((li) => li.text.includes("Overdue reminder sent")).length;
    await expect.poll(reminders, { timeout: 20_000 }).toBeGreaterThan(0);
    // Give the job runner (a 2 s poll) time to have sent a second one, had it been going to.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await reminders()).toBe(1);
  });

  it("include 1,247 imported reviews averaging 4.9, so the site's figures come from them", async () => {
    const home = await page("/");
    expect(home.text).toContain("Rated 4.9 from 1,247 Auckland reviews");
    const reviews = await page("/reviews");
    expect(reviews.text).toMatch(/4\.9\s*out of 5 from 1,247 reviews/);
    // Every rating shows: the low ones are on the pages too.
    let ones = 0;
    for (let n = 1; n <= 63 && ones === 0; n += 1)
      ones = (await page(`/reviews?page=${n}`)).querySelectorAll('[role="img"][aria-label="1 out of 5 stars"]').length;
    expect(ones).toBeGreaterThan(0);
  });

  it("include two gallery projects from done jobs, with their before and after photos, on /projects and their service pages", async () => {
    const gallery = await page("/projects");
    const cards = gallery.querySelectorAll("article");
    expect(cards.map((c) => c.querySelector("h3")?.text)).toEqual(["Gutter clean and downpipe clear", "Villa weatherboard repaint"]);
    for (const card of cards) {
      const photos = card.querySelectorAll("picture img");
      expect(photos).toHaveLength(2);
      const image = await get(`${url()}${photos[1].getAttribute("src")}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toMatch(/^image\//);
    }
    expect((await page("/painting")).text).toContain("Villa weatherboard repaint");
    expect((await page("/north-shore")).text).toContain("Gutter clean and downpipe clear");
    const projects = await page("/admin/projects");
    expect(projects.querySelectorAll("tbody tr").map((r) => r.text)).toEqual([
      expect.stringContaining("Shown"),
      expect.stringContaining("Shown"),
    ]);
  });
});
