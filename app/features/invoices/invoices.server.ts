import { and, eq, inArray, ne } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import { documentNumber } from "~/features/documents/numbers";
import { jobNumber, lockJob } from "~/features/jobs/jobs.server";
import { serviceJobsTable } from "~/features/jobs/tables";
import { recordJobEvent } from "~/features/jobs/timeline.server";
import { leadsTable } from "~/features/leads/tables";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { quotesTable, quoteVersionsTable } from "~/features/quotes/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { SYSTEM_ACTOR, type Actor, type StaffActor } from "~/lib/actor";
import { todayInAuckland, type IsoDay } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { AmountOverLimit, formatMoney, lineAmount, type Cents } from "~/lib/money";
import type { Database, Transaction } from "~/platform/db/database";
import type { JobContext } from "~/platform/jobs/runner.server";
import { depositDeduction, enteredLine, linesFromJob, type AccountCodes, type InvoiceLine } from "./invoice-lines";
import {
  asLine,
  insertInvoice,
  invoiceNumber,
  linesOf,
  lockInvoice,
  recordInvoiceEvent,
  refuseUnlessDraft,
  replaceLines,
} from "./records.server";
import { issueInvoice } from "./send.server";
import { invoicesTable, type InvoiceBuyer } from "./tables";

/*
 * Making invoices and changing drafts (docs/decisions/0112). A job's invoice carries its accepted
 * lines priced as the quote priced them, less any deposit invoiced for the same quote; a deposit
 * invoice is made and sent when a quote with a deposit is accepted. Both are made once, however
 * often the events behind them run.
 */
type Invoicing = Pick<BusinessSettings, "invoicing" | "quoting">;

const accountsOf = (settings: Invoicing): AccountCodes => ({
  sales: settings.invoicing.salesAccount,
  materials: settings.invoicing.materialsAccount,
});

const buyerOf = (lead: { name: string; email: string; phone: string; address: string; suburb: string }): InvoiceBuyer => ({
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  address: lead.address,
  suburb: lead.suburb,
});

async function liveWorkInvoice(tx: Transaction, jobId: number) {
  const [row] = await tx
    .select()
    .from(invoicesTable)
    .where(and(eq(invoicesTable.jobId, jobId), eq(invoicesTable.kind, "invoice"), ne(invoicesTable.status, "void")));
  return row;
}

/** Deposit invoices issued for the quote a job came from: taken off the job's invoice. */
async function issuedDeposits(tx: Transaction, quoteVersionId: number | null) {
  if (quoteVersionId === null) return [];
  return tx
    .select()
    .from(invoicesTable)
    .where(
      and(
        eq(invoicesTable.quoteVersionId, quoteVersionId),
        eq(invoicesTable.kind, "deposit"),
        inArray(invoicesTable.status, ["sent", "part_paid", "paid"]),
      ),
    );
}

/** Drafts the invoice for a job's work, in the caller's transaction, with the job locked. */
async function draftWorkInvoice(tx: Transaction, actor: Actor, jobId: number, settings: Invoicing) {
  const job = await lockJob(tx, jobId);
  if (job.status === "cancelled") throw new DomainError(`Job ${jobNumber(job)} is cancelled, so it is not invoiced.`);
  const live = await liveWorkInvoice(tx, jobId);
  if (live) throw new DomainError(`Job ${jobNumber(job)} already has invoice ${invoiceNumber(live)}: void it first to make another.`);
  const [lead] = await tx.select().from(leadsTable).where(eq(leadsTable.id, job.leadId));
  const amountsAre = job.pricing?.amountsAre ?? "inclusive";
  const accounts = accountsOf(settings);
  const lines = job.pricing ? linesFromJob({ lines: job.lines, ...job.pricing }, accounts) : [];
  for (const deposit of await issuedDeposits(tx, job.quoteVersionId))
    lines.push(
      depositDeduction(
        { number: invoiceNumber(deposit), owedCents: deposit.inclusiveCents - deposit.creditedCents, paid: deposit.status === "paid" },
        amountsAre,
        accounts,
      ),
    );
  const { invoice, number } = await insertInvoice(tx, actor, {
    kind: "invoice",
    buyer: buyerOf(lead),
    reference: jobNumber(job),
    title: job.title,
    amountsAre,
    gstRounding: job.pricing?.gstRounding ?? settings.quoting.gstRounding,
    lines,
    leadId: lead.id,
    customerId: job.customerId ?? lead.customerId,
    jobId,
    quoteVersionId: job.quoteVersionId,
  });
  await recordInvoiceEvent(tx, actor, invoice.id, `Drafted from job ${jobNumber(job)}`);
  await recordJobEvent(tx, actor, jobId, { kind: "invoice", detail: `Invoice ${number} drafted: ${formatMoney(invoice.inclusiveCents)}` });
  return { id: invoice.id, number };
}

