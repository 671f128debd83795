import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessTokensTable } from "~/features/access-links/tables";
import { auditLogTable } from "~/features/audit/tables";
import { insertLead } from "~/features/leads/leads.server";
import { leadEventsTable, leadsTable } from "~/features/leads/tables";
import { emailOutboxTable } from "~/features/mail/tables";
import type { QuoteDraft } from "~/features/quotes/draft-schema";
import { findQuoteByLink, markQuoteViewed } from "~/features/quotes/customer-quote.server";
import { quoteFigures } from "~/features/quotes/figures.server";
import { quoteListQuery, type QuoteListQuery } from "~/features/quotes/list-query";
import { compactRunningTotals } from "~/features/quotes/running-totals.server";
import { quoteTotalChangesTable } from "~/features/quotes/tables";
import { deleteLead } from "~/features/leads/privacy.server";
import { listQuotes, quotesForLead } from "~/features/quotes/list.server";
import { createQuoteFromLead, getQuote, saveQuoteDraft } from "~/features/quotes/quotes.server";
import { acceptQuote, askAboutQuote, declineQuote } from "~/features/quotes/respond.server";
import { reviseQuote } from "~/features/quotes/revisions.server";
import { newQuoteLink, sendQuote } from "~/features/quotes/send.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { addDays, todayInAuckland } from "~/lib/clock";
import { isDomainError } from "~/lib/domain-error";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * A quote's life after the draft (issue 17, docs/decisions/0103): sent by email with a link
 * stored only as a hash; opened (viewed once); accepted once with its evidence, the lead won;
 * declined with a reason, the lead lost; revised, the old version refused; questions to staff.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const STAFF = { id: "staff-1", name: "Mia Manager" };
