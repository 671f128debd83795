import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { XERO_COLUMNS, XERO_TAX_TYPE, MYOB_COLUMNS } from "~/features/invoices/accounting-export";
import { creditInvoice } from "~/features/invoices/credits.server";
import { exportFile } from "~/features/invoices/export.server";
import { createJobInvoice, saveInvoiceDetails, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { applyPayment, recordPayment, removePayment } from "~/features/invoices/payments.server";
import { invoiceListQuery } from "~/features/invoices/list-query";
import { listInvoices } from "~/features/invoices/list.server";
import { lockInvoice } from "~/features/invoices/records.server";
import { INVOICE_REMINDER_JOB, runInvoiceReminder } from "~/features/invoices/reminders.server";
import { sendInvoice, voidInvoice } from "~/features/invoices/send.server";
import { invoiceEventsTable, invoiceLinesTable, invoicePaymentsTable, invoicesTable } from "~/features/invoices/tables";
import { customerInvoiceView, findInvoiceByLink, markInvoiceViewed } from "~/features/invoices/views.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { serviceJobsTable } from "~/features/jobs/tables";
import { emailOutboxTable } from "~/features/mail/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import { gstInInclusive } from "~/lib/money";
import { startJobRunner } from "~/platform/jobs/runner.server";
import { jobsTable } from "~/platform/jobs/tables";
import { INVOICE_SETTINGS as SETTINGS, acceptedQuote } from "../helpers/invoices";
import { STAFF, drainJobs, finishJob, newLead } from "../helpers/jobs";
import { refusal } from "../helpers/refusal";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Invoices (issue 19, docs/decisions/0112, 0113): the deposit invoiced and sent when a quote is
 * accepted, the job's invoice drafted once when it is done with the deposit taken off, sending
 * with the customer's link, payments to paid, overdue reminders on a fake clock that stop when
 * paid and go once with two runners, credit notes, voiding, NZ tax-invoice refusals, and the
 * Xero and MYOB files read back with a CSV parser.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const logger = pino({ level: "silent" });
const DAY_MS = 86_400_000;

const drain = () => drainJobs(db(), SETTINGS);

const invoiceRow = async (id: number) => (await db().select().from(invoicesTable).where(eq(invoicesTable.id, id)))[0];
const mailsFor = (id: number, kind: string) =>
  db()
    .select()
    .from(emailOutboxTable)
    .where(and(eq(emailOutboxTable.subjectType, "invoice"), eq(emailOutboxTable.subjectId, id), eq(emailOutboxTable.kind, kind)));

const tokenOf = (text: string) => /\/i\/([A-Za-z0-9_-]{43})/.exec(text)![1];

describe("a job's invoices", () => {
  it("invoice the deposit when the quote is accepted, and take it off the job's invoice drafted once when the job is done", async () => {
    const { leadId } = await acceptedQuote(
      db(),
      "invoice-life@example.co.nz",
      [
        { kind: "item", description: "Gutter clean", quantity: 10, unitPriceCents: 2_000, amountsAre: "inclusive" },
        { kind: "labour", description: "Downpipe repair", hours: 1.5, rateCents: 10_000, amountsAre: "inclusive" },
      ],
      { kind: "amount", amountCents: 10_000 },
    );
    await drain();
    await drain();
    const deposits = await db()
      .select()
      .from(invoicesTable)
      .where(and(eq(invoicesTable.leadId, leadId), eq(invoicesTable.kind, "deposit")));
    expect(deposits).toHaveLength(1);
    const [deposit] = deposits;
    expect(deposit).toMatchObject({
      status: "sent",
      inclusiveCents: 10_000,
      gstCents: gstInInclusive(10_000),
      issueDate: todayInAuckland(),
    });
    expect(deposit.dueDate).toBe(addDays(todayInAuckland(), 7));
    const [sentMail] = await mailsFor(deposit.id, "invoice-sent");
    expect(sentMail.to).toEqual(["invoice-life@example.co.nz"]);
    // Its PDF goes with it, as it was when sent.
    expect(sentMail.attachments).toEqual([
      {
        filename: `INV-${String(deposit.number).padStart(6, "0")}.pdf`,
        contentType: "application/pdf",
        contentBase64: expect.stringMatching(/^JVBER/),
      },
    ]);
    expect(sentMail.text).toContain("12-3140-0123456-00");
    // The customer's link opens the invoice; opening it is noted once.
    const byLink = (await findInvoiceByLink(db(), tokenOf(sentMail.text!)))!;
    expect(byLink.id).toBe(deposit.id);
    await markInvoiceViewed(db(), byLink);
    await markInvoiceViewed(db(), byLink);
    const opened = await db().select().from(invoiceEventsTable).where(eq(invoiceEventsTable.invoiceId, deposit.id));
    expect(opened.filter((e) => e.detail === "Opened by the customer")).toHaveLength(1);
    await recordPayment(
      db(),
      STAFF,
      deposit.id,
      { amountCents: 10_000, paidOn: todayInAuckland(), method: "bank_transfer", reference: "", sendReceipt: true },
      SETTINGS,
    );
    expect((await invoiceRow(deposit.id)).status).toBe("paid");
    expect(await mailsFor(deposit.id, "invoice-receipt")).toHaveLength(1);

    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.leadId, leadId));
    await finishJob(db(), job.id, "tradie-life@example.co.nz", SETTINGS);
    await drain();
    await drain();
    const works = await db()
      .select()
      .from(invoicesTable)
      .where(and(eq(invoicesTable.jobId, job.id), eq(invoicesTable.kind, "invoice")));
    expect(works).toHaveLength(1);
    const [work] = works;
    expect(work.status).toBe("draft");
    const lines = await db()
      .select()
      .from(invoiceLinesTable)
      .where(eq(invoiceLinesTable.invoiceId, work.id))
      .orderBy(invoiceLinesTable.position);
    expect(lines.map((l) => [l.description, l.amountCents])).toEqual([
      ["Gutter clean", 20_000],
      ["Downpipe repair", 15_000],
      [`Less deposit, invoice INV-${String(deposit.number).padStart(6, "0")} (paid)`, -10_000],
    ]);
    expect(work.inclusiveCents).toBe(25_000);
    // The two invoices' GST together is the GST on the whole job.
    expect(work.gstCents + deposit.gstCents).toBe(gstInInclusive(35_000));
    // Staff cannot make a second live invoice for the job.
    expect((await refusal(createJobInvoice(db(), STAFF, job.id, SETTINGS))).message).toMatch(/already has invoice INV-\d{6}/);

    const { link } = await sendInvoice(db(), STAFF, work.id, SETTINGS);
    const view = await customerInvoiceView(db(), (await findInvoiceByLink(db(), link.split("/i/")[1]))!, SETTINGS);
    expect(view.printed.header.title).toMatch(/^Tax invoice INV-\d{6}$/);
    expect(view.printed.totals.at(-1)).toEqual({ label: "Balance due", amount: "$250.00", strong: true });
    expect(view.printed.howToPay).toContain(`reference INV-${String(work.number).padStart(6, "0")}`);
    await recordPayment(
      db(),
      STAFF,
      work.id,
      { amountCents: 5_000, paidOn: todayInAuckland(), method: "cash", reference: "", sendReceipt: false },
      SETTINGS,
    );
    expect((await invoiceRow(work.id)).status).toBe("part_paid");
    await recordPayment(
      db(),
      STAFF,
      work.id,
      { amountCents: 20_000, paidOn: todayInAuckland(), method: "eftpos", reference: "", sendReceipt: false },
      SETTINGS,
    );
    expect(await invoiceRow(work.id)).toMatchObject({ status: "paid", paidCents: 25_000 });
    const reminders = await db()
      .select()
      .from(jobsTable)
      .where(and(eq(jobsTable.kind, INVOICE_REMINDER_JOB), eq(jobsTable.subjectId, work.id)));
    expect(reminders.map((r) => r.status)).toEqual(["cancelled", "cancelled"]);
  });

  it("refuses a payment over the balance or dated in the future, storing nothing", async () => {
    const { invoiceId } = await sentInvoice("overpay@example.co.nz", 11_500);
    expect(await refusal(recordPayment(db(), STAFF, invoiceId, payment(11_501), SETTINGS))).toMatchObject({ status: 400 });
    expect(
      await refusal(recordPayment(db(), STAFF, invoiceId, { ...payment(100), paidOn: addDays(todayInAuckland(), 1) }, SETTINGS)),
    ).toMatchObject({ status: 400, message: "A payment cannot be dated in the future." });
    expect(await db().select().from(invoicePaymentsTable).where(eq(invoicePaymentsTable.invoiceId, invoiceId))).toEqual([]);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "sent", paidCents: 0 });
  });

  it("takes a payment a provider reports through the same seam, and removing a payment brings the reminders back", async () => {
    const { invoiceId } = await sentInvoice("provider@example.co.nz", 20_000);
    await db().transaction(async (tx) =>
      applyPayment(tx, { id: null, name: "Card provider" }, await lockInvoice(tx, invoiceId), {
        amountCents: 20_000,
        paidOn: todayInAuckland(),
        method: "card",
        reference: "pi_123",
        source: "provider",
      }),
    );
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    const [paid] = await db().select().from(invoicePaymentsTable).where(eq(invoicePaymentsTable.invoiceId, invoiceId));
    expect(paid).toMatchObject({ source: "provider", recordedByName: "Card provider" });
    await removePayment(db(), STAFF, invoiceId, paid.id, SETTINGS);
    expect((await invoiceRow(invoiceId)).status).toBe("sent");
  });
});

