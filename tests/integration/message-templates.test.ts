import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditInvoice } from "~/features/invoices/credits.server";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { sendInvoice } from "~/features/invoices/send.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { runReviewRequest } from "~/features/reviews/requests.server";
import { messageTemplatesTable } from "~/features/message-templates/tables";
import { resetWording, saveWording } from "~/features/message-templates/templates.server";
import { textOutboxTable } from "~/features/texts/tables";
import { DomainError } from "~/lib/domain-error";
import { INVOICE_SETTINGS, sentQuoteOn } from "../helpers/invoices";
import { finishJob, leadWhoChose, newLead, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Issue 43, item 2: staff's own wording of customer messages. Two messages overridden (the quote's
 * text and the quote's email) go to two customers who chose both: each customer gets their own
 * values in each, each message its own wording, the HTML escapes what it fills in; an unknown
 * field or a dropped {link} is refused and nothing stored; "Reset to default" brings the default back.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

const customer = (name: string, email: string, phone: string) => leadWhoChose(db(), { name, email, phone }, "both");

const sentQuote = (leadId: number, cents: number) =>
  sentQuoteOn(db(), leadId, [
    { kind: "item", description: "Clean the gutters", quantity: 1, unitPriceCents: cents, amountsAre: "inclusive" },
  ]);
/** A text to the customer's own number carries a short link to their own page (docs/decisions/0233): shown here as "<link>". */
const linkShown = (body: string) => body.replace(/https?:\/\/\S+\/c\/[A-Za-z0-9_-]{22}(?= )/, "<link>");

const textTo = async (to: string) =>
  (
    await db()
      .select()
      .from(textOutboxTable)
      .where(and(eq(textOutboxTable.to, to), eq(textOutboxTable.kind, "quote-sent")))
  ).at(-1)!;
const emailTo = async (to: string) =>
  (
    await db()
      .select()
      .from(emailOutboxTable)
      .where(and(eq(emailOutboxTable.kind, "quote-sent"), eq(emailOutboxTable.to, [to])))
  ).at(-1)!;

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("customer messages in staff's own wording", () => {
  it("sends two overridden messages to two customers, each with their own values, the HTML escaped", async () => {
    await saveWording(db(), STAFF, "text-quote-sent", {
      subject: null,
      body: "Hi {first_name}, {business_name} here. Quote {quote_number} ({amount}) is ready: {link} Reply STOP to opt out.",
    });
    await saveWording(db(), STAFF, "email-quote-sent", {
      subject: "{first_name}, quote {quote_number} is in",
      body: "Morena {first_name},\n\nYour quote for {amount} is waiting.\nLines kept.",
    });
    const ana = await customer("Ana <b>Rua</b>", "ana@templates.test", "021 555 0701");
    const ben = await customer("Ben Toa", "ben@templates.test", "021 555 0702");
    const anaQuote = await sentQuote(ana, 25_000);
    const benQuote = await sentQuote(ben, 31_050);

    const [anaText, benText] = [await textTo("+64215550701"), await textTo("+64215550702")];
    expect(linkShown(anaText.body)).toBe(
      `Hi Ana, ${INVOICE_SETTINGS.businessName} here. Quote ${anaQuote.number} ($250.00) is ready: <link> Reply STOP to opt out.`,
    );
    expect(linkShown(benText.body)).toBe(
      `Hi Ben, ${INVOICE_SETTINGS.businessName} here. Quote ${benQuote.number} ($310.50) is ready: <link> Reply STOP to opt out.`,
    );

    const [anaEmail, benEmail] = [await emailTo("ana@templates.test"), await emailTo("ben@templates.test")];
    expect(anaEmail.subject).toBe(`Ana, quote ${anaQuote.number} is in`);
    expect(benEmail.subject).toBe(`Ben, quote ${benQuote.number} is in`);
    expect(benEmail.text).toContain("Morena Ben,\n\nYour quote for $310.50 is waiting.\nLines kept.");
    expect(benEmail.html).toContain("Your quote for $310.50 is waiting.<br/>Lines kept.");
    // The button to the quote is still there: the wording is what changed, not the link.
    expect(benEmail.html).toContain(`href="${benQuote.link}"`);
    expect(anaEmail.text).toContain("Morena Ana,\n\nYour quote for $250.00 is waiting.");
    // A name with markup is filled in as text, escaped in the HTML part.
    const mere = await customer("<i>Mere</i> Pou", "mere@templates.test", "021 555 0703");
    await sentQuote(mere, 10_000);
    const mereEmail = await emailTo("mere@templates.test");
    expect(mereEmail.html).toContain("Morena &lt;i&gt;Mere&lt;/i&gt;,");
    expect(mereEmail.html).not.toContain("<i>Mere</i>");
  });

  it("refuses a field the message does not have, naming it, and stores nothing", async () => {
    const error = await refusal(
      saveWording(db(), STAFF, "text-visit-reminder", {
        subject: null,
        body: "{business_name}: see you {visit_windw}. Reply STOP to opt out.",
      }),
    );
    expect(error.status).toBe(422);
    expect(error.field).toBe("body");
    expect(error.message).toMatch(/^\{visit_windw\} is not a field of this message\. Use only: \{business_name\}/);
    const subject = await refusal(
      saveWording(db(), STAFF, "email-quote-sent", { subject: "Quote {quote_no}", body: "Kia ora {first_name}" }),
    );
    expect(subject.field).toBe("subject");
    expect(subject.message).toContain("{quote_no}");
    expect(await db().select().from(messageTemplatesTable).where(eq(messageTemplatesTable.key, "text-visit-reminder"))).toEqual([]);
  });

  it("refuses a text that drops its {link}, its business name or how to opt out", async () => {
    const noLink = await refusal(
      saveWording(db(), STAFF, "text-invoice-sent", {
        subject: null,
        body: "{business_name}: invoice {invoice_number} is ready. Reply STOP to opt out.",
      }),
    );
    expect(noLink.message).toBe("Keep {link}: the customer needs the link to reach their page.");
    const noName = await refusal(
      saveWording(db(), STAFF, "text-invoice-sent", { subject: null, body: "Invoice {invoice_number}: {link} Reply STOP to opt out." }),
    );
    expect(noName.message).toBe("Keep {business_name}: every text must name the business.");
    const noStop = await refusal(
      saveWording(db(), STAFF, "text-invoice-sent", { subject: null, body: "{business_name}: invoice {invoice_number}: {link}" }),
    );
    expect(noStop.message).toMatch(/^Keep how to opt out/);
    expect(await db().select().from(messageTemplatesTable).where(eq(messageTemplatesTable.key, "text-invoice-sent"))).toEqual([]);
  });

  it("goes back to the default on reset: the next quote is sent in the default wording", async () => {
    await resetWording(db(), STAFF, "text-quote-sent");
    await resetWording(db(), STAFF, "email-quote-sent");
    const cara = await customer("Cara Wiki", "cara@templates.test", "021 555 0704");
    const quote = await sentQuote(cara, 12_000);
    expect(linkShown((await textTo("+64215550704")).body)).toBe(
      `${INVOICE_SETTINGS.businessName}: your quote ${quote.number} is ready to view and accept: <link> Reply STOP to opt out.`,
    );
    const email = await emailTo("cara@templates.test");
    expect(email.subject).toBe(`Your quote ${quote.number} from ${INVOICE_SETTINGS.businessName}`);
    expect(email.text).toContain("Kia ora Cara Wiki,\n\nThanks for the chance to quote.");
    expect(await db().select().from(messageTemplatesTable)).toEqual([]);
  });

  it("words an email-only message too: the review reminder goes in staff's wording, the first request in the default", async () => {
    await saveWording(db(), STAFF, "email-review-reminder", {
      subject: "Still keen to hear, {first_name}",
      body: "Kia ora {first_name},\n\nHow was your {service}? One more ask from {business_name}.",
    });
    const settings = { ...INVOICE_SETTINGS, reviews: { requestDelayHours: 24, googleReviewUrl: "" } };
    for (const [i, name] of ["Hine Moana", "Tai Rewa"].entries()) {
      const leadId = await leadWhoChose(db(), { name, email: `review${i}@templates.test`, phone: `021 555 071${i}` }, "email");
      const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Gutters", scope: "" });
      await finishJob(db(), jobId, `templates-tradie-${i}@example.co.nz`, settings);
      for (const reminder of [false, true]) {
        const job = { id: 0, kind: "review.request", attempt: 1, payload: { jobId, reminder }, complete: async () => {} };
        expect(await runReviewRequest(db(), job, settings)).toBe(true);
      }
    }
    const reviewEmails = async (to: string) =>
      db()
        .select()
        .from(emailOutboxTable)
        .where(eq(emailOutboxTable.to, [to]))
        .orderBy(emailOutboxTable.id);
    const [hineFirst, hineReminder] = (await reviewEmails("review0@templates.test")).filter((e) => e.kind.startsWith("review-"));
    const [, taiReminder] = (await reviewEmails("review1@templates.test")).filter((e) => e.kind.startsWith("review-"));
    expect(hineFirst.subject).toBe("How did we do, Hine?");
    expect(hineReminder.subject).toBe("Still keen to hear, Hine");
    expect(taiReminder.subject).toBe("Still keen to hear, Tai");
    expect(taiReminder.text).toContain(`Kia ora Tai,\n\nHow was your gutter cleaning? One more ask from ${INVOICE_SETTINGS.businessName}.`);
  });

  it("sends credit notes in staff's wording, each with its own number and amount, and invoices in theirs", async () => {
    await saveWording(db(), STAFF, "email-credit-note-sent", {
      subject: "Credit {credit_note_number} for {first_name}",
      body: "Kia ora {first_name},\n\nWe owe you {amount}: credit note {credit_note_number} explains why.",
    });
    const notes = [];
    for (const [name, email, cents, credit] of [
      ["Wiremu Credit", "wiremu@templates.test", 40_000, 5_000],
      ["Huia Credit", "huia@templates.test", 60_000, 12_345],
    ] as const) {
      const { id: jobId } = await createJobFromLead(db(), STAFF, await newLead(db(), email, name), { title: "Gutters", scope: "" });
      const { id: invoiceId } = await createJobInvoice(db(), STAFF, jobId, INVOICE_SETTINGS);
      await saveInvoiceLine(db(), STAFF, invoiceId, { description: "Gutter clean", quantity: 1, unitPriceCents: cents }, INVOICE_SETTINGS);
      await sendInvoice(db(), STAFF, invoiceId, INVOICE_SETTINGS);
      notes.push({
        email,
        note: await creditInvoice(db(), STAFF, invoiceId, { amountCents: credit, reason: "Guard not fitted" }, INVOICE_SETTINGS),
      });
    }
    const sent = async (email: string, kind: string) =>
      (
        await db()
          .select()
          .from(emailOutboxTable)
          .where(and(eq(emailOutboxTable.kind, kind), eq(emailOutboxTable.to, [email])))
      ).at(-1)!;
    const [wiremu, huia] = [await sent("wiremu@templates.test", "credit-note-sent"), await sent("huia@templates.test", "credit-note-sent")];
    expect(wiremu.subject).toBe(`Credit ${notes[0].note.number} for Wiremu`);
    expect(huia.subject).toBe(`Credit ${notes[1].note.number} for Huia`);
    expect(wiremu.text).toContain(`Kia ora Wiremu,\n\nWe owe you $50.00: credit note ${notes[0].note.number} explains why.`);
    expect(huia.text).toContain(`We owe you $123.45: credit note ${notes[1].note.number} explains why.`);
    expect(notes[0].note.number).not.toBe(notes[1].note.number);
    // The invoice itself keeps the invoice's own (default) wording.
    expect((await sent("huia@templates.test", "invoice-sent")).subject).toMatch(/^Your invoice INV-\d{6} from /);
  });
});
