import type { Database } from "~/platform/db/database";
import { RateLimitExceeded, takeToken, type RateLimitRule } from "~/features/abuse/rate-limit.server";
import { requestFingerprint } from "~/features/abuse/idempotency.server";
import { findLeadByIdempotencyKey, insertLead } from "~/features/leads/leads.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { getSettings } from "~/features/settings/settings.server";
import { leadConfirmationEmail, leadNotificationEmail } from "./quote-emails.server";
import { QUOTE_FIELDS, type QuoteRequest } from "./schema";

export type SubmitQuoteResult =
  | { outcome: "stored"; leadId: number }
  /** The same Idempotency-Key and request came again: the first attempt's lead stands. */
  | { outcome: "replayed"; leadId: number }
  /** The Idempotency-Key was first used for a different request. */
  | { outcome: "key-conflict" }
  | { outcome: "rate-limited"; retryAfterSeconds: number };

export interface SubmitQuoteInput {
  request: QuoteRequest;
  idempotencyKey: string | null;
  clientAddress: string;
}

/**
 * Stores the lead and queues its two emails in one transaction, so a stored lead always has
 * its emails and a failure leaves neither. The rate-limit token is taken last, holding the
 * client's bucket row only until commit; going over the limit rolls the lead back. Five
 * statements in four round trips (begin, lead, emails with token, commit): see docs/decisions/0015.
 */
export async function submitQuote(db: Database, input: SubmitQuoteInput, rateLimit: RateLimitRule): Promise<SubmitQuoteResult> {
  const settings = await getSettings();
  const requestHash = requestFingerprint(input.request, QUOTE_FIELDS);
  try {
    const result = await db.transaction(async (tx): Promise<SubmitQuoteResult> => {
      const lead = await insertLead(tx, input.request, { key: input.idempotencyKey, requestHash });
      if (!lead) {
        // The key's first request has committed (the insert waited for it): answer as it was answered.
        const first = await findLeadByIdempotencyKey(tx, input.idempotencyKey!);
        return first?.requestHash === requestHash ? { outcome: "replayed", leadId: first.id } : { outcome: "key-conflict" };
      }
      const saved = { ...input.request, id: lead.id };
      // Sent together (one round trip): the token still comes last, holding the client's bucket row only until commit.
      await Promise.all([
        queueEmails(tx, [leadNotificationEmail(saved, settings, new Date()), leadConfirmationEmail(saved, settings)]),
        takeToken(tx, rateLimit, input.clientAddress),
      ]);
      return { outcome: "stored", leadId: lead.id };
    });
    if (result.outcome === "stored") notifyOutbox();
    return result;
  } catch (error) {
    if (error instanceof RateLimitExceeded) return { outcome: "rate-limited", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}