function payment(amountCents: number) {
  return { amountCents, paidOn: todayInAuckland(), method: "bank_transfer" as const, reference: "", sendReceipt: false };
}

/** A small job's invoice with one line, sent at `sentAt`. */
async function sentInvoice(email: string, amountCents: number, sentAt = new Date(), name = "Aroha Customer") {
  const settings = SETTINGS;
  const leadId = await newLead(db(), email, name);
  const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Small job", scope: "" });
  const { id: invoiceId } = await createJobInvoice(db(), STAFF, jobId, settings);
  await saveInvoiceLine(db(), STAFF, invoiceId, { description: "Repair", quantity: 1, unitPriceCents: amountCents }, settings);
  await sendInvoice(db(), STAFF, invoiceId, settings, sentAt);
  return { invoiceId, jobId };
}

describe("sending again", () => {
  it("emails the invoice again with a fresh link, keeps its dates and status, and queues no second set of reminders", async () => {
    const { invoiceId } = await sentInvoice("again@example.co.nz", 9_000);
    const first = await invoiceRow(invoiceId);
    const { link } = await sendInvoice(db(), STAFF, invoiceId, SETTINGS);
    const mails = await mailsFor(invoiceId, "invoice-sent");
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(link);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "sent", issueDate: first.issueDate, dueDate: first.dueDate });
    const events = await db().select().from(invoiceEventsTable).where(eq(invoiceEventsTable.invoiceId, invoiceId));
    expect(events.map((e) => e.detail)).toContain("Sent again to again@example.co.nz");
    const reminders = await db()
      .select()
      .from(jobsTable)
      .where(and(eq(jobsTable.kind, INVOICE_REMINDER_JOB), eq(jobsTable.subjectId, invoiceId)));
    expect(reminders).toHaveLength(2);
  });
});

