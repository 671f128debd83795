import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomerPageLink } from "~/features/customers/page-link.server";
import { requestFrom } from "../helpers/customer-history";
import { startPreparedServer, type PreparedServer } from "../helpers/prepared-server";

/*
 * Issue 45, item 1: a customer's hub link (`/c/{token}`) is rate limited and expires. Two
 * customers each have a fresh link and one made 181 days ago (a link works for 180): the fresh
 * one opens their own page, the old one answers the same 404 as a wrong token, and an address
 * that opens links too often gets a 429 with Retry-After for either customer's link while
 * another address still gets in.
 */
const PEOPLE = [
  { name: "Hana Limits", email: "hana.limits@example.co.nz", phone: "021 555 0611" },
  { name: "Oscar Limits", email: "oscar.limits@example.co.nz", phone: "021 555 0612" },
];
const DAY_MS = 86_400_000;

type Made = Array<{ fresh: string; expired: string; nearlyExpired: string }>;
let s: PreparedServer<Made>;
beforeAll(async () => {
  s = await startPreparedServer(
    async (db) => {
      const made: Made = [];
      for (const person of PEOPLE) {
        const { customerId } = await requestFrom(db, person);
        const path = (link: string) => new URL(link).pathname;
        made.push({
          fresh: path(await newCustomerPageLink(db, customerId)),
          expired: path(await newCustomerPageLink(db, customerId, new Date(Date.now() - 181 * DAY_MS))),
          nearlyExpired: path(await newCustomerPageLink(db, customerId, new Date(Date.now() - 179 * DAY_MS))),
        });
      }
      return made;
      // Each request names its address through a trusted "proxy", as behind the load balancer.
    },
    { TRUSTED_PROXIES: "127.0.0.1" },
  );
});
afterAll(async () => {
  await s?.dispose();
});

const open = (path: string, address: string) => fetch(`${s.server.url}${path}`, { headers: { "x-forwarded-for": address } });

describe("a customer's hub link", () => {
  it("opens each customer's own page until it expires, then answers 404 like a wrong token", async () => {
    for (const [i, links] of s.made.entries()) {
      for (const path of [links.fresh, links.nearlyExpired]) {
        const res = await open(path, `198.51.100.${20 + i}`);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expect(html).toContain(PEOPLE[i].name);
        expect(html).not.toContain(PEOPLE[1 - i].name);
      }
      const expired = await open(links.expired, `198.51.100.${20 + i}`);
      expect(expired.status).toBe(404);
      expect(await expired.text()).not.toContain(PEOPLE[i].name);
    }
  });

  it("answers 429 with Retry-After to an address opening links too often, for either customer, and still opens for another address", async () => {
    const busy = "203.0.113.77";
    const statuses: number[] = [];
    // Sixty opens in ten minutes from one address (abuse/link-opens.server.ts), then refused. The
    // bucket gains one open back every ten seconds, so a slow machine's opens may earn one or two more.
    const started = Date.now();
    for (let n = 0; n < 70 && !statuses.includes(429); n++) statuses.push((await open(s.made[n % 2].fresh, busy)).status);
    const refilled = Math.floor((Date.now() - started) / 10_000);
    const first = statuses.indexOf(429);
    expect(first, JSON.stringify(statuses)).toBeGreaterThanOrEqual(60);
    expect(first, `${refilled} opens back over the run: ${JSON.stringify(statuses)}`).toBeLessThanOrEqual(60 + refilled);
    expect(statuses.slice(0, first).every((status) => status === 200)).toBe(true);
    for (const links of s.made) {
      const refused = await open(links.fresh, busy);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.text()).not.toMatch(/Hana Limits|Oscar Limits/);
    }
    for (const [i, links] of s.made.entries()) {
      const res = await open(links.fresh, "203.0.113.78");
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(PEOPLE[i].name);
    }
  });
});
