import { inArray } from "drizzle-orm";
import { leadsTable } from "~/features/leads/tables";
import { saveProposal } from "~/features/plans/proposals.server";
import { findQuoteByLink } from "~/features/quotes/customer-quote.server";
import type { QuoteDraft } from "~/features/quotes/draft-schema";
import { createQuoteFromLead, saveQuoteDraft } from "~/features/quotes/quotes.server";
import { acceptQuote } from "~/features/quotes/respond.server";
import { sendQuote } from "~/features/quotes/send.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Database } from "../platform/db/database";

const TEAM = { id: "demo-seed", name: "Harbourside team" };
/** Demo emails go nowhere real; the demo quotes send them, but no follow-ups. */
const BUSINESS = { ...DEFAULT_SETTINGS, notificationEmails: [DEFAULT_SETTINGS.email] };

function demoDraft(lines: QuoteDraft["lines"], scope: string, deposit: QuoteDraft["deposit"] = { kind: "none" }): QuoteDraft {
  return {
    lines,
    amountsAre: "inclusive",
    scope,
    terms: DEFAULT_SETTINGS.quoting.terms,
    validUntil: addDays(todayInAuckland(), DEFAULT_SETTINGS.quoting.validDays),
    discount: null,
    deposit,
    followUps: false,
  };
}

/**
 * Demo quotes for a fresh install, made through the real services so they look and behave as
 * staff's own: an accepted plumbing quote with a $100 deposit (Aroha Ngata, won), a painting quote out with the
 * customer with an optional item (Ben Walker), and a draft proposing gutter cleans twice a year
 * (Chloe Liu), for staff to finish and send.
 */
export async function seedDemoQuotes(db: Database) {
  const leads = await db
    .select({ id: leadsTable.id, email: leadsTable.email, status: leadsTable.status })
    .from(leadsTable)
    .where(inArray(leadsTable.email, ["aroha.ngata@example.co.nz", "ben.walker@example.co.nz", "chloe.liu@example.co.nz"]));
  const lead = (email: string, status: string) => leads.find((l) => l.email === email && l.status === status)?.id;
  const aroha = lead("aroha.ngata@example.co.nz", "won");
  const ben = lead("ben.walker@example.co.nz", "quote_sent");
  const chloe = lead("chloe.liu@example.co.nz", "contacted");

  if (aroha) {
    const { id } = await createQuoteFromLead(db, TEAM, aroha, DEFAULT_SETTINGS.quoting);
    await saveQuoteDraft(
      db,
      TEAM,
      id,
      demoDraft(
        [
          { kind: "item", description: "Call-out and first half hour", quantity: 1, unitPriceCents: 8_500, amountsAre: "inclusive" },
          { kind: "item", description: "Tap washer replacement", quantity: 2, unitPriceCents: 6_500, amountsAre: "inclusive" },
          { kind: "labour", description: "Shower mixer service", hours: 1.5, rateCents: 9_500, amountsAre: "exclusive" },
          { kind: "material", description: "Mixer cartridge", quantity: 1, costCents: 9_000, markupPercent: 25, amountsAre: "exclusive" },
        ],
        "Replace the washers on both dripping taps and service the shower mixer.",
        { kind: "amount", amountCents: 10_000 },
      ),
    );
    const { link } = await sendQuote(db, TEAM, id, BUSINESS);
    const quote = await findQuoteByLink(db, link.split("/q/")[1]);
    if (quote) await acceptQuote(db, quote, { name: "Aroha Ngata", chosen: [] }, { ip: "203.0.113.24", userAgent: "Demo" }, BUSINESS, link);
  }
  if (ben) {
    const { id } = await createQuoteFromLead(db, TEAM, ben, DEFAULT_SETTINGS.quoting);
    await saveQuoteDraft(
      db,
      TEAM,
      id,
      demoDraft(
        [
          { kind: "heading", description: "North weatherboards" },
          { kind: "item", description: "Wash, sand and prime", quantity: 42, unitPriceCents: 1_800, amountsAre: "inclusive" },
          { kind: "item", description: "Two top coats, low sheen", quantity: 42, unitPriceCents: 2_400, amountsAre: "inclusive" },
          {
            kind: "item",
            description: "Paint the window frames too",
            quantity: 6,
            unitPriceCents: 9_500,
            amountsAre: "inclusive",
            optional: true,
          },
        ],
        "Repaint the north-facing weatherboards before summer.",
      ),
    );
    await sendQuote(db, TEAM, id, BUSINESS);
  }
  if (chloe) {
    const { id } = await createQuoteFromLead(db, TEAM, chloe, DEFAULT_SETTINGS.quoting);
    await saveQuoteDraft(
      db,
      TEAM,
      id,
      demoDraft(
        [{ kind: "item", description: "Gutter clean, single storey", quantity: 30, unitPriceCents: 1_250, amountsAre: "inclusive" }],
        "",
      ),
    );
    const everySixMonths = { frequency: "monthly" as const, interval: 6, weekdays: [], monthWeek: null, fromMonth: null, toMonth: null };
    await saveProposal(db, TEAM, id, { rules: [everySixMonths], startsOn: addDays(todayInAuckland(), 14), billing: "per_visit" });
  }
}
