import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogTable } from "~/features/audit/tables";
import { insertLead } from "~/features/leads/leads.server";
import { leadEventsTable } from "~/features/leads/tables";
import { quoteDraftSchema, type QuoteDraft } from "~/features/quotes/draft-schema";
import { priceQuote } from "~/features/quotes/pricing";
import { createQuoteFromLead, getQuote, saveQuoteDraft } from "~/features/quotes/quotes.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Draft quotes (issue 17, docs/decisions/0102): started from a lead with its customer and site,
 * numbered from the Q- sequence, the settings' terms, validity and rounding; saved lines priced
 * by priceQuote and stored with their totals; bad drafts refused whole.
 */
const database = useMigratedDatabase();
const ACTOR = { id: "staff-1", name: "Mia Manager" };
const db = () => database.handle.db;

async function newLead(email: string) {
  const lead = await db().transaction((tx) =>
    insertLead(
      tx,
      {
        service: "Gutter Cleaning",
        preferredDate: "2026-12-10",
        preferredTime: "10:00 AM",
        name: "Quote Customer",
        email,
        phone: "021 555 0177",
        address: "5 Kauri Road",
        suburb: "Albany",
        message: "Gutters",
      },
      { key: null, requestHash: "" },
    ),
  );
  return lead!.id;
}

const draft = (overrides: Partial<QuoteDraft> = {}): QuoteDraft => ({
  lines: [
    { kind: "heading", description: "Gutters" },
    { kind: "item", description: "Gutter clean, single storey", quantity: 24, unitPriceCents: 1_250, amountsAre: "inclusive" },
    { kind: "labour", description: "Downpipe repair", hours: 1.5, rateCents: 9_500, amountsAre: "exclusive" },
    { kind: "material", description: "Downpipe", quantity: 2, costCents: 4_000, markupPercent: 25, amountsAre: "exclusive" },
    { kind: "item", description: "Gutter guard", quantity: 24, unitPriceCents: 900, amountsAre: "inclusive", optional: true },
  ],
  amountsAre: "inclusive",
  scope: "Clear and flush all gutters; replace the cracked downpipe at the back.",
  terms: DEFAULT_SETTINGS.quoting.terms,
  validUntil: "2026-12-25",
  discount: null,
  deposit: { kind: "percent", percent: 20 },
  followUps: true,
  ...overrides,
});

describe("draft quotes", () => {
  it("starts from a lead with its customer, site, the next number and the settings' defaults", async () => {
    const leadId = await newLead("quote1@example.co.nz");
    const first = await createQuoteFromLead(db(), ACTOR, leadId, DEFAULT_SETTINGS.quoting, "2026-11-25");
    const second = await createQuoteFromLead(db(), ACTOR, leadId, DEFAULT_SETTINGS.quoting, "2026-11-25");
    expect([first.number, second.number]).toEqual(["Q-000001", "Q-000002"]);
    const quote = (await getQuote(db(), first.id))!;
    expect(quote.number).toBe("Q-000001");
    expect(quote.quote.customerId).not.toBeNull();
    expect(quote.quote.siteId).not.toBeNull();
    expect(quote.version).toMatchObject({
      status: "draft",
      validUntil: "2026-12-25",
      gstRounding: "total",
      terms: DEFAULT_SETTINGS.quoting.terms,
    });
    const events = await db().select().from(leadEventsTable).where(eq(leadEventsTable.leadId, leadId));
    expect(events.map((e) => e.detail)).toEqual(["Quote Q-000001 started", "Quote Q-000002 started"]);
  });

  it("saves lines priced by the one pricing function, totals stored in cents, audited", async () => {
    const leadId = await newLead("quote2@example.co.nz");
    const { id } = await createQuoteFromLead(db(), ACTOR, leadId, DEFAULT_SETTINGS.quoting);
    const input = quoteDraftSchema.parse(draft());
    const totals = await saveQuoteDraft(db(), ACTOR, id, input);
    expect(totals).toEqual(priceQuote({ ...input, gstRounding: "total", discount: undefined }));
    const quote = (await getQuote(db(), id))!;
    expect(quote.lines).toEqual(input.lines);
    expect(quote.version).toMatchObject({
      inclusiveCents: totals.gst.inclusive,
      gstCents: totals.gst.gst,
      exclusiveCents: totals.gst.exclusive,
      depositCents: totals.depositCents,
    });
    // 24 m at $12.50, 1.5 h at $109.25, 2 downpipes at $57.50; the gutter guard is optional.
    expect(quote.version.inclusiveCents).toBe(30_000 + 16_388 + 11_500);
    const audit = await db().select().from(auditLogTable).where(eq(auditLogTable.entityType, "quote"));
    expect(audit.map((a) => a.action)).toContain("quote.update");
  });

  it("refuses a draft no quote may hold, and keeps what was saved before", async () => {
    const leadId = await newLead("quote3@example.co.nz");
    const { id } = await createQuoteFromLead(db(), ACTOR, leadId, DEFAULT_SETTINGS.quoting);
    await saveQuoteDraft(db(), ACTOR, id, quoteDraftSchema.parse(draft()));
    const before = (await getQuote(db(), id))!;
    for (const bad of [
      { lines: Array.from({ length: 201 }, () => ({ kind: "text", description: "x" })) },
      { lines: [{ kind: "labour", description: "x", hours: 0.3, rateCents: 100, amountsAre: "exclusive" }] },
      { lines: [{ kind: "item", description: "x", quantity: 1, unitPriceCents: 100_000_001, amountsAre: "inclusive" }] },
      { lines: [{ kind: "item", description: "x", quantity: -1, unitPriceCents: 100, amountsAre: "inclusive" }] },
      { lines: [{ kind: "item", description: "bad\u0000", quantity: 1, unitPriceCents: 100, amountsAre: "inclusive" }] },
      { lines: [{ kind: "unicorn", description: "x" }] },
      { deposit: { kind: "percent", percent: 150 } },
      { validUntil: "2026-02-30" },
    ])
      expect(quoteDraftSchema.safeParse({ ...draft(), ...bad }).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    // Passes the schema, but the sums do not: a discount bigger than its line.
    const tooMuch = quoteDraftSchema.parse(
      draft({
        lines: [
          { kind: "item", description: "x", quantity: 1, unitPriceCents: 1_000, amountsAre: "inclusive", discount: { amountCents: 2_000 } },
        ],
      }),
    );
    await expect(saveQuoteDraft(db(), ACTOR, id, tooMuch)).rejects.toMatchObject({ status: 400 });
    await expect(saveQuoteDraft(db(), ACTOR, 2_147_483_647, tooMuch)).rejects.toMatchObject({ status: 404 });
    expect((await getQuote(db(), id))!.lines).toEqual(before.lines);
  });
});