describe("overdue reminders", () => {
  it("go 1 and 7 days after the due date, once each with two runners, and stop once the invoice is paid", async () => {
    const { invoiceId } = await sentInvoice("overdue@example.co.nz", 23_000);
    const invoice = await invoiceRow(invoiceId);
    let clock = new Date();
    const runner = () =>
      startJobRunner({
        db: db(),
        logger,
        poll: false,
        now: () => clock,
        handlers: { [INVOICE_REMINDER_JOB]: (job) => runInvoiceReminder(db(), job, SETTINGS, clock).then(() => {}) },
      });
    const [a, b] = [runner(), runner()];
    // Both runners claim due jobs together (other tests' invoices may be due too): this invoice's reminders go once each.
    const both = () => Promise.all([a.runOnce(), b.runOnce()]);
    const reminders = async () => (await mailsFor(invoiceId, "invoice-reminder")).length;
    await both();
    expect(await reminders()).toBe(0);
    clock = new Date(Date.parse(`${invoice.dueDate}T00:00:00Z`) + 2 * DAY_MS);
    await both();
    await both();
    expect(await reminders()).toBe(1);
    expect((await mailsFor(invoiceId, "invoice-reminder"))[0].text).toContain("$230.00 still owing");
    clock = new Date(clock.getTime() + 7 * DAY_MS);
    await both();
    await both();
    expect(await reminders()).toBe(2);
    await recordPayment(db(), STAFF, invoiceId, payment(23_000), SETTINGS);
    clock = new Date(clock.getTime() + 30 * DAY_MS);
    await both();
    expect(await reminders()).toBe(2);
    await Promise.all([a.stop(), b.stop()]);
  });
});

