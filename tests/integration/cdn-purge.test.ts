import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../helpers/auth";
import { seededServiceId } from "../helpers/services";
import { useStaffServer } from "../helpers/suite";

/*
 * The CDN purge hook (docs/deploy.md): a change to what public pages show is followed by one
 * POST of the surrogate keys it made stale, from the instance that made it, with the token.
 */
interface Purge {
  authorization: string | undefined;
  body: { surrogateKeys: string[] };
}
const purges: Purge[] = [];
let cdn: Server;
let cdnUrl = "";

beforeAll(async () => {
  cdn = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      purges.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`;
});
afterAll(() => new Promise((resolve) => cdn.close(resolve)));

const PASSWORD = "cdn-purge-password-1";
const { cookies, url } = useStaffServer({ admin: { email: "ari@cdn.test", name: "Ari Admin", role: "admin" as const } }, PASSWORD, () => ({
  CDN_PURGE_URL: cdnUrl,
  CDN_PURGE_TOKEN: "purge-secret",
}));

describe("the CDN purge hook", () => {
  it("asks the CDN to purge every page once when the services change, with its token", async () => {
    expect(purges).toEqual([]);
    const res = await postForm(
      url(),
      "/admin/services-management",
      { intent: "move", id: String(seededServiceId("plumbing")), direction: "up" },
      cookies.admin,
    );
    expect(res.status).toBeLessThan(400);
    await expect.poll(() => purges.length).toBe(1);
    expect(purges[0]).toEqual({ authorization: "Bearer purge-secret", body: { surrogateKeys: ["pages"] } });
  });

  it("sends nothing for a request that changes nothing", async () => {
    const before = purges.length;
    const refused = await postForm(url(), "/admin/services-management", { intent: "move", id: "999", direction: "up" }, cookies.admin);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(purges.length).toBe(before);
  });
});
