import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { takeDocumentNumber } from "~/features/documents/numbers.server";
import { documentNumber } from "~/features/documents/numbers";
import { lockLead, refuseIfAnonymised } from "~/features/leads/lock.server";
import { record } from "~/features/leads/timeline.server";
import type { BusinessSettings } from "~/features/settings/schema";
import type { StaffActor } from "~/lib/actor";
import { addDays, todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { storableAmount } from "~/lib/money";
import type { QuoteDraft } from "./draft-schema";
import { priceQuote, type QuoteInput } from "./pricing";
import type { VersionCompanions } from "./version-companions";
import { quoteLinesTable, quotesTable, quoteVersionsTable } from "./tables";

/**
 * Starts a quote for a lead (docs/decisions/0102): its customer and site come from the lead, its
 * terms, validity and GST rounding from the settings as they are today, and it takes the next
 * Q- number last, so the number is held only while the transaction commits.
 */
export async function createQuoteFromLead(
  db: Database,
  actor: StaffActor,
  leadId: number,
  quoting: BusinessSettings["quoting"],
  today = todayInAuckland(),
) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    refuseIfAnonymised(lead);
    const { value, number } = await takeDocumentNumber(tx, "Q");
    const [quote] = await tx
      .insert(quotesTable)
      .values({ number: value, leadId, customerId: lead.customerId, siteId: lead.siteId, createdById: actor.id, createdByName: actor.name })
      .returning({ id: quotesTable.id });
    await tx.insert(quoteVersionsTable).values({
      quoteId: quote.id,
      version: 1,
      preparedById: actor.id,
      preparedByName: actor.name,
      amountsAre: "inclusive",
      gstRounding: quoting.gstRounding,
      terms: quoting.terms,
      validUntil: addDays(today, quoting.validDays),
      deposit: { kind: "none" },
    });
    await record(
      tx,
      actor,
      leadId,
      { kind: "quote", detail: `Quote ${number} started` },
      { action: "quote.create", after: { quoteId: quote.id, number } },
    );
    return { id: quote.id, number };
  });
}

/**
 * Saves a draft's lines and words, priced by priceQuote and stored with its totals. Only a draft
 * changes in place; a sent quote is revised into a new version instead.
 */
export async function saveQuoteDraft(
  db: Database,
  actor: StaffActor,
  quoteId: number,
  draft: QuoteDraft,
  companions: VersionCompanions = {},
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: quoteVersionsTable, number: quotesTable.number, leadId: quotesTable.leadId })
      .from(quotesTable)
      .innerJoin(
        quoteVersionsTable,
        and(eq(quoteVersionsTable.quoteId, quotesTable.id), eq(quoteVersionsTable.version, quotesTable.currentVersion)),
      )
      .where(eq(quotesTable.id, quoteId))
      .for("update");
    if (!row) throw new DomainError("There is no quote with that number.", { status: 404 });
    const { version } = row;
    if (version.status !== "draft")
      throw new DomainError(`Quote ${documentNumber("Q", row.number, version.version)} has been sent: revise it to change it.`);
    await companions.checkDraft?.(tx, version.id, draft);
    const input: QuoteInput = {
      lines: draft.lines,
      amountsAre: draft.amountsAre,
      gstRounding: version.gstRounding,
      discount: draft.discount ?? undefined,
      deposit: draft.deposit,
    };
    let totals;
    try {
      totals = priceQuote(input);
      // What the customer may yet tick is stored too when they accept: the total with every optional item must fit.
      const optional = draft.lines.flatMap((line, index) => ("optional" in line && line.optional ? [index] : []));
      storableAmount(priceQuote(input, new Set(optional)).gst.inclusive, "The quote's total, with every optional item ticked,");
      storableAmount(totals.depositCents, "The deposit");
    } catch (error) {
      if (error instanceof RangeError) throw new DomainError(error.message, { status: 400 });
      throw error;
    }
    await tx.delete(quoteLinesTable).where(eq(quoteLinesTable.versionId, version.id));
    if (draft.lines.length)
      await tx.insert(quoteLinesTable).values(draft.lines.map((line, position) => ({ versionId: version.id, position, line })));
    const [after] = await tx
      .update(quoteVersionsTable)
      .set({
        amountsAre: draft.amountsAre,
        scope: draft.scope,
        terms: draft.terms,
        validUntil: draft.validUntil,
        discount: draft.discount,
        deposit: draft.deposit,
        followUps: draft.followUps,
        exclusiveCents: totals.gst.exclusive,
        gstCents: totals.gst.gst,
        inclusiveCents: totals.gst.inclusive,
        depositCents: totals.depositCents,
        updatedAt: new Date(),
      })
      .where(eq(quoteVersionsTable.id, version.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "quote.update",
      entityType: "quote",
      entityId: quoteId,
      before: { inclusiveCents: version.inclusiveCents, lines: null },
      after: { inclusiveCents: after.inclusiveCents, lines: draft.lines.length },
    });
    return totals;
  });
}

/** A quote with its current version and that version's lines, in order. */
export async function getQuote(db: Database, quoteId: number) {
  const [row] = await db
    .select({ quote: quotesTable, version: quoteVersionsTable })
    .from(quotesTable)
    .innerJoin(
      quoteVersionsTable,
      and(eq(quoteVersionsTable.quoteId, quotesTable.id), eq(quoteVersionsTable.version, quotesTable.currentVersion)),
    )
    .where(eq(quotesTable.id, quoteId));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(quoteLinesTable)
    .where(eq(quoteLinesTable.versionId, row.version.id))
    .orderBy(asc(quoteLinesTable.position));
  return { ...row, number: documentNumber("Q", row.quote.number, row.version.version), lines: lines.map((l) => l.line) };
}