describe("overdue reminders that fall due together", () => {
  it("send each customer the latest one only, not one of each in the same second", async () => {
    // Two customers' invoices, found overdue only once both reminders are due (an instance down for a week, the demo's back-dated invoice).
    const sent = [await sentInvoice("late-one@example.co.nz", 11_000), await sentInvoice("late-two@example.co.nz", 22_000)];
    const dueDate = (await invoiceRow(sent[0].invoiceId)).dueDate;
    const clock = new Date(Date.parse(`${dueDate}T00:00:00Z`) + 10 * DAY_MS);
    const runner = startJobRunner({
      db: db(),
      logger,
      poll: false,
      now: () => clock,
      handlers: { [INVOICE_REMINDER_JOB]: (job) => runInvoiceReminder(db(), job, SETTINGS, clock).then(() => {}) },
    });
    while ((await runner.runOnce()) > 0);
    await runner.stop();
    for (const { invoiceId } of sent) {
      const mails = await mailsFor(invoiceId, "invoice-reminder");
      expect(mails).toHaveLength(1);
      const events = await db().select().from(invoiceEventsTable).where(eq(invoiceEventsTable.invoiceId, invoiceId));
      expect(events.map((e) => e.detail).filter((d) => d.startsWith("Overdue reminder"))).toEqual([
        "Overdue reminder sent (7 days after the due date)",
      ]);
    }
    expect((await mailsFor(sent[0].invoiceId, "invoice-reminder"))[0].text).toContain("$110.00 still owing");
    expect((await mailsFor(sent[1].invoiceId, "invoice-reminder"))[0].text).toContain("$220.00 still owing");
  });
});