/** A draft invoice to a lead, GST-inclusive lines, not tied to one job (a plan's month or prepaid visits). */
async function draftLeadInvoice(
  tx: Transaction,
  actor: Actor,
  lead: typeof leadsTable.$inferSelect,
  input: { title: string; reference: string; lines: InvoiceLine[] },
  settings: Invoicing,
) {
  const made = await insertInvoice(tx, actor, {
    kind: "invoice",
    buyer: buyerOf(lead),
    reference: input.reference,
    title: input.title,
    amountsAre: "inclusive",
    gstRounding: settings.quoting.gstRounding,
    lines: input.lines,
    leadId: lead.id,
    customerId: lead.customerId,
  });
  await recordInvoiceEvent(tx, actor, made.invoice.id, `Drafted for ${input.reference}`);
  return made;
}

/**
 * One invoice for several done jobs billed together (a monthly maintenance plan's visits,
 * docs/decisions/0183), drafted in the caller's transaction for staff to check and send: each
 * job's lines under a line naming the job and its day, priced as the job prices them.
 */
export async function draftPeriodicInvoice(
  tx: Transaction,
  actor: Actor,
  input: { leadId: number; title: string; reference: string; jobs: ReadonlyArray<{ jobId: number; heading: string }> },
  settings: Invoicing,
) {
  const [lead] = await tx.select().from(leadsTable).where(eq(leadsTable.id, input.leadId));
  if (!lead) throw new DomainError("There is no lead with that number.", { status: 404 });
  const accounts = accountsOf(settings);
  const jobs = [];
  for (const { jobId, heading } of input.jobs) {
    const job = await lockJob(tx, jobId);
    const pricing = job.pricing ?? { amountsAre: "inclusive" as const, gstRounding: settings.quoting.gstRounding };
    jobs.push({
      job,
      lines: [
        { kind: "text" as const, description: heading, quantity: null, unitPriceCents: null, amountCents: null, accountCode: "" },
        ...linesFromJob({ lines: job.lines, ...pricing }, accounts),
      ],
    });
  }
  const { invoice, number } = await draftLeadInvoice(tx, actor, lead, { ...input, lines: jobs.flatMap((j) => j.lines) }, settings);
  for (const { job } of jobs)
    await recordJobEvent(tx, actor, job.id, { kind: "invoice", detail: `On invoice ${number} (${input.reference})` });
  return { id: invoice.id, number, inclusiveCents: invoice.inclusiveCents };
}

/**
 * The invoice for a block of a maintenance plan's visits paid ahead (docs/decisions/0199),
 * drafted in the caller's transaction for staff to check and send: one line, the visits at what
 * one visit costs, GST included, as the invoices feature works it.
 */
export async function draftPrepaidInvoice(
  tx: Transaction,
  actor: Actor,
  input: { leadId: number; title: string; reference: string; description: string; visits: number; visitCents: Cents },
  settings: Invoicing,
) {
  const [lead] = await tx.select().from(leadsTable).where(eq(leadsTable.id, input.leadId));
  if (!lead || lead.anonymisedAt) throw new DomainError("There is no lead with that number.", { status: 404 });
  const line: InvoiceLine = {
    kind: "item",
    description: input.description,
    quantity: input.visits,
    unitPriceCents: input.visitCents,
    amountCents: lineAmount(input.visits, input.visitCents),
    accountCode: settings.invoicing.salesAccount,
  };
  const { invoice, number } = await draftLeadInvoice(tx, actor, lead, { ...input, lines: [line] }, settings);
  return { id: invoice.id, number, inclusiveCents: invoice.inclusiveCents };
}

