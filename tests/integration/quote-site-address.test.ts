import { parse } from "node-html-parser";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { freePort } from "../helpers/server";
import { mailsTo, startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { sendFirstQuote } from "../helpers/staff-quotes";
import { useStaffServer } from "../helpers/suite";

/*
 * The site's address names its suburb once (issue 40.16): a customer who types the suburb into
 * the address as well ("8 Kohu Road, Titirangi" in Titirangi) read "8 Kohu Road, Titirangi,
 * Titirangi" on their quote, its PDF and their confirmation email; one who does not still gets
 * the suburb added.
 */
let smtp: SmtpCapture;
let smtpPort = 0;
beforeAll(async () => {
  smtpPort = await freePort();
  smtp = await startSmtpCapture(smtpPort);
});
afterAll(() => smtp?.close());

const PASSWORD = "site-address-password-1";
const staff = useStaffServer({ admin: { email: "admin@site-address.test", name: "Ana Admin", role: "admin" } }, PASSWORD, () => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_POLL_MS: "100",
}));
const url = () => staff.url();

const CUSTOMERS = [
  {
    email: "kohu@example.co.nz",
    name: "Wiremu Kohu",
    address: "8 Kohu Road, Titirangi",
    suburb: "Titirangi",
    site: "8 Kohu Road, Titirangi",
  },
  {
    email: "ponsonby@example.co.nz",
    name: "Sina Lee",
    address: "27 Ponsonby Road",
    suburb: "Ponsonby",
    site: "27 Ponsonby Road, Ponsonby",
  },
];

async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++)
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) if ("str" in item) parts.push(item.str);
  return parts.join(" ");
}

describe("the site's address on a quote and its emails", () => {
  it("names the suburb once, whether or not the customer typed it into the address", async () => {
    for (const customer of CUSTOMERS) {
      const res = await postQuote(url(), validQuote({ ...customer, site: undefined, fillTimeMs: 20_000 }));
      expect(res.status).toBe(201);
      const [confirmation] = await mailsTo(smtp, customer.email, /^We have your quote request/, 1);
      expect(confirmation.parsed.text).toContain(customer.site);
      expect(confirmation.parsed.text).not.toMatch(new RegExp(`${customer.suburb},\\s*${customer.suburb}`));

      const { token, quotePath } = await sendFirstQuote(url(), staff.cookies.admin, res.body.reference!);
      const pages = [
        await (await get(`${url()}/q/${token}`)).text(),
        await (await get(`${url()}${quotePath}`, staff.cookies.admin)).text(),
      ].map((html) => parse(html).querySelector("main")!.text.replace(/\s+/g, " "));
      const pdf = await pdfText(await (await get(`${url()}/q/${token}/pdf`)).arrayBuffer());
      for (const text of [...pages, pdf]) {
        expect(text).toContain(customer.site);
        expect(text).not.toMatch(new RegExp(`${customer.suburb},\\s*${customer.suburb}`));
      }
    }
  });
});
