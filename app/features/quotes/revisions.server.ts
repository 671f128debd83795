import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { takeDocumentNumber } from "~/features/documents/numbers.server";
import { documentNumber } from "~/features/documents/numbers";
import { record } from "~/features/leads/timeline.server";
import type { BusinessSettings } from "~/features/settings/schema";
import type { StaffActor } from "~/lib/actor";
import { addDays, todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { stopQuoteJobs } from "./follow-ups.server";
import { quoteLinesTable, quotesTable, quoteVersionsTable } from "./tables";
import type { VersionCompanions } from "./version-companions";
import { lockCurrentVersion, versionLines, type QuoteVersionRow } from "./versions.server";

/** A new draft version with the content of `from`, valid for the settings' days from today. */
async function copyVersion(
  tx: Transaction,
  from: QuoteVersionRow,
  to: { quoteId: number; version: number; validUntil: string; by: StaffActor },
  companions: VersionCompanions,
) {
  const [created] = await tx
    .insert(quoteVersionsTable)
    .values({
      quoteId: to.quoteId,
      version: to.version,
      preparedById: to.by.id,
      preparedByName: to.by.name,
      amountsAre: from.amountsAre,
      gstRounding: from.gstRounding,
      scope: from.scope,
      terms: from.terms,
      validUntil: to.validUntil,
      discount: from.discount,
      deposit: from.deposit,
      exclusiveCents: from.exclusiveCents,
      gstCents: from.gstCents,
      inclusiveCents: from.inclusiveCents,
      depositCents: from.depositCents,
      followUps: from.followUps,
    })
    .returning({ id: quoteVersionsTable.id });
  const lines = await versionLines(tx, from.id);
  if (lines.length) await tx.insert(quoteLinesTable).values(lines.map((line, position) => ({ versionId: created.id, position, line })));
  await companions.copy?.(tx, from.id, created.id);
}

/**
 * Revises a sent quote (docs/decisions/0103): the next version (Q-000123-2) starts as a draft
 * copy, and the one the customer has is superseded at once, so its link can no longer be
 * accepted and says a new version is coming. An accepted quote is frozen.
 */
export async function reviseQuote(
  db: Database,
  actor: StaffActor,
  quoteId: number,
  quoting: BusinessSettings["quoting"],
  { today = todayInAuckland(), companions = {} }: { today?: string; companions?: VersionCompanions } = {},
) {
  return db.transaction(async (tx) => {
    const { quote, version, number } = await lockCurrentVersion(tx, quoteId);
    if (version.status === "draft") throw new DomainError(`Quote ${number} is still a draft: change it and save.`);
    if (version.status === "accepted") throw new DomainError(`Quote ${number} has been accepted, so it cannot change.`);
    const next = version.version + 1;
    await tx.update(quoteVersionsTable).set({ status: "superseded", updatedAt: new Date() }).where(eq(quoteVersionsTable.id, version.id));
    await stopQuoteJobs(tx, version.id, "all");
    await copyVersion(tx, version, { quoteId, version: next, validUntil: addDays(today, quoting.validDays), by: actor }, companions);
    await tx.update(quotesTable).set({ currentVersion: next, updatedAt: new Date() }).where(eq(quotesTable.id, quoteId));
    const revised = documentNumber("Q", quote.number, next);
    await record(tx, actor, quote.leadId, { kind: "quote", detail: `Quote ${number} superseded by ${revised}` });
    await recordAudit(tx, {
      actor,
      action: "quote.revise",
      entityType: "quote",
      entityId: quoteId,
      before: { number },
      after: { number: revised },
    });
    return { number: revised };
  });
}

/** A new quote (its own number) for the same lead, starting as a copy of this one's current version. */
export async function duplicateQuote(
  db: Database,
  actor: StaffActor,
  quoteId: number,
  quoting: BusinessSettings["quoting"],
  { today = todayInAuckland(), companions = {} }: { today?: string; companions?: VersionCompanions } = {},
) {
  return db.transaction(async (tx) => {
    const { quote, version, number } = await lockCurrentVersion(tx, quoteId);
    const taken = await takeDocumentNumber(tx, "Q");
    const [created] = await tx
      .insert(quotesTable)
      .values({
        number: taken.value,
        leadId: quote.leadId,
        customerId: quote.customerId,
        siteId: quote.siteId,
        createdById: actor.id,
        createdByName: actor.name,
      })
      .returning({ id: quotesTable.id });
    await copyVersion(
      tx,
      version,
      { quoteId: created.id, version: 1, validUntil: addDays(today, quoting.validDays), by: actor },
      companions,
    );
    await record(tx, actor, quote.leadId, { kind: "quote", detail: `Quote ${taken.number} started as a copy of ${number}` });
    await recordAudit(tx, {
      actor,
      action: "quote.duplicate",
      entityType: "quote",
      entityId: created.id,
      after: { number: taken.number, copyOf: number },
    });
    return { id: created.id, number: taken.number };
  });
}