/** Staff make the invoice for a job's work (any job not cancelled: progress invoices too). */
export async function createJobInvoice(db: Database, actor: StaffActor, jobId: number, settings: Invoicing) {
  return db.transaction(async (tx) => {
    const made = await draftWorkInvoice(tx, actor, jobId, settings);
    await recordAudit(tx, {
      actor,
      action: "invoice.create",
      entityType: "invoice",
      entityId: made.id,
      after: { number: made.number, jobId },
    });
    return made;
  });
}

/** The "job.done" subscriber: drafts the job's invoice for staff to check and send, unless it has one. */
export async function draftInvoiceForDoneJob(db: Database, event: JobContext, settings: Invoicing) {
  const jobId = Number(event.payload.subjectId);
  await db.transaction(async (tx) => {
    // A job deleted with its lead since has nothing to invoice; one reopened is not done.
    const [job] = await tx
      .select({ status: serviceJobsTable.status, billedPeriodically: serviceJobsTable.billedPeriodically })
      .from(serviceJobsTable)
      .where(eq(serviceJobsTable.id, jobId))
      .for("update");
    // A job billed on a periodic invoice (a monthly plan's visit) waits for that invoice instead.
    if (job?.status === "done" && !job.billedPeriodically && !(await liveWorkInvoice(tx, jobId)))
      await draftWorkInvoice(tx, SYSTEM_ACTOR, jobId, settings);
    await event.complete(tx);
  });
}

/**
 * The deposit invoice of an accepted version, made and sent now if it is not yet (in the
 * caller's transaction, with the version locked): null when the version asks for no deposit,
 * is not accepted, or its lead was anonymised. One that cannot go yet (no GST number in the
 * settings) waits as a draft for staff, its reason on its timeline.
 */
async function depositInvoiceOf(tx: Transaction, versionId: number, settings: BusinessSettings, now: Date) {
  const [row] = await tx
    .select({ version: quoteVersionsTable, quote: quotesTable, lead: leadsTable })
    .from(quoteVersionsTable)
    .innerJoin(quotesTable, eq(quotesTable.id, quoteVersionsTable.quoteId))
    .innerJoin(leadsTable, eq(leadsTable.id, quotesTable.leadId))
    .where(and(eq(quoteVersionsTable.id, versionId), eq(quoteVersionsTable.status, "accepted")))
    .for("update", { of: quoteVersionsTable });
  const depositCents: Cents = row?.version.accepted?.depositCents ?? 0;
  const [existing] = await tx
    .select()
    .from(invoicesTable)
    .where(and(eq(invoicesTable.quoteVersionId, versionId), eq(invoicesTable.kind, "deposit")));
  if (existing) return { invoice: existing, sent: null };
  if (!row || depositCents <= 0 || row.lead.anonymisedAt) return null;
  const quoteNumber = documentNumber("Q", row.quote.number, row.version.version);
  const { invoice, number } = await insertInvoice(tx, SYSTEM_ACTOR, {
    kind: "deposit",
    buyer: buyerOf(row.lead),
    reference: quoteNumber,
    title: `Deposit: ${row.lead.service}`,
    amountsAre: "inclusive",
    gstRounding: row.version.gstRounding,
    lines: [
      {
        kind: "item",
        description: `Deposit to book the work on quote ${quoteNumber}`,
        quantity: 1,
        unitPriceCents: depositCents,
        amountCents: depositCents,
        accountCode: settings.invoicing.salesAccount,
      },
    ],
    leadId: row.lead.id,
    customerId: row.quote.customerId ?? row.lead.customerId,
    quoteVersionId: versionId,
  });
  await recordInvoiceEvent(tx, SYSTEM_ACTOR, invoice.id, `Drafted for the deposit on accepted quote ${quoteNumber}`);
  const issued = await issueInvoice(tx, SYSTEM_ACTOR, invoice, settings, now).then(
    () => true,
    async (error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      await recordInvoiceEvent(tx, SYSTEM_ACTOR, invoice.id, `Not sent automatically: ${error.message}`);
      return false;
    },
  );
  const [current] = await tx.select().from(invoicesTable).where(eq(invoicesTable.id, invoice.id));
  return { invoice: current, sent: issued ? number : null };
}