describe("correcting an invoice", () => {
  it("credits part of an issued invoice with a numbered credit note sent to the customer, never more than is left", async () => {
    const { invoiceId } = await sentInvoice("credit@example.co.nz", 50_000);
    const note = await creditInvoice(db(), STAFF, invoiceId, { amountCents: 5_000, reason: "Gutter guard not fitted" }, SETTINGS);
    expect(note.number).toMatch(/^CN-\d{6}$/);
    const credit = await invoiceRow(note.id);
    expect(credit).toMatchObject({ kind: "credit_note", status: "sent", inclusiveCents: 5_000, creditsInvoiceId: invoiceId });
    expect(await mailsFor(note.id, "credit-note-sent")).toHaveLength(1);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "part_paid", creditedCents: 5_000 });
    expect(await refusal(creditInvoice(db(), STAFF, invoiceId, { amountCents: 45_001, reason: "Too much" }, SETTINGS))).toMatchObject({
      status: 400,
      message: "At most $450.00 of INV-" + String((await invoiceRow(invoiceId)).number).padStart(6, "0") + " is left to credit.",
    });
    // Money has moved (a credit), so it cannot be voided.
    expect((await refusal(voidInvoice(db(), STAFF, invoiceId, "Wrong customer"))).message).toMatch(/credit note instead/);
  });

  it("voids an invoice no money moved on, stops its reminders, and lets the job be invoiced again", async () => {
    const { invoiceId, jobId } = await sentInvoice("void@example.co.nz", 10_000);
    await voidInvoice(db(), STAFF, invoiceId, "Sent to the wrong customer");
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "void", voidReason: "Sent to the wrong customer" });
    const reminders = await db()
      .select()
      .from(jobsTable)
      .where(and(eq(jobsTable.kind, INVOICE_REMINDER_JOB), eq(jobsTable.subjectId, invoiceId)));
    expect(reminders.every((r) => r.status === "cancelled")).toBe(true);
    const again = await createJobInvoice(db(), STAFF, jobId, SETTINGS);
    expect(again.id).not.toBe(invoiceId);
  });

  it("refuses to send what NZ law says a tax invoice must show, and leaves it a draft with no email", async () => {
    const unregistered = { ...SETTINGS, gstNumber: "" };
    const leadId = await newLead(db(), "no-gst@example.co.nz");
    const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Deck", scope: "" });
    const { id } = await createJobInvoice(db(), STAFF, jobId, SETTINGS);
    await saveInvoiceLine(db(), STAFF, id, { description: "Deck oiling", quantity: 1, unitPriceCents: 20_001 }, SETTINGS);
    expect((await refusal(sendInvoice(db(), STAFF, id, unregistered))).message).toContain("must show the business's GST number");
    await saveInvoiceLine(db(), STAFF, id, { lineIndex: 0, description: "Deck oiling", quantity: 1, unitPriceCents: 100_001 }, SETTINGS);
    await saveInvoiceDetails(db(), STAFF, id, {
      buyer: { name: "", email: "no-gst@example.co.nz", phone: "", address: "", suburb: "" },
      title: "Deck",
      note: "",
      dueDate: null,
    });
    expect((await refusal(sendInvoice(db(), STAFF, id, SETTINGS))).message).toContain("must show the customer's name");
    expect(await invoiceRow(id)).toMatchObject({ status: "draft", issueDate: null });
    expect(await mailsFor(id, "invoice-sent")).toHaveLength(0);
  });
});

