import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInAuckland } from "~/lib/clock";
import { get, postForm } from "../helpers/auth";
import { bookVisitTheTradieAccepts, jobLinkIn } from "../helpers/crew";
import { postQuote, validQuote } from "../helpers/quote";
import { mailsTo } from "../helpers/smtp";
import { sendFirstQuote } from "../helpers/staff-quotes";
import { expectNoErrorsLogged, useStaffServerWithMail } from "../helpers/suite";

/*
 * Job costing over HTTP (docs/decisions/0216): the cost rate is set by an administrator only and
 * never reaches a customer's page or the tradie's portal; materials come from the tradie's visit
 * (with a receipt photo) and the staff job page; bad input on either form is a 4xx that stores nothing.
 */
const PASSWORD = "job-costing-http-1";
const { staff, mail } = useStaffServerWithMail(
  {
    admin: { email: "admin@job-costing.test", name: "Ana Admin", role: "admin" },
    manager: { email: "manager@job-costing.test", name: "Mika Manager", role: "manager" },
  },
  PASSWORD,
);
const url = () => staff.url();
const admin = () => staff.cookies.admin;
const NUL = "\u0000";
const LONE = "\uD800";
const DAY = addDays(todayInAuckland(), 7);
/** An unusual rate, so finding it anywhere is finding the rate. */
const RATE = "47.35";
const CUSTOMER = "costing@example.co.nz";
let tradie = "";
let jobPath = "";
let quoteToken = "";

async function postMultipart(path: string, fields: Record<string, string | Blob>, cookie: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return fetch(`${url()}${path}`, { method: "POST", headers: { origin: url(), cookie }, body, redirect: "manual" });
}

const receipt = async (colour: string) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    {
      type: "image/jpeg",
    },
  );

beforeAll(async () => {
  expect((await postQuote(url(), validQuote({ email: CUSTOMER, fillTimeMs: 20_000 }))).status).toBe(201);
  ({ token: quoteToken } = await sendFirstQuote(url(), admin()));
  const booking = { leadId: 1, title: "Costed job", day: DAY, tradieEmail: "aroha.ngata@example.co.nz" };
  ({ job: jobPath, tradieCookie: tradie } = await bookVisitTheTradieAccepts(url(), admin(), mail.smtp, booking));
});

expectNoErrorsLogged(() => staff.seeded.server);

