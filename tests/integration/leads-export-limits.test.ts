import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedLeadsSql } from "../../scripts/seed-leads";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { startLeadsServer, type LeadsServer } from "./leads-fixtures";

let s: LeadsServer;
beforeAll(async () => {
  // Enough rows that an export unread by its client stays open (the socket's buffers fill).
  s = await startLeadsServer([], (db) => db.execute(sql.raw(seedLeadsSql(30_000))).then(() => undefined));
}, SERVER_START_TIMEOUT_MS);
afterAll(() => s?.dispose());

const exportUrl = () => `${s.server.url}/admin/leads/export.csv?status=all`;

describe("CSV exports cannot starve visitors", () => {
  it("runs two exports at a time and refuses a third with 429 and Retry-After, until one ends", async () => {
    const aborts = [new AbortController(), new AbortController()];
    // Two downloads started and left unread: both hold an export slot.
    const open = await Promise.all(aborts.map((a) => fetch(exportUrl(), { headers: { cookie: s.cookie }, signal: a.signal })));
    expect(open.map((r) => r.status)).toEqual([200, 200]);

    const third = await fetch(exportUrl(), { headers: { cookie: s.cookie } });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await third.text()).toContain("Two exports are being prepared already");

    // A download that is cancelled frees its slot.
    for (const a of aborts) a.abort();
    let next: Response | undefined;
    for (let i = 0; i < 50 && next?.status !== 200; i++) {
      await next?.body?.cancel();
      await new Promise((r) => setTimeout(r, 100));
      next = await fetch(exportUrl(), { headers: { cookie: s.cookie } });
    }
    expect(next?.status).toBe(200);
    const lines = (await next!.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + 30_000);
  });
});
