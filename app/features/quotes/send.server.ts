import { customerPageLinkFor, customerPageTextLinkForLead } from "~/features/customers/page-link.server";
import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import { refuseIfAnonymised } from "~/features/leads/lock.server";
import { markQuoteSent } from "~/features/leads/status.server";
import { record } from "~/features/leads/timeline.server";
import { leadsTable } from "~/features/leads/tables";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { customersTable } from "~/features/customers/tables";
import type { BusinessSettings } from "~/features/settings/schema";
import { channelsFor, textQuietHours } from "~/features/texts/channels.server";
import { notifyTexts, queueTexts } from "~/features/texts/outbox.server";
import { currentWordings } from "~/features/message-templates/templates.server";
import type { StaffActor } from "~/lib/actor";
import { todayInAuckland } from "~/lib/clock";
import { DomainError } from "~/lib/domain-error";
import { newLinkFor } from "./links.server";
import { quoteFieldValues, quoteForEmail, quoteSentEmail } from "./quote-emails.server";
import { scheduleQuoteJobs } from "./follow-ups.server";
import { AWAITING_ANSWER } from "./statuses";
import { quoteVersionsTable } from "./tables";
import { isPricedLine, lockCurrentVersion, versionLines } from "./versions.server";

async function leadContact(tx: Pick<Database, "select">, leadId: number) {
  const [lead] = await tx
    .select({
      id: leadsTable.id,
      name: leadsTable.name,
      email: leadsTable.email,
      phone: leadsTable.phone,
      anonymisedAt: leadsTable.anonymisedAt,
      preference: customersTable.contactPreference,
      customerId: leadsTable.customerId,
    })
    .from(leadsTable)
    .leftJoin(customersTable, eq(customersTable.id, leadsTable.customerId))
    .where(eq(leadsTable.id, leadId));
  return lead;
}

/**
 * Sends a draft to the customer (docs/decisions/0103): it needs a priced line and a valid-until
 * day not yet past. The version becomes "sent" with a new link, the email waits in the outbox in
 * the same transaction (so it is never lost), and the lead moves to "Quote sent". Returns the
 * link, shown once to staff for "copy link".
 */
export async function sendQuote(db: Database, actor: StaffActor, quoteId: number, business: BusinessSettings, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const { quote, version, number } = await lockCurrentVersion(tx, quoteId);
    if (version.status !== "draft") throw new DomainError(`Quote ${number} has already been sent.`);
    const lines = await versionLines(tx, version.id);
    if (!lines.some(isPricedLine)) throw new DomainError("Add at least one priced line before sending the quote.");
    if (version.validUntil < todayInAuckland(now))
      throw new DomainError("The valid-until day has passed: choose a later day, save, then send.", { field: "validUntil" });
    const lead = await leadContact(tx, quote.leadId);
    refuseIfAnonymised(lead);
    const link = await newLinkFor(tx, version);
    await tx.update(quoteVersionsTable).set({ status: "sent", sentAt: now, updatedAt: now }).where(eq(quoteVersionsTable.id, version.id));
    // By email, text or both, as the customer chose (docs/decisions/0176).
    const [channels] = await channelsFor(tx, [lead]);
    // In the wording staff saved, as it stands now (docs/decisions/0190).
    const wordings = await currentWordings(tx);
    const forEmail = quoteForEmail(quote, version, number, lead);
    if (channels.email)
      await queueEmails(tx, [
        quoteSentEmail(
          forEmail,
          business,
          link,
          wordings.withCustomerPage(await customerPageLinkFor(tx, lead.customerId, lead.email, now)),
        ),
      ]);
    if (channels.text) {
      // One short link: the customer's own page, where the quote is accepted in place, when the
      // number is theirs; else the quote's own page (docs/decisions/0233).
      const textLink = (await customerPageTextLinkForLead(tx, quote.leadId, now)) ?? (await newLinkFor(tx, version, true));
      await queueTexts(
        tx,
        [
          {
            kind: "quote-sent",
            to: channels.text,
            body: wordings.text("text-quote-sent", quoteFieldValues(forEmail, business, textLink)),
            subjectType: "lead",
            subjectId: quote.leadId,
          },
        ],
        now,
        textQuietHours(business),
      );
    }
    await scheduleQuoteJobs(tx, version, now, business.quoting);
    await markQuoteSent(tx, actor, quote.leadId);
    // By what actually went: a lead entered by staff may have a phone number only, and then the
    // quote goes by text if it can, else by its link, which staff pass on.
    const emailed = channels.email && lead.email.trim() !== "";
    const by = emailed && channels.text ? "by email and text" : channels.text ? "by text" : emailed ? "by email" : "";
    const detail = by ? `Quote ${number} sent ${by}` : `Quote ${number} sent; no email address, so pass its link on`;
    await record(tx, actor, quote.leadId, { kind: "quote", detail });
    await recordAudit(tx, {
      actor,
      action: "quote.send",
      entityType: "quote",
      entityId: quoteId,
      after: { number, inclusiveCents: version.inclusiveCents },
    });
    return { link, number };
  });
  notifyOutbox();
  notifyTexts();
  return result;
}

/**
 * A fresh link to a sent quote, for staff to copy into a text message. Links are kept only as
 * hashes, so an old one cannot be shown again; each copy is a new link to the same version.
 */
export async function newQuoteLink(db: Database, actor: StaffActor, quoteId: number) {
  return db.transaction(async (tx) => {
    const { version, number } = await lockCurrentVersion(tx, quoteId);
    if (!AWAITING_ANSWER.includes(version.status as never) && version.status !== "accepted")
      throw new DomainError(`Quote ${number} is not out with the customer, so it has no link to copy.`);
    const link = await newLinkFor(tx, version);
    await recordAudit(tx, { actor, action: "quote.link", entityType: "quote", entityId: quoteId, after: { number } });
    return { link, number };
  });
}
