import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { invoiceLinkIn } from "../helpers/invoices";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { useStaffServer } from "../helpers/suite";

/*
 * Invoices, payments, credit notes, the export and the customer's invoice link under bad input
 * (issue 19): wrong types, NUL bytes, amounts out of range, ids out of range, huge and mistyped
 * bodies, case variants of paths. Each answers a clear 4xx, never a 5xx, and stores nothing.
 */
const PASSWORD = "invoices-bad-input-password-1";
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture(await freePort());
});
const staff = useStaffServer({ admin: { email: "admin@invoices-bad-input.test", name: "Ana Admin", role: "admin" } }, PASSWORD, () => ({
  SMTP_URL: smtp.url,
  MAIL_POLL_MS: "100",
}));
const url = () => staff.url();
const admin = () => staff.cookies.admin;
const NUL = "\u0000";
let draftPath = "";
let sentPath = "";
let customerLink = "";

const LINE = { intent: "line", lineIndex: "", description: "Gutter clean", quantity: "1", unitPrice: "150.00" };
const PAYMENT = { intent: "payment", amount: "10.00", paidOn: "2026-01-05", method: "cash", reference: "", sendReceipt: "on" };

async function newInvoice(email: string, lead: number) {
  expect((await postQuote(url(), validQuote({ email, fillTimeMs: 20_000 }))).status).toBe(201);
  const job = (await postForm(url(), `/admin/leads/${lead}`, { intent: "new-job", title: "Bad input job" }, admin())).headers.get(
    "location",
  )!;
  return (await postForm(url(), job, { intent: "new-invoice" }, admin())).headers.get("location")!;
}

beforeAll(async () => {
  draftPath = await newInvoice("draft@invoices-bad.test", 1);
  expect((await postForm(url(), draftPath, LINE, admin())).status).toBe(200);
  sentPath = await newInvoice("sent@invoices-bad.test", 2);
  expect((await postForm(url(), sentPath, LINE, admin())).status).toBe(200);
  expect((await postForm(url(), sentPath, { intent: "send" }, admin())).status).toBe(200);
  customerLink = invoiceLinkIn((await mailsTo(smtp, "sent@invoices-bad.test", /^Your invoice/, 1))[0].parsed.text ?? "");
});

afterAll(async () => {
  const output = staff.seeded.server.output();
  expect(output.split("\n").filter((line) => line.includes('"level":50'))).toEqual([]);
  expect(output).not.toContain(customerLink.split("/")[2]);
  await smtp?.close();
});

/** What the staff page shows of an invoice: its lines' descriptions and its payments. */
async function pageOf(path: string) {
  return (await get(url() + path, admin())).text();
}

const form = (path: string, body: string, contentType: string) =>
  fetch(url() + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": contentType, origin: url(), cookie: admin() },
    body,
  });

describe("a draft's lines and details", () => {
  it.each([
    ["a NUL in the description", { description: `Gutter${NUL}` }, /control characters/],
    ["an empty description", { description: " " }, /Say what the line is for/],
    ["a quantity of zero", { quantity: "0" }, /Enter a quantity/],
    ["a quantity with four decimals", { quantity: "1.2345" }, /three decimals at most/],
    ["a quantity that is not a number", { quantity: "lots" }, /Enter a quantity/],
    ["a price that is not money", { unitPrice: "12.345" }, /Enter a unit price/],
    ["a price over a million dollars", { unitPrice: "1000000.01" }, /Enter a unit price/],
    ["a price of nothing", { unitPrice: "0" }, /Enter a unit price/],
    ["a line index out of range", { lineIndex: "2147483648" }, /Choose a line of this invoice/],
  ])("refuses a line with %s and stores nothing", async (_what, change, message) => {
    const before = await pageOf(draftPath);
    const res = await postForm(url(), draftPath, { ...LINE, description: "Never stored", ...change }, admin());
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(message);
    const after = await pageOf(draftPath);
    expect(after).not.toContain("Never stored");
    expect(after.match(/Change line \d/g)).toEqual(before.match(/Change line \d/g));
  });

  it("refuses changing or removing a line that is not there with a 404", async () => {
    expect((await postForm(url(), draftPath, { ...LINE, lineIndex: "7" }, admin())).status).toBe(404);
    expect((await postForm(url(), draftPath, { intent: "remove-line", lineIndex: "7" }, admin())).status).toBe(404);
    expect((await postForm(url(), draftPath, { intent: "remove-line", lineIndex: "-1" }, admin())).status).toBe(400);
  });

  it("refuses details with a NUL, a bad email or a past due date", async () => {
    const details = {
      intent: "details",
      buyerName: "Aroha",
      buyerEmail: "a@example.co.nz",
      buyerPhone: "",
      buyerAddress: "",
      buyerSuburb: "",
      title: "Work",
      note: "",
      dueDate: "",
    };
    for (const change of [
      { buyerName: `Aroha${NUL}` },
      { buyerEmail: "not-an-email" },
      { dueDate: "2001-01-01" },
      { dueDate: "2026-02-30" },
      { title: "" },
    ])
      expect((await postForm(url(), draftPath, { ...details, ...change }, admin())).status, JSON.stringify(change)).toBe(400);
  });

  it("refuses lines on a sent invoice: it is corrected by a credit note", async () => {
    const res = await postForm(url(), sentPath, { ...LINE, description: "Late addition" }, admin());
    expect(res.status).toBe(409);
    expect(await pageOf(sentPath)).not.toContain("Late addition");
  });
});

