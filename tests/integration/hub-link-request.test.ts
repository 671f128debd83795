import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { get, postForm } from "../helpers/auth";
import { postQuote, validQuote } from "../helpers/quote";
import { useTestServerWithMail } from "../helpers/suite";

/*
 * "Send me my link" at /c (issue 45, item 1; docs/decisions/0187). Two customers each ask by
 * their email address (typed in another case, with spaces) and each gets a link that opens their
 * own page, not the other's. An address we do not have gets the same answer and no email. Bad
 * input is a 4xx with nothing sent; the sixth ask from one address in 15 minutes is a 429.
 */
const { suite, mail } = useTestServerWithMail({ QUOTE_MIN_FILL_MS: "0" });
const smtp = () => mail.smtp;
const url = () => suite.server.url;
const ask = (form: Record<string, string>, headers: Record<string, string> = {}) => postForm(url(), "/c", form, "", headers);
const SAME_ANSWER = "If that address is one we have for you, the link to your page is on its way.";

const CUSTOMERS = [
  { name: "Aroha Hubrequest", email: "aroha@hub-request.test", service: "Plumbing" },
  { name: "Tama Hubrequest", email: "tama@hub-request.test", service: "Electrical" },
];

async function pageLinkSentTo(email: string): Promise<string> {
  await expect
    .poll(() =>
      smtp()
        .messages.filter((m) => m.envelopeTo.includes(email))
        .map((m) => m.parsed.subject),
    )
    .toContain("Your page with Harbourside Property Maintenance");
  const mail = smtp().messages.find((m) => m.envelopeTo.includes(email) && m.parsed.subject?.startsWith("Your page"))!;
  return /https?:\/\/\S+\/c\/[A-Za-z0-9_-]{43}/.exec(mail.parsed.text ?? "")![0];
}

describe("asking for the link to one's own page", () => {
  it("shows the form, kept out of search engines and caches", async () => {
    const res = await get(`${url()}/c`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const doc = parse(await res.text());
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    expect(doc.querySelector("label")?.text).toContain("Your email address");
  });

  it("emails each of two customers a link to their own page, whatever case they type", async () => {
    for (const c of CUSTOMERS)
      expect((await postQuote(url(), validQuote({ name: c.name, email: c.email, service: c.service }))).status).toBe(201);
    for (const c of CUSTOMERS) {
      const res = await ask({ email: `  ${c.email.toUpperCase()} ` });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(SAME_ANSWER);
    }
    const [aroha, tama] = [await pageLinkSentTo(CUSTOMERS[0].email), await pageLinkSentTo(CUSTOMERS[1].email)];
    expect(aroha).not.toBe(tama);
    const arohaPage = await (await get(aroha)).text();
    expect(arohaPage).toContain("Kia ora Aroha");
    expect(arohaPage).not.toContain("Tama");
    const tamaPage = await (await get(tama)).text();
    expect(tamaPage).toContain("Kia ora Tama");
    expect(tamaPage).toContain("Electrical");
    expect(tamaPage).not.toContain("Aroha");
  });

  it("answers an address we do not have the same way, and emails no one", async () => {
    const before = smtp().messages.length;
    const res = await ask({ email: "stranger@hub-request.test" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SAME_ANSWER);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp().messages.slice(before)).toEqual([]);
  });

  it("refuses bad input with a 4xx and sends nothing", async () => {
    const before = smtp().messages.length;
    const cases: Array<[Record<string, string>, number]> = [
      [{}, 400],
      [{ email: "" }, 400],
      [{ email: "not-an-address" }, 400],
      [{ email: "aroha@hub-request.test\u0000" }, 400],
      [{ email: "\ud800@hub-request.test" }, 400],
      [{ email: `${"a".repeat(250)}@hub-request.test` }, 400],
      [{ email: "aroha@hub-request.test", intent: "something-else" }, 400],
    ];
    for (const [form, status] of cases) expect((await ask(form)).status, JSON.stringify(form)).toBe(status);
    const json = await fetch(`${url()}/c`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url() },
      body: JSON.stringify({ email: "aroha@hub-request.test" }),
    });
    expect(json.status).toBe(415);
    const huge = await ask({ email: "aroha@hub-request.test", padding: "x".repeat(2_000_000) });
    expect(huge.status).toBe(413);
    const foreign = await postForm(url(), "/c", { email: "aroha@hub-request.test" }, "", { origin: "https://elsewhere.example" });
    expect(foreign.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp().messages.slice(before)).toEqual([]);
  });

  it("says to wait after five asks from one address in 15 minutes", async () => {
    // Three asks so far took tokens; two more pass, the sixth is refused with when to try again.
    for (let i = 0; i < 2; i += 1) expect((await ask({ email: `other${i}@hub-request.test` })).status).toBe(200);
    const refused = await ask({ email: "aroha@hub-request.test" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many links asked for.");
  });
});
