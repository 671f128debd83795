import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HUB_LINK_JOB, runHubLinkByEmail } from "~/features/hub/link-by-email.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { accessTokensTable } from "~/features/access-links/tables";
import { customerContactsTable } from "~/features/customers/tables";
import { JOB_SETTINGS, newLead } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The job behind "send me my link" (docs/decisions/0187): a customer's address gets a new page
 * link, at most three a day however often it is asked for; another customer's count is their
 * own; an address we do not have gets nothing, nor one that joined the customer by a phone match. Each run completes its job with what it sent.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

let completed = 0;
const run = (email: string) =>
  runHubLinkByEmail(
    db(),
    { id: 0, kind: HUB_LINK_JOB, attempt: 1, payload: { email }, complete: async () => void (completed += 1) },
    JOB_SETTINGS,
  );
const linksSentTo = async (email: string) =>
  (
    await db()
      .select()
      .from(emailOutboxTable)
      .where(and(eq(emailOutboxTable.kind, "hub-link"), eq(emailOutboxTable.to, [email])))
  ).length;

describe("the page link job", () => {
  it("sends a customer at most three links a day, counts each customer apart, and no one else", async () => {
    await newLead(db(), "hine@link-job.test", "Hine Linkjob", "021 555 0301");
    await newLead(db(), "pita@link-job.test", "Pita Linkjob", "021 555 0302");
    for (let i = 0; i < 4; i += 1) await run("Hine@Link-Job.test");
    await run("pita@link-job.test");
    await run("nobody@link-job.test");
    expect(await linksSentTo("Hine@Link-Job.test")).toBe(3);
    expect(await linksSentTo("pita@link-job.test")).toBe(1);
    expect(await linksSentTo("nobody@link-job.test")).toBe(0);
    expect(completed).toBe(6);

    // Someone who knows Hine's name and number asks for work with their own address: the request is
    // filed under Hine by the phone, and their address joins Hine's; it never gets Hine's page.
    await newLead(db(), "mallory@link-job.test", "Hine Linkjob", "021 555 0301");
    const [filed] = await db().select().from(customerContactsTable).where(eq(customerContactsTable.key, "mallory@link-job.test"));
    const [hine] = await db().select().from(customerContactsTable).where(eq(customerContactsTable.key, "hine@link-job.test"));
    expect(filed.customerId).toBe(hine.customerId);
    await run("mallory@link-job.test");
    expect(await linksSentTo("mallory@link-job.test")).toBe(0);
    expect(completed).toBe(7);
    // One page link (purpose "hub") per email sent, stored hashed: four in all.
    expect(await db().select().from(accessTokensTable).where(eq(accessTokensTable.purpose, "hub"))).toHaveLength(4);
  });
});
