import { describe, expect, it } from "vitest";
import { get } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { mailsTo } from "../helpers/smtp";
import { useTestServerWithMail } from "../helpers/suite";

/*
 * Issue 45, item 1: the confirmation of a quote request carries the link to the customer's own
 * page too (docs/decisions/0220), made by the mail worker as it sends it. Two customers each get a
 * link that opens their own page; a request from a stranger's address that a phone match filed
 * under a customer gets none (decision 0187).
 */
const { suite, mail } = useTestServerWithMail({ QUOTE_MIN_FILL_MS: "0" });
const smtp = () => mail.smtp;
const url = () => suite.server.url;

const PAGE_LINK = /https?:\/\/[^\s"<>]+\/c\/[A-Za-z0-9_-]{43}/;
const CONFIRMATION = /^We have your quote request/;
const CUSTOMERS = [
  { name: "Aroha Confirmlink", email: "aroha@confirm-link.test", phone: "021 555 0611", suburb: "Albany", service: "Plumbing" },
  { name: "Tama Confirmlink", email: "tama@confirm-link.test", phone: "021 555 0612", suburb: "Henderson", service: "Electrical" },
];

/** The page links in both parts of the one confirmation to this address (the same link, or none in either). */
async function pageLinkInConfirmation(email: string): Promise<string | undefined> {
  const [mail] = await mailsTo(smtp(), email, CONFIRMATION, 1);
  const [inText, inHtml] = [PAGE_LINK.exec(mail.parsed.text ?? "")?.[0], PAGE_LINK.exec(mail.parsed.html || "")?.[0]];
  expect(inHtml).toBe(inText);
  return inText;
}

describe("the request's confirmation", () => {
  it("links each of two customers to their own page, with their details and not the other's", async () => {
    for (const person of CUSTOMERS) expect((await postQuote(url(), validQuote(person))).status).toBe(201);
    const pages = await Promise.all(CUSTOMERS.map(async (person) => (await get((await pageLinkInConfirmation(person.email))!)).text()));
    expect(pages[0]).not.toBe(pages[1]);
    CUSTOMERS.forEach((person, i) => {
      const other = CUSTOMERS[1 - i];
      expect(pages[i]).toContain(person.name);
      expect(pages[i]).toContain(person.phone);
      expect(pages[i]).not.toContain(other.name);
      expect(pages[i]).not.toContain(other.phone);
    });
    const [mail] = await mailsTo(smtp(), CUSTOMERS[0].email, CONFIRMATION, 1);
    expect(mail.parsed.text).toContain("All your quotes, visits and invoices with us are on your own page");
  });

  it("carries no link for a stranger's address filed under a customer by their phone and name", async () => {
    const stranger = { ...CUSTOMERS[0], email: "mallory@confirm-link.test", suburb: "Papakura" };
    expect((await postQuote(url(), validQuote(stranger))).status).toBe(201);
    const [mail] = await mailsTo(smtp(), stranger.email, CONFIRMATION, 1);
    expect(mail.parsed.text).toContain("We have your request");
    expect(await pageLinkInConfirmation(stranger.email)).toBeUndefined();
  });
});