describe("payments, credits and voids", () => {
  it.each([
    ["an amount over the balance", { amount: "150.01" }, 400],
    ["a negative amount", { amount: "-5.00" }, 400],
    ["an amount that is not money", { amount: "ten" }, 400],
    ["a day in the future", { paidOn: "2999-01-01" }, 400],
    ["a day that does not exist", { paidOn: "2026-13-01" }, 400],
    ["an unknown method", { method: "bitcoin" }, 400],
    ["a NUL in the reference", { reference: `ref${NUL}` }, 400],
  ])("refuses a payment with %s and records nothing", async (_what, change, status) => {
    expect((await postForm(url(), sentPath, { ...PAYMENT, ...change }, admin())).status).toBe(status);
    expect(await pageOf(sentPath)).not.toMatch(/recorded by Ana Admin/);
  });

  it("refuses a payment on a draft, removing a payment that is not there, and a credit on a draft", async () => {
    expect((await postForm(url(), draftPath, PAYMENT, admin())).status).toBe(409);
    expect((await postForm(url(), sentPath, { intent: "remove-payment", paymentId: "2147483648" }, admin())).status).toBe(400);
    expect((await postForm(url(), sentPath, { intent: "remove-payment", paymentId: "99999" }, admin())).status).toBe(404);
    expect((await postForm(url(), draftPath, { intent: "credit", amount: "5.00", reason: "x" }, admin())).status).toBe(409);
    expect((await postForm(url(), sentPath, { intent: "credit", amount: "150.01", reason: "Too much" }, admin())).status).toBe(400);
    expect((await postForm(url(), sentPath, { intent: "void", reason: "" }, admin())).status).toBe(400);
  });

  it("refuses an unknown intent, a huge body and bodies that are not a form", async () => {
    expect((await postForm(url(), sentPath, { intent: "teleport" }, admin())).status).toBe(400);
    expect((await postForm(url(), draftPath, { ...LINE, description: "y".repeat(100_000) }, admin())).status).toBe(413);
    expect((await form(sentPath, JSON.stringify({ intent: "send" }), "application/json")).status).toBe(415);
    expect((await form(sentPath, "intent=send", "text/plain")).status).toBe(415);
  });
});

describe("addresses", () => {
  it.each([
    "/admin/invoices/2147483648",
    "/admin/invoices/99999999999",
    "/admin/invoices/abc",
    "/admin/invoices/0",
    "/admin/invoices/-1",
    "/admin/invoices/99999/pdf",
  ])("answers %s with a 404", async (path) => {
    expect((await get(url() + path, admin())).status).toBe(404);
  });

  it("answers garbage in the list with the page, a NUL search with a 400, and a bad export with a 400", async () => {
    expect((await get(`${url()}/admin/invoices?status=bogus&page=-3&from=2026-02-30`, admin())).status).toBe(200);
    expect((await get(`${url()}/admin/invoices?q=%00`, admin())).status).toBe(400);
    for (const query of [
      "from=2026-02-30&to=2026-03-01",
      "from=2026-03-01&to=2026-01-01",
      "from=2020-01-01&to=2026-01-01",
      "from=%00&to=x",
      "from=2026-01-01&to=2026-01-31&part=0",
      "from=2026-01-01&to=2026-01-31&format=quickbooks",
    ])
      expect((await get(`${url()}/admin/invoices/export.csv?${query}`, admin())).status, query).toBe(400);
    expect((await get(`${url()}/admin/invoices/export?from=2026-03-01&to=2026-01-01`, admin())).status).toBe(200);
    expect((await get(`${url()}/ADMIN/Invoices`, admin())).status).toBe(301);
  });

  it("opens nothing with a wrong token, and changes nothing on a post to the customer's link", async () => {
    for (const path of ["/i/not-a-token", `/i/${"A".repeat(43)}`, `/i/${"A".repeat(43)}/pdf`, `/i/${NUL}`])
      expect((await get(url() + path.replace(NUL, "%00"))).status, path).toBe(404);
    const open = await get(url() + customerLink);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toContain("no-store");
    expect(open.headers.get("x-robots-tag")).toContain("noindex");
    expect(open.headers.get("referrer-policy")).toBe("no-referrer");
    // Its one post is "Pay by card" (docs/decisions/0160): anything else is refused and changes nothing.
    const post = await postForm(url(), customerLink, { intent: "pay" });
    expect(post.status).toBe(400);
  });
});
