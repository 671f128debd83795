import { afterAll, describe, expect, it } from "vitest";
import { createFolderAndDatabase, startServer } from "../helpers/server";

describe("start-up and shutdown", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it("stops cleanly on SIGTERM and starts again on the same data without reseeding", { timeout: 240_000 }, async () => {
    const db = await createFolderAndDatabase("hpm-life-");
    const { dataDir } = db;
    cleanups.push(db.drop);

    const first = await startServer({ dataDir, databaseUrl: db.databaseUrl });
    const before = await (await fetch(`${first.url}/sitemap.xml`)).text();
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const second = await startServer({ dataDir, databaseUrl: db.databaseUrl });
    try {
      const after = await (await fetch(`${second.url}/sitemap.xml`)).text();
      // Same pages, the port aside: nothing duplicated or lost by the restart.
      expect(after.replaceAll(second.url, "")).toBe(before.replaceAll(first.url, ""));
    } finally {
      expect(await second.stop("SIGTERM")).toBe(0);
    }
  });
});
