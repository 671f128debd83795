import { afterAll, describe, expect, it } from "vitest";
import { SERVER_START_TIMEOUT_MS, startServerWithStaff, type SeededServer } from "../helpers/auth";

/*
 * The README starts the site without PUBLIC_URL, and people open it at http://127.0.0.1:3000
 * as often as at http://localhost:3000. Staff sign-in used to be refused as cross-site there.
 */
const ADMIN = { email: "admin@address.test", password: "address-password-1", role: "admin" as const };
const servers: SeededServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.dispose())));

async function start(env: Record<string, string | undefined>) {
  const seeded = await startServerWithStaff([ADMIN], env);
  servers.push(seeded);
  return seeded;
}

/** The sign-in form posted from the page as a browser at `origin` would. */
const signInFrom = (url: string, origin: string, email = ADMIN.email) =>
  fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ email, password: ADMIN.password }).toString(),
  });

const errorLines = (s: SeededServer) =>
  s.server
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":50'));

describe("the site's address", () => {
  it(
    "with PUBLIC_URL unset, signs staff in at whatever address the site was opened at, and warns at start-up",
    async () => {
      const s = await start({ PUBLIC_URL: undefined });
      const url = s.server.url; // http://127.0.0.1:<port>, while the assumed address is http://localhost:<port>
      expect(s.server.output()).toContain("PUBLIC_URL is not set");
      const res = await signInFrom(url, url);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/admin/dashboard");
      expect(res.headers.getSetCookie().join()).toMatch(/session_token=[^;]+/);
      // Another website is still refused, and that is logged as a client's mistake, not an error.
      expect((await signInFrom(url, "https://evil.example")).status).toBe(403);
      // The browser's sign-in call to the auth API, from the same other website: refused too.
      const api = await fetch(`${url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example" },
        body: JSON.stringify({ email: ADMIN.email, password: "whatever-it-is-1" }),
      });
      expect(api.status).toBe(403);
      // Both refusals are logged as warnings naming the origin (the log reaches us a moment later).
      const warnings = () =>
        s.server
          .output()
          .split("\n")
          .filter((line) => line.includes('"level":40') && line.includes("https://evil.example")).length;
      await expect.poll(warnings, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(errorLines(s)).toEqual([]);
    },
    SERVER_START_TIMEOUT_MS,
  );

  it(
    "with PUBLIC_URL set, refuses another address of the site and says which address to use",
    async () => {
      const s = await start({ PUBLIC_URL: "http://localhost:{port}" });
      const url = s.server.url;
      const res = await signInFrom(url, url);
      expect(res.status).toBe(403);
      const publicUrl = url.replace("127.0.0.1", "localhost");
      expect(await res.text()).toContain(`Please open ${publicUrl}/admin/login and try again there.`);
      expect(s.server.output()).not.toContain("PUBLIC_URL is not set");
    },
    SERVER_START_TIMEOUT_MS,
  );
});