const BUSINESS = { ...DEFAULT_SETTINGS, notificationEmails: ["team@example.co.nz"] };
const CLIENT = { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (test)" };

async function newLead(email: string, phone = "021 555 0188") {
  const lead = await db().transaction((tx) =>
    insertLead(
      tx,
      {
        service: "Gutter Cleaning",
        preferredDate: "2026-12-10",
        preferredTime: "10:00 AM",
        name: "Aroha Customer",
        email,
        phone,
        address: "7 Kauri Road",
        suburb: "Albany",
        message: "Gutters",
      },
      { key: null, requestHash: "" },
    ),
  );
  return lead!.id;
}

const draft = (validUntil = addDays(todayInAuckland(), 30)): QuoteDraft => ({
  lines: [
    { kind: "item", description: "Gutter clean", quantity: 10, unitPriceCents: 1_000, amountsAre: "inclusive" },
    { kind: "material", description: "Downpipe", quantity: 1, costCents: 4_000, markupPercent: 25, amountsAre: "inclusive" },
    { kind: "item", description: "Gutter guard", quantity: 10, unitPriceCents: 500, amountsAre: "inclusive", optional: true },
  ],
  amountsAre: "inclusive",
  scope: "Clean the gutters.",
  terms: "Payment on completion.",
  validUntil,
  discount: null,
  deposit: { kind: "none" },
  followUps: true,
});

async function sentQuote(email: string, validUntil?: string, phone?: string) {
  const leadId = await newLead(email, phone);
  const { id } = await createQuoteFromLead(db(), STAFF, leadId, DEFAULT_SETTINGS.quoting);
  await saveQuoteDraft(db(), STAFF, id, draft(validUntil));
  const { link } = await sendQuote(db(), STAFF, id, BUSINESS);
  const token = link.split("/q/")[1];
  return { leadId, id, link, token };
}

async function linked(token: string) {
  const quote = await findQuoteByLink(db(), token);
  if (!quote) throw new Error("the link opened nothing");
  return quote;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

const emailsOf = (kind: string, subjectId: number) =>
  db()
    .select()
    .from(emailOutboxTable)
    .where(and(eq(emailOutboxTable.kind, kind), eq(emailOutboxTable.subjectId, subjectId)));

describe("sending a quote", () => {
  it("refuses a quote with no priced line", async () => {
    const leadId = await newLead("empty@example.co.nz");
    const { id } = await createQuoteFromLead(db(), STAFF, leadId, DEFAULT_SETTINGS.quoting);
    expect(await refusal(sendQuote(db(), STAFF, id, BUSINESS))).toMatch(/at least one priced line/);
  });

  it("emails a link whose token is stored only as a hash, and moves the lead to Quote sent", async () => {
    const { leadId, id, token } = await sentQuote("send@example.co.nz");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await emailsOf("quote-sent", id);
    expect(mail.to).toEqual(["send@example.co.nz"]);
    expect(mail.text).toContain(`/q/${token}`);
    const tokens = await db().select().from(accessTokensTable).where(eq(accessTokensTable.purpose, "quote"));
    expect(tokens.some((t) => t.tokenHash === token)).toBe(false);
    const [lead] = await db().select().from(leadsTable).where(eq(leadsTable.id, leadId));
    expect(lead.status).toBe("quote_sent");
    expect((await getQuote(db(), id))!.version.status).toBe("sent");
    expect(await refusal(sendQuote(db(), STAFF, id, BUSINESS))).toMatch(/already been sent/);
  });

  it("texts a quote to a lead with a mobile only, leaves one with a landline only to staff, and emails one with an email", async () => {
    const byEmail = await sentQuote("has-email@example.co.nz");
    const mobileOnly = await sentQuote("", undefined, "021 555 0189");
    const landlineOnly = await sentQuote("", undefined, "09 555 0190");
    for (const quote of [mobileOnly, landlineOnly]) {
      expect(quote.link).toContain("/q/");
      expect(await emailsOf("quote-sent", quote.id)).toEqual([]);
    }
    expect((await emailsOf("quote-sent", byEmail.id)).map((m) => m.to)).toEqual([["has-email@example.co.nz"]]);
    const details = async (leadId: number) =>
      (await db().select().from(leadEventsTable).where(eq(leadEventsTable.leadId, leadId))).map((e) => e.detail);
    expect(await details(mobileOnly.leadId)).toContainEqual(expect.stringMatching(/sent by text$/));
    expect(await details(landlineOnly.leadId)).toContainEqual(expect.stringMatching(/sent; no email address, so pass its link on$/));
    expect(await details(byEmail.leadId)).toContainEqual(expect.stringMatching(/sent by email$/));
  });

  it("opens nothing for a wrong, malformed or expired token", async () => {
    const { token } = await sentQuote("wrong@example.co.nz");
    expect(await findQuoteByLink(db(), `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await findQuoteByLink(db(), "short")).toBeNull();
    expect(await findQuoteByLink(db(), `${token}\u0000`)).toBeNull();
    await db()
      .update(accessTokensTable)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await findQuoteByLink(db(), token)).toBeNull();
  });

  it("gives staff a fresh link to copy, each one working", async () => {
    const { id, token } = await sentQuote("copy@example.co.nz");
    const { link } = await newQuoteLink(db(), STAFF, id);
    const second = link.split("/q/")[1];
    expect(second).not.toBe(token);
    expect((await linked(second)).quote.id).toBe(id);
    expect((await linked(token)).quote.id).toBe(id);
  });
});

describe("the customer's answers", () => {
  it("marks a quote viewed once and tells the team once", async () => {
    const { id, token } = await sentQuote("viewed@example.co.nz");
    await markQuoteViewed(db(), await linked(token), BUSINESS);
    await markQuoteViewed(db(), await linked(token), BUSINESS);
    expect((await getQuote(db(), id))!.version.status).toBe("viewed");
    expect(await emailsOf("quote-viewed", id)).toHaveLength(1);
  });

  it("accepts once with the chosen option, its evidence and the lead won at that total", async () => {
    const { leadId, id, token, link } = await sentQuote("accept@example.co.nz");
    const quote = await linked(token);
    const answers = await Promise.all([
      acceptQuote(db(), quote, { name: "Aroha Customer", chosen: [2] }, CLIENT, BUSINESS, link),
      acceptQuote(db(), quote, { name: "Aroha Customer", chosen: [2] }, CLIENT, BUSINESS, link),
    ]);
    expect(answers.map((a) => a.already).sort()).toEqual([false, true]);
    const { version } = (await getQuote(db(), id))!;
    expect(version.status).toBe("accepted");
    // 10 × $10 + $40 × 1.25 + the ticked guard 10 × $5 = $200, GST-inclusive.
    expect(version.accepted).toMatchObject({ name: "Aroha Customer", ip: CLIENT.ip, chosen: [2], inclusiveCents: 20_000 });
    expect(version.accepted!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [lead] = await db().select().from(leadsTable).where(eq(leadsTable.id, leadId));
    expect(lead).toMatchObject({ status: "won", wonValueCents: 20_000 });
    expect(await emailsOf("quote-accepted", id)).toHaveLength(1);
    expect(await emailsOf("quote-accepted-receipt", id)).toHaveLength(1);
    const audit = await db()
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.action, "quote.accept"), eq(auditLogTable.entityId, String(id))));
    expect(audit).toHaveLength(1);
    expect(await refusal(declineQuote(db(), quote, { reason: "price", note: "" }, BUSINESS))).toMatch(/already accepted/);
  });

  it("refuses an option that is not optional", async () => {
    const { token, link } = await sentQuote("notoption@example.co.nz");
    expect(await refusal(acceptQuote(db(), await linked(token), { name: "Aroha", chosen: [0] }, CLIENT, BUSINESS, link))).toMatch(
      /optional items/,
    );
  });

  it("declines with a reason and the lead is lost with it", async () => {
    const { leadId, id, token } = await sentQuote("decline@example.co.nz");
    await declineQuote(db(), await linked(token), { reason: "other_business", note: "Went with my cousin" }, BUSINESS);
    const [lead] = await db().select().from(leadsTable).where(eq(leadsTable.id, leadId));
    expect(lead.status).toBe("lost");
    expect(lead.lostReason).toContain("I chose someone else: Went with my cousin");
    expect(await emailsOf("quote-declined", id)).toHaveLength(1);
    expect(await refusal(acceptQuote(db(), await linked(token), { name: "Aroha", chosen: [] }, CLIENT, BUSINESS, ""))).toMatch(
      /declined this quote/,
    );
  });

  it("lists a lead's accepted quote at the accepted total with its option, and a quote only sent at its sent total", async () => {
    const { leadId, token } = await sentQuote("two-quotes@example.co.nz");
    const { id: second } = await createQuoteFromLead(db(), STAFF, leadId, DEFAULT_SETTINGS.quoting);
    await saveQuoteDraft(db(), STAFF, second, { ...draft(), lines: draft().lines.slice(0, 1) });
    await sendQuote(db(), STAFF, second, BUSINESS);
    await acceptQuote(db(), await linked(token), { name: "Aroha Customer", chosen: [2] }, CLIENT, BUSINESS, "");
    const quotes = await quotesForLead(db(), leadId);
    expect(quotes.map((q) => [q.id === second ? "second" : "first", q.status, q.totalCents])).toEqual([
      ["second", "sent", 10_000],
      ["first", "accepted", 20_000],
    ]);
  });

  it("refuses to accept an expired quote, with the way to ask for a new one", async () => {
    const { token, id } = await sentQuote("expired@example.co.nz");
    const { version } = (await getQuote(db(), id))!;
    const { quoteVersionsTable } = await import("~/features/quotes/tables");
    await db()
      .update(quoteVersionsTable)
      .set({ validUntil: addDays(todayInAuckland(), -1) })
      .where(eq(quoteVersionsTable.id, version.id));
    expect(await refusal(acceptQuote(db(), await linked(token), { name: "Aroha", chosen: [] }, CLIENT, BUSINESS, ""))).toMatch(
      /expired.*Ask us below/,
    );
  });

  it("puts a question on the lead's timeline and to the team", async () => {
    const { leadId, id, token } = await sentQuote("question@example.co.nz");
    await askAboutQuote(db(), await linked(token), "Can you start on a Saturday?", BUSINESS);
    const events = await db()
      .select()
      .from(leadEventsTable)
      .where(and(eq(leadEventsTable.leadId, leadId), eq(leadEventsTable.kind, "question")));
    expect(events.map((e) => e.note)).toEqual(["Can you start on a Saturday?"]);
    const [mail] = await emailsOf("quote-question", id);
    expect(mail.replyTo).toBe("question@example.co.nz");
    expect((await getQuote(db(), id))!.version.questionAt).not.toBeNull();
  });
});

describe("revisions", () => {
  it("supersede the version the customer has: its link stays readable but cannot be accepted", async () => {
    const { id, token } = await sentQuote("revise@example.co.nz");
    const { number } = await reviseQuote(db(), STAFF, id, DEFAULT_SETTINGS.quoting);
    expect(number).toMatch(/^Q-\d{6}-2$/);
    const old = await linked(token);
    expect(old.version.status).toBe("superseded");
    expect(await refusal(acceptQuote(db(), old, { name: "Aroha", chosen: [] }, CLIENT, BUSINESS, ""))).toMatch(
      /replaced by a newer version/,
    );
    const current = (await getQuote(db(), id))!;
    expect(current.version).toMatchObject({ version: 2, status: "draft" });
    expect(current.lines).toHaveLength(3);
    const { link } = await sendQuote(db(), STAFF, id, BUSINESS);
    expect((await linked(link.split("/q/")[1])).number).toBe(number);
  });

  it("refuse to change an accepted quote", async () => {
    const { id, token, link } = await sentQuote("frozen@example.co.nz");
    await acceptQuote(db(), await linked(token), { name: "Aroha", chosen: [] }, CLIENT, BUSINESS, link);
    expect(await refusal(reviseQuote(db(), STAFF, id, DEFAULT_SETTINGS.quoting))).toMatch(/accepted, so it cannot change/);
  });
});

describe("figures", () => {
  it("count quotes sent (a revision once), accepted and the accepted value, for the dashboard", async () => {
    const since = new Date(Date.now() - 60_000);
    const before = await quoteFigures(db(), since);
    const { id } = await sentQuote("figures@example.co.nz");
    await reviseQuote(db(), STAFF, id, DEFAULT_SETTINGS.quoting);
    const { link } = await sendQuote(db(), STAFF, id, BUSINESS);
    await acceptQuote(db(), await linked(link.split("/q/")[1]), { name: "Aroha", chosen: [2] }, CLIENT, BUSINESS, link);
    const after = await quoteFigures(db(), since);
    expect(after.sent - before.sent).toBe(1);
    expect(after.accepted - before.accepted).toBe(1);
    expect(after.acceptedCents - before.acceptedCents).toBe(20_000);
    expect(await quoteFigures(db(), new Date(Date.now() + 60_000))).toEqual({ sent: 0, accepted: 0, acceptedCents: 0 });
  });

  it("filter the quotes list by status, value, date and staff, with totals of what matches", async () => {
    const other = { id: "staff-2", name: "Sam Staff" };
    const leadId = await newLead("list@example.co.nz");
    const { id: draftId } = await createQuoteFromLead(db(), other, leadId, DEFAULT_SETTINGS.quoting);
    await saveQuoteDraft(db(), other, draftId, draft());
    const { id: sentId } = await createQuoteFromLead(db(), other, leadId, DEFAULT_SETTINGS.quoting);
    await saveQuoteDraft(db(), other, sentId, draft());
    await sendQuote(db(), other, sentId, BUSINESS);
    const query = { ...quoteListQuery.read(new URLSearchParams()), staff: other.id };
    const all = await listQuotes(db(), query);
    expect(all.rows.map((r) => r.id).sort()).toEqual([draftId, sentId].sort());
    expect(all.totals).toMatchObject({ count: 2, sentCount: 1, sentCents: 15_000, acceptedCount: 0, acceptanceRate: 0 });
    expect((await listQuotes(db(), { ...query, status: "draft" })).rows.map((r) => r.id)).toEqual([draftId]);
    expect((await listQuotes(db(), { ...query, minValue: "150.01" })).rows).toEqual([]);
    expect((await listQuotes(db(), { ...query, sentFrom: todayInAuckland(), sentTo: todayInAuckland() })).rows.map((r) => r.id)).toEqual([
      sentId,
    ]);
    expect((await listQuotes(db(), { ...query, sentTo: addDays(todayInAuckland(), -1) })).rows).toEqual([]);
    // The staff filter is who prepared the current version: a revision by someone else moves it to them.
    await reviseQuote(db(), STAFF, sentId, DEFAULT_SETTINGS.quoting);
    expect((await listQuotes(db(), query)).rows.map((r) => r.id)).toEqual([draftId]);
    expect((await listQuotes(db(), { ...query, staff: STAFF.id })).rows.map((r) => r.id)).toContain(sentId);
    const label = all.rows.find((r) => r.id === sentId)!.label.replace(/^(Q-\d{6})-\d+$/, "$1");
    expect((await listQuotes(db(), { ...query, staff: "", q: label.toLowerCase() })).rows.map((r) => r.id)).toEqual([sentId]);
  });

  it("keep running totals that agree with the versions through every kind of change, before and after folding", async () => {
    const everything = quoteListQuery.read(new URLSearchParams());
    // A value filter that lets every quote through makes the list add its totals up the slow way.
    const counted = async (status: QuoteListQuery["status"] = "") => {
      const fast = await listQuotes(db(), { ...everything, status });
      const slow = await listQuotes(db(), { ...everything, status, minValue: "0" });
      expect(fast.totals).toEqual(slow.totals);
      return fast.totals;
    };
    const before = await counted();
    const accepted = await sentQuote("running-a@example.co.nz");
    await acceptQuote(db(), await linked(accepted.token), { name: "Aroha", chosen: [2] }, CLIENT, BUSINESS, accepted.link);
    const declined = await sentQuote("running-d@example.co.nz");
    await declineQuote(db(), await linked(declined.token), { reason: "price", note: "" }, BUSINESS);
    const revised = await sentQuote("running-r@example.co.nz");
    await reviseQuote(db(), STAFF, revised.id, DEFAULT_SETTINGS.quoting);
    const deleted = await sentQuote("running-x@example.co.nz");
    await deleteLead(db(), STAFF, deleted.leadId);
    const after = await counted();
    expect(after.count - before.count).toBe(3);
    expect(after.acceptedCount - before.acceptedCount).toBe(1);
    expect(after.acceptedCents - before.acceptedCents).toBe(20_000);
    for (const status of ["draft", "sent", "accepted", "declined"] as const) await counted(status);
    await compactRunningTotals(db());
    const [{ rows }] = await db()
      .select({ rows: sql<number>`count(*)`.mapWith(Number) })
      .from(quoteTotalChangesTable);
    expect(rows).toBeLessThanOrEqual(7);
    expect(await counted()).toEqual(after);
  });
});