describe("the accounting export", () => {
  it("writes Xero's columns, one row per line, every invoice's total and GST exact, and MYOB's too", async () => {
    const day = addDays(todayInAuckland(), -40);
    const sentAt = new Date(Date.now() - 40 * DAY_MS);
    const first = await sentInvoice("xero-1@example.co.nz", 12_345, sentAt);
    await saveInvoiceLine(
      db(),
      STAFF,
      (
        await createJobInvoice(
          db(),
          STAFF,
          (await createJobFromLead(db(), STAFF, await newLead(db(), "xero-draft@example.co.nz"), { title: "Draft", scope: "" })).id,
          SETTINGS,
        )
      ).id,
      { description: "Never sent", quantity: 1, unitPriceCents: 999 },
      SETTINGS,
    );
    const second = await sentInvoice("xero-2@example.co.nz", 7_777, sentAt);
    // A sent invoice's lines stay as sent.
    expect(
      (await refusal(saveInvoiceLine(db(), STAFF, second.invoiceId, { description: "Too late", quantity: 1, unitPriceCents: 1 }, SETTINGS)))
        .message,
    ).toMatch(/has been sent, so its lines stay as sent/);
    const note = await creditInvoice(db(), STAFF, first.invoiceId, { amountCents: 1_000, reason: "Discount agreed" }, SETTINGS, sentAt);
    const issued = [await invoiceRow(first.invoiceId), await invoiceRow(second.invoiceId), await invoiceRow(note.id)];

    const file = await exportFile(db(), { from: day, to: day, part: 1, format: "xero", basis: "inclusive" });
    const rows: Record<string, string>[] = parse(file.csv, { columns: true, bom: true });
    expect(Object.keys(rows[0])).toEqual([...XERO_COLUMNS]);
    expect(file.count).toBe(3);
    const required = XERO_COLUMNS.filter((c) => c.startsWith("*"));
    for (const row of rows) for (const column of required) expect(row[column], column).not.toBe("");
    for (const row of rows) {
      expect(row["*TaxType"]).toBe(XERO_TAX_TYPE);
      expect(row["*InvoiceDate"]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(row["*AccountCode"]).toBe("200");
    }
    for (const invoice of issued) {
      const number = `${invoice.prefix}-${String(invoice.number).padStart(6, "0")}`;
      const mine = rows.filter((r) => r["*InvoiceNumber"] === number);
      expect(mine.length).toBeGreaterThan(0);
      const cents = (text: string) => Math.round(Number(text) * 100);
      const total = mine.reduce((sum, r) => sum + Math.round(Number(r["*Quantity"]) * cents(r["*UnitAmount"])), 0);
      const tax = mine.reduce((sum, r) => sum + cents(r.TaxAmount), 0);
      const sign = invoice.kind === "credit_note" ? -1 : 1;
      expect(total).toBe(sign * invoice.inclusiveCents);
      expect(tax).toBe(sign * invoice.gstCents);
    }
    expect(rows.some((r) => r["*Description"] === "Never sent")).toBe(false);

    const myob = await exportFile(db(), { from: day, to: day, part: 1, format: "myob", basis: "inclusive" });
    const myobRows: Record<string, string>[] = parse(myob.csv, { columns: true, skip_empty_lines: true });
    expect(Object.keys(myobRows[0])).toEqual([...MYOB_COLUMNS]);
    expect(myobRows.reduce((sum, r) => sum + Math.round(Number(r["Inc-Tax Amount"]) * 100), 0)).toBe(12_345 + 7_777 - 1_000);
  });
});

describe("the invoices list", () => {
  it("finds invoices by number, credit-note number, customer's name and job, filters overdue, and sums what is owed", async () => {
    const overdue = await sentInvoice("list-overdue@example.co.nz", 12_000, new Date(Date.now() - 30 * DAY_MS));
    const current = await sentInvoice("list-current@example.co.nz", 8_000, new Date(), "Kiri Current");
    const note = await creditInvoice(db(), STAFF, current.invoiceId, { amountCents: 500, reason: "Goodwill" }, SETTINGS);
    const [overdueRow, currentRow, noteRow] = [
      await invoiceRow(overdue.invoiceId),
      await invoiceRow(current.invoiceId),
      await invoiceRow(note.id),
    ];
    const list = (q: string, status = "") =>
      listInvoices(db(), invoiceListQuery.read(new URLSearchParams({ status, q })), todayInAuckland());
    const ids = async (q: string, status = "") => (await list(q, status)).invoices.map((i) => i.id);
    expect(await ids(`INV-${String(overdueRow.number).padStart(6, "0")}`)).toEqual([overdue.invoiceId]);
    expect(await ids(`cn-${noteRow.number}`)).toEqual([note.id]);
    expect((await ids("kiri")).sort()).toEqual([current.invoiceId, note.id].sort());
    expect(await ids(currentRow.reference)).toContain(current.invoiceId);
    const overdueIds = await ids("", "overdue");
    expect(overdueIds).toContain(overdue.invoiceId);
    expect(overdueIds).not.toContain(current.invoiceId);
    expect(await ids("", "sent")).not.toContain(overdue.invoiceId);
    const { owed } = await list("");
    const unpaid = await db().select().from(invoicesTable);
    const owing = unpaid.filter((i) => ["sent", "part_paid"].includes(i.status) && i.kind !== "credit_note");
    expect(owed.outstanding).toBe(owing.reduce((sum, i) => sum + i.inclusiveCents - i.paidCents - i.creditedCents, 0));
    expect(owed.overdueCount).toBe(owing.filter((i) => i.dueDate! < todayInAuckland()).length);
  });
});