/**
 * The "quote.accepted" subscriber: a quote accepted with a deposit gets its deposit invoice, sent
 * at once (the customer has just agreed to pay it); one that cannot go yet (no GST number in the
 * settings) waits as a draft for staff.
 */
export async function invoiceAcceptedDeposit(db: Database, event: JobContext, settings: BusinessSettings, now = new Date()) {
  const versionId = Number(event.payload.subjectId);
  const sent = await db.transaction(async (tx) => {
    const made = await depositInvoiceOf(tx, versionId, settings, now);
    await event.complete(tx);
    return made?.sent ?? null;
  });
  if (sent) notifyOutbox();
  return sent;
}

/**
 * The deposit invoice of an accepted version for a customer about to pay it (docs/decisions/0165):
 * made and sent now when they tap "Pay the deposit" before the "quote.accepted" subscriber has
 * run, which then finds it made. Null when there is no deposit to pay.
 */
export async function depositInvoiceForVersion(db: Database, versionId: number, settings: BusinessSettings, now = new Date()) {
  const made = await db.transaction((tx) => depositInvoiceOf(tx, versionId, settings, now));
  if (made?.sent) notifyOutbox();
  return made?.invoice ?? null;
}

/** A line, or a total it makes, past what an amount may be: the unit price's message, nothing stored. */
async function withinLimit<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AmountOverLimit) throw new DomainError(`${error.message}.`, { field: "unitPrice", status: 400 });
    throw error;
  }
}

/** A line staff add to a draft (a variation, a call-out fee) or change in place. */
export async function saveInvoiceLine(
  db: Database,
  actor: StaffActor,
  id: number,
  entry: { lineIndex?: number; description: string; quantity: number; unitPriceCents: Cents },
  settings: Invoicing,
) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    refuseUnlessDraft(invoice);
    const lines = (await linesOf(tx, id)).map(asLine);
    const line = await withinLimit(() => enteredLine(entry, accountsOf(settings)));
    if (entry.lineIndex === undefined) lines.push(line);
    else if (lines[entry.lineIndex])
      lines[entry.lineIndex] = { ...line, accountCode: lines[entry.lineIndex].accountCode || line.accountCode };
    else throw new DomainError("That line is no longer on the invoice.", { status: 404 });
    await withinLimit(() => replaceLines(tx, invoice, lines));
    await recordAudit(tx, { actor, action: "invoice.line", entityType: "invoice", entityId: id, after: entry });
  });
}

export async function removeInvoiceLine(db: Database, actor: StaffActor, id: number, lineIndex: number) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    refuseUnlessDraft(invoice);
    const lines = (await linesOf(tx, id)).map(asLine);
    if (!lines[lineIndex]) throw new DomainError("That line is no longer on the invoice.", { status: 404 });
    const [removed] = lines.splice(lineIndex, 1);
    await replaceLines(tx, invoice, lines);
    await recordAudit(tx, { actor, action: "invoice.line-remove", entityType: "invoice", entityId: id, before: removed });
  });
}

/** A draft's customer details, note and chosen due date (empty: from the payment terms when sent). */
export async function saveInvoiceDetails(
  db: Database,
  actor: StaffActor,
  id: number,
  input: { buyer: InvoiceBuyer; title: string; note: string; dueDate: IsoDay | null },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    refuseUnlessDraft(invoice);
    if (input.dueDate && input.dueDate < todayInAuckland(now))
      throw new DomainError("The due date has passed: choose today or a later day.", { field: "dueDate", status: 400 });
    await tx
      .update(invoicesTable)
      .set({ buyer: input.buyer, title: input.title, note: input.note, dueDate: input.dueDate, updatedAt: now })
      .where(eq(invoicesTable.id, id));
    await recordAudit(tx, {
      actor,
      action: "invoice.details",
      entityType: "invoice",
      entityId: id,
      before: { buyer: invoice.buyer, title: invoice.title, note: invoice.note, dueDate: invoice.dueDate },
      after: input,
    });
  });
}
