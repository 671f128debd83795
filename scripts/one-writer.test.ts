import path from "node:path";
import { describe, expect, it } from "vitest";
import { appSources, crossWrites, EXEMPT, type Source } from "./one-writer";

const ROOT = path.resolve(import.meta.dirname, "..");
const app = appSources(ROOT);

/** A quotes module that breaks the rule five ways, between a read and a write that are allowed. */
const DELIBERATE: Source = {
  file: "app/features/quotes/deliberate.server.ts",
  text: `import { sql } from "drizzle-orm";
import { leadsTable } from "~/features/leads/tables";
import { emailOutboxTable as outbox } from "../mail/tables";
import { jobsTable } from "~/platform/jobs/tables";
import { quotesTable } from "./tables";

export async function deliberate(tx: Transaction, won: boolean) {
  const leads = await tx.select().from(leadsTable);
  await tx.update(quotesTable).set({ currentVersion: 2 });
  await tx.update(leadsTable).set({ status: "won" });
  await tx.execute(sql\`delete from \${outbox} where subject_id = 1\`);
  const target = won ? leadsTable : quotesTable;
  await tx.insert(target).values({});
  await tx.execute(sql\`update jobs set status = 'cancelled'\`);
  for (const table of [quotesTable, jobsTable]) await tx.delete(table);
  return leads;
}
`,
};

describe("one writer per table", () => {
  it("finds no write into another feature's table in app/", () => {
    expect(crossWrites(app)).toEqual([]);
  });

  it("names each line of a deliberately added cross-feature write, and not the read or the quote's own write", () => {
    expect(crossWrites([...app, DELIBERATE])).toEqual([
      "app/features/quotes/deliberate.server.ts:10 updates leads (leadsTable), owned by features/leads",
      "app/features/quotes/deliberate.server.ts:11 deletes from email_outbox (emailOutboxTable), owned by features/mail",
      "app/features/quotes/deliberate.server.ts:13 inserts into leads (leadsTable), owned by features/leads",
      "app/features/quotes/deliberate.server.ts:14 updates jobs (jobsTable), owned by platform/jobs",
      "app/features/quotes/deliberate.server.ts:15 deletes from jobs (jobsTable), owned by platform/jobs",
    ]);
  });

  it("counts a route or the server writing a feature's table as a cross write", () => {
    const route: Source = {
      file: "app/routes/admin/deliberate.tsx",
      text: `import { tradiesTable as t } from "~/features/tradies/tables";\nexport const action = () => getDb().update(t).set({ published: true });\n`,
    };
    expect(crossWrites([...app, route])).toEqual([
      "app/routes/admin/deliberate.tsx:2 updates tradies (tradiesTable), owned by features/tradies",
    ]);
  });

  it("exempts only the demo seeds, each of which does write across features", () => {
    const writers = new Set(crossWrites(app, []).map((line) => line.split(":")[0]));
    expect(writers).toEqual(new Set(EXEMPT));
  });
});