describe("job costing over HTTP", () => {
  it("lets an administrator set a cost rate, not a manager, and refuses bad rates", async () => {
    expect((await postForm(url(), "/admin/tradies/1", { intent: "cost-rate", rate: "12.00" }, staff.cookies.manager)).status).toBe(403);
    for (const rate of ["abc", "-5", "1000.01", "99999999999999", "", `12${NUL}`, `12${LONE}`, "12.345", "1e3"])
      expect((await postForm(url(), "/admin/tradies/1", { intent: "cost-rate", rate }, admin())).status, JSON.stringify(rate)).toBe(400);
    expect((await postMultipart("/admin/tradies/1", { intent: "cost-rate", rate: new Blob(["42"]) }, admin())).status).toBe(400);
    const unset = await (await get(`${url()}/admin/tradies/1`, admin())).text();
    expect(unset).toContain("Not set: this tradie’s time counts nothing");
    expect((await postForm(url(), "/admin/tradies/1", { intent: "cost-rate", rate: RATE }, admin())).status).toBe(200);
    expect(await (await get(`${url()}/admin/tradies/1`, staff.cookies.manager)).text()).toContain(`$${RATE} an hour`);
  });

  it("takes the tradie's material with a receipt photo on their visit, and shows them only their own", async () => {
    const added = await postMultipart(
      "/crew/visits/1",
      { intent: "add-material", item: "", description: "Copper elbow", quantity: "3", unitCost: "4.20", receipt: await receipt("#a52") },
      tradie,
    );
    expect(added.status).toBe(200);
    expect(
      (
        await postForm(
          url(),
          jobPath,
          { intent: "add-material", item: "", description: "Office skip hire", quantity: "1", unitCost: "250" },
          admin(),
        )
      ).status,
    ).toBe(200);
    const card = await (await get(`${url()}/crew/visits/1`, tradie)).text();
    expect(card).toContain("Copper elbow: 3 × $4.20 = $12.60 (receipt kept)");
    expect(card).not.toContain("Office skip hire");
    const job = await (await get(`${url()}${jobPath}`, admin())).text();
    expect(job).toContain("What the job earned");
    expect(job).toContain("Copper elbow");
    expect(job).toContain("Office skip hire");
    // $12.60 + $250.00.
    expect(job).toMatch(/Materials cost<\/dt><dd[^>]*>\$262\.60</);
    const photo = /href="(\/api\/photos\/[0-9a-f-]{36}\/1024\.webp)"/.exec(job)?.[1];
    expect(photo).toBeDefined();
    const served = await get(`${url()}${photo}`, admin());
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    // A receipt is the office's: a 404 for anyone else, so its existence is not given away.
    expect((await get(`${url()}${photo}`)).status).toBe(404);
  });

  it("never shows the cost rate on a customer's pages or in the portal", async () => {
    const [booked] = await mailsTo(mail.smtp, CUSTOMER, /^Your visit is booked/, 1);
    const hubLink = await (await postForm(url(), "/admin/customers/1", { intent: "hub-link" }, admin())).text();
    const hub = new URL(/value="(https?:\/\/[^"]+\/c\/[A-Za-z0-9_-]{43})"/.exec(hubLink)![1]).pathname;
    const pages = [
      ["/crew", tradie],
      ["/crew/visits/1", tradie],
      ["/crew/devices", tradie],
      [`/q/${quoteToken}`, ""],
      [hub, ""],
      [jobLinkIn(booked), ""],
    ];
    for (const [path, cookie] of pages) {
      const res = await get(`${url()}${path}`, cookie);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain(RATE);
      expect(html, path).not.toMatch(/cost rate|cents_per_hour|centsPerHour|What the job earned|margin/i);
    }
  });

  it("refuses bad materials on both forms with a 4xx, storing nothing", async () => {
    const good = { intent: "add-material", item: "", description: "Refused item", quantity: "1", unitCost: "5.00" };
    const bad: Record<string, string>[] = [
      { ...good, description: "" },
      { ...good, description: `Refused${NUL}` },
      { ...good, description: `Refused${LONE}` },
      { ...good, description: "Refused ".repeat(40) },
      { ...good, item: "abc" },
      { ...good, item: "999999" },
      { ...good, item: "-1" },
      { ...good, quantity: "0" },
      { ...good, quantity: "-2" },
      { ...good, quantity: "1e3" },
      { ...good, quantity: "NaN" },
      { ...good, quantity: "1.2345" },
      { ...good, quantity: "1000000" },
      { ...good, unitCost: "-1.00" },
      { ...good, unitCost: "abc" },
      { ...good, unitCost: "99999999999999" },
      { ...good, unitCost: "100000.01" },
      { ...good, unitCost: `5${NUL}` },
      // Each within its own limit, past the limit of a line together.
      { ...good, quantity: "100000", unitCost: "100000.00" },
    ];
    for (const [path, cookie] of [
      ["/crew/visits/1", tradie],
      [jobPath, admin()],
    ] as const) {
      for (const body of bad) {
        const status = (await postForm(url(), path, body, cookie)).status;
        expect(status >= 400 && status < 500, `${path} ${JSON.stringify(body).slice(0, 80)} → ${status}`).toBe(true);
      }
      for (const file of [
        new Blob(["not an image"], { type: "image/jpeg" }),
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], { type: "image/png" }),
      ]) {
        const res = await postMultipart(path, { ...good, receipt: file }, cookie);
        expect(res.status, path).toBe(400);
      }
      expect((await postMultipart(path, { ...good, quantity: new Blob(["1"]) }, cookie)).status, path).toBe(400);
      expect((await postForm(url(), path, { ...good, receipt: "a string, not a file" }, cookie)).status, path).toBe(400);
    }
    // The tradie has no say on the job page, and a manager cannot set a rate through the job page either.
    const asTradie = await postForm(url(), jobPath, good, tradie);
    expect([302, 303]).toContain(asTradie.status);
    expect((await postForm(url(), jobPath, { intent: "cost-rate", rate: "1.00" }, admin())).status).toBe(400);
    expect(await (await get(`${url()}${jobPath}`, admin())).text()).not.toContain("Refused");
    expect(await (await get(`${url()}/crew/visits/1`, tradie)).text()).not.toContain("Refused");
  });
});
