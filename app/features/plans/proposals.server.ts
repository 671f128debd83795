import { and, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db/database";
import type { JobContext } from "~/platform/jobs/runner.server";
import { recordAudit } from "~/features/audit/audit.server";
import { documentNumber } from "~/features/documents/numbers";
import { leadsTable } from "~/features/leads/tables";
import { notifyOutbox } from "~/features/mail/outbox.server";
import type { Deposit, Discount, QuoteLine } from "~/features/quotes/pricing";
import type { VersionCompanions } from "~/features/quotes/version-companions";
import { quotesTable, quoteVersionsTable } from "~/features/quotes/tables";
import { lockCurrentVersion, versionLines } from "~/features/quotes/versions.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { notifyTexts } from "~/features/texts/outbox.server";
import type { StaffActor } from "~/lib/actor";
import { formatIsoDay, todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { intent, type FormIntents } from "~/lib/form-action";
import type { AmountsAre } from "~/lib/money";
import type { z } from "~/lib/zod";
import { noFieldsForm } from "~/lib/intent-schema";
import { extendPlanWithin, type HorizonSettings } from "./horizon.server";
import { planErrors } from "./plan-action.server";
import { askedRule, NEW_PLAN_VALUES, planFormValues, submittedPlanValues, type PlanFormValues } from "./plan-form-values";
import { planProposalFormInput, planProposalSchema, type PlanProposalInput } from "./plan-schema";
import { planLinesFromQuote } from "./quote-lines";
import { visitValue } from "./plans.server";
import { describeRules } from "./recurrence";
import { planProposalsTable, plansTable } from "./tables";

/*
 * A priced quote that proposes a plan (docs/decisions/0215). Staff set how often, from when and
 * how it is billed on the draft; the customer reads it on their quote and accepts the quote; the
 * "quote.accepted" subscriber here makes the plan once, with the lines they accepted, and books
 * its first visits. The quotes feature knows nothing of it.
 */

const BILLING_WORDS = { per_visit: "An invoice after each visit", monthly: "One invoice a month for the visits done that month" } as const;
const billingWords = (billing: string) => BILLING_WORDS[billing as keyof typeof BILLING_WORDS] ?? BILLING_WORDS.per_visit;
/** A visit's arrival window when the plan is made from a quote; staff change it on the plan. */
const QUOTED_WINDOW = { timing: "window", startMinute: 8 * 60, endMinute: 12 * 60 } as const;

/** A quote's version's proposal, if it has one. */
async function proposalOf(db: Pick<Database, "select">, versionId: number) {
  const [row] = await db.select().from(planProposalsTable).where(eq(planProposalsTable.quoteVersionId, versionId));
  return row ?? null;
}

/** Whether the version proposes a plan: its acceptance makes the plan, not a one-off job. */
export async function quoteProposesPlan(db: Database, versionId: number): Promise<boolean> {
  return (await proposalOf(db, versionId)) !== null;
}

type QuoteForProposal = { version: { id: number; amountsAre: AmountsAre; discount: Discount | null }; lines: readonly QuoteLine[] };

/** The proposal in words for the customer, with what each visit comes to for the lines chosen. */
export async function proposalForCustomer(
  db: Database,
  quote: QuoteForProposal,
  chosen: readonly number[],
  settings: Pick<BusinessSettings, "quoting">,
) {
  const [words] = await proposalsForCustomer(db, [{ quote, chosen }], settings);
  return words;
}

/** proposalForCustomer for several quotes (a customer's open quotes on their page), in one read. */
export async function proposalsForCustomer(
  db: Database,
  quotes: ReadonlyArray<{ quote: QuoteForProposal; chosen: readonly number[] }>,
  settings: Pick<BusinessSettings, "quoting">,
) {
  const ids = quotes.map(({ quote }) => quote.version.id);
  const rows = ids.length ? await db.select().from(planProposalsTable).where(inArray(planProposalsTable.quoteVersionId, ids)) : [];
  const byVersion = new Map(rows.map((row) => [row.quoteVersionId, row]));
  return quotes.map(({ quote, chosen }) => {
    const proposal = byVersion.get(quote.version.id);
    if (!proposal) return null;
    const lines = planLinesFromQuote(quote.lines, chosen, quote.version.amountsAre, quote.version.discount);
    return {
      rule: describeRules(proposal.rules),
      startsOn: formatIsoDay(proposal.startsOn),
      billing: billingWords(proposal.billing),
      visitCents: visitValue(lines, settings.quoting.gstRounding),
    };
  });
}

/** The staff quote page's proposal: its form's values (from the proposal, or from the lead's "Regular visits") and its words. */
export async function proposalForStaff(db: Database, quoteId: number) {
  const [row] = await db
    .select({ versionId: quoteVersionsTable.id, visitsEvery: leadsTable.visitsEvery })
    .from(quotesTable)
    .innerJoin(
      quoteVersionsTable,
      and(eq(quoteVersionsTable.quoteId, quotesTable.id), eq(quoteVersionsTable.version, quotesTable.currentVersion)),
    )
    .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
    .where(eq(quotesTable.id, quoteId));
  if (!row) return null;
  const proposal = await proposalOf(db, row.versionId);
  if (!proposal) {
    const values: PlanFormValues = { ...NEW_PLAN_VALUES, startsOn: todayInAuckland(), ...askedRule(row.visitsEvery) };
    return { saved: null, values };
  }
  const { startsOn, rules, billing } = proposal;
  const values = planFormValues({ ...NEW_PLAN_VALUES_SAVED, startsOn, rules, billing });
  return { saved: { rule: describeRules(rules), startsOn: formatIsoDay(startsOn), billing: billingWords(billing) }, values };
}

/** The rest of a saved plan's fields, for filling the proposal form (only its rule, start and billing are shown). */
const NEW_PLAN_VALUES_SAVED = {
  leadId: 0,
  title: "",
  lines: [],
  endsOn: null,
  visitLimit: null,
  holidays: "move",
  tradieId: null,
  timing: QUOTED_WINDOW.timing,
  startMinute: QUOTED_WINDOW.startMinute,
  endMinute: QUOTED_WINDOW.endMinute,
  instructions: "",
};

/** The draft version, locked, or a refusal: a sent quote's proposal is what the customer has. */
async function lockDraft(tx: Transaction, quoteId: number) {
  const quote = await lockCurrentVersion(tx, quoteId);
  if (quote.version.status !== "draft")
    throw new DomainError(`Quote ${quote.number} has been sent, so the plan it proposes cannot change: revise it first.`, { status: 409 });
  return quote;
}

/*
 * A quote that proposes a plan asks no deposit (docs/decisions/0224): each visit is invoiced as the
 * plan bills, and a prepaid plan is paid ahead on the plan itself. Refused from both sides: saving
 * the proposal on a draft with a deposit, and saving a draft with a deposit that proposes a plan.
 */
const NO_DEPOSIT_WITH_PLAN =
  "A quote that proposes a plan takes no deposit: the plan's visits are invoiced as it bills. Take the deposit off, or drop the plan.";
const asksDeposit = (deposit: Deposit | null | undefined) => deposit !== null && deposit !== undefined && deposit.kind !== "none";

/**
 * What the plans feature keeps beside a quote's version: a draft proposing a plan refuses a
 * deposit, and a revision or a duplicate proposes the same plan as the version it copies.
 */
export const planQuoteCompanions: VersionCompanions = {
  async checkDraft(tx, versionId, draft) {
    if (asksDeposit(draft.deposit) && (await proposalOf(tx, versionId))) throw new DomainError(NO_DEPOSIT_WITH_PLAN, { status: 409 });
  },
  async copy(tx, fromVersionId, toVersionId) {
    const proposal = await proposalOf(tx, fromVersionId);
    if (!proposal) return;
    const { rules, startsOn, billing, createdByName } = proposal;
    await tx.insert(planProposalsTable).values({ quoteVersionId: toVersionId, rules, startsOn, billing, createdByName });
  },
};

/** Saves the plan a draft quote proposes (its staff form, and the demo). */
export async function saveProposal(db: Database, actor: StaffActor, quoteId: number, input: PlanProposalInput) {
  return db.transaction(async (tx) => {
    const quote = await lockDraft(tx, quoteId);
    if (asksDeposit(quote.version.deposit)) throw new DomainError(NO_DEPOSIT_WITH_PLAN, { status: 409 });
    const now = new Date();
    const values = { rules: input.rules, startsOn: input.startsOn, billing: input.billing };
    await tx
      .insert(planProposalsTable)
      .values({ ...values, quoteVersionId: quote.version.id, createdByName: actor.name })
      .onConflictDoUpdate({ target: planProposalsTable.quoteVersionId, set: { ...values, updatedAt: now } });
    await recordAudit(tx, { actor, action: "quote.propose-plan", entityType: "quote", entityId: quoteId, after: values });
    return { number: quote.number, rule: describeRules(input.rules) };
  });
}

async function dropProposal(db: Database, actor: StaffActor, quoteId: number) {
  return db.transaction(async (tx) => {
    const quote = await lockDraft(tx, quoteId);
    await tx.delete(planProposalsTable).where(eq(planProposalsTable.quoteVersionId, quote.version.id));
    await recordAudit(tx, { actor, action: "quote.drop-plan", entityType: "quote", entityId: quoteId });
    return { number: quote.number };
  });
}

/** The staff quote page's two proposal forms (its permission, quotes.change, is the page's). */
export function planProposalIntents<P extends string>(db: Database, quoteId: number): FormIntents<StaffActor, P> {
  return {
    "propose-plan": intent<typeof planProposalSchema, StaffActor, P>(
      planProposalSchema,
      async (input, { actor }) => {
        const { number, rule } = await saveProposal(db, actor, quoteId, input);
        return `Quote ${number} proposes a plan: ${rule}. Accepting the quote will start it.`;
      },
      {
        input: planProposalFormInput,
        invalidMessage: "Please correct the plan's highlighted fields.",
        values: submittedPlanValues,
        errors: planErrors,
      },
    ),
    "drop-plan": intent<z.ZodObject, StaffActor, P>(noFieldsForm, async (_, { actor }) => {
      const { number } = await dropProposal(db, actor, quoteId);
      return `Quote ${number} no longer proposes a plan.`;
    }),
  };
}

/**
 * The "quote.accepted" subscriber: when the accepted version proposed a plan, makes it for the
 * customer's site with the lines they accepted and books its visits up to the horizon, once (the
 * plan's unique quote version makes a second run, or a replayed event, find it and stop).
 */
export async function makePlanFromAcceptedQuote(db: Database, event: JobContext, settings: HorizonSettings, today = todayInAuckland()) {
  const versionId = Number(event.payload.subjectId);
  const booked = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ proposal: planProposalsTable, version: quoteVersionsTable, quote: quotesTable, lead: leadsTable })
      .from(planProposalsTable)
      .innerJoin(quoteVersionsTable, eq(quoteVersionsTable.id, planProposalsTable.quoteVersionId))
      .innerJoin(quotesTable, eq(quotesTable.id, quoteVersionsTable.quoteId))
      .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
      .where(and(eq(planProposalsTable.quoteVersionId, versionId), eq(quoteVersionsTable.status, "accepted")));
    const accepted = row?.version.accepted;
    if (!row || !accepted || row.lead.anonymisedAt) {
      await event.complete(tx);
      return 0;
    }
    const { proposal, version, quote, lead } = row;
    const lines = planLinesFromQuote(await versionLines(tx, versionId), accepted.chosen, version.amountsAre, version.discount);
    const number = documentNumber("Q", quote.number, version.version);
    const [plan] = await tx
      .insert(plansTable)
      .values({
        leadId: lead.id,
        customerId: quote.customerId ?? lead.customerId,
        siteId: quote.siteId ?? lead.siteId,
        title: lead.service,
        lines,
        visitValueCents: visitValue(lines, settings.quoting.gstRounding),
        rules: proposal.rules,
        startsOn: proposal.startsOn,
        billing: proposal.billing,
        ...QUOTED_WINDOW,
        quoteVersionId: versionId,
        createdByName: `${accepted.name} (accepted quote ${number})`,
      })
      .onConflictDoNothing({ target: plansTable.quoteVersionId })
      .returning();
    if (!plan) {
      await event.complete(tx);
      return 0;
    }
    const actor = { id: `customer-link:quote:${versionId}`, name: `${accepted.name} (accepted quote ${number})` };
    await recordAudit(tx, {
      actor,
      action: "plan.create",
      entityType: "plan",
      entityId: plan.id,
      after: { quoteVersionId: versionId, lines },
    });
    const made = await extendPlanWithin(tx, actor, plan, settings, today);
    await event.complete(tx);
    return made;
  });
  if (booked > 0) {
    notifyOutbox();
    notifyTexts();
  }
  return booked;
}
