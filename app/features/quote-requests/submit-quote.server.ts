import type { Database } from "~/platform/db/database";
import { giveTokensBack, RateLimitExceeded, takeTokens, type RateLimitRule } from "~/features/abuse/rate-limit.server";
import { requestFingerprint } from "~/features/abuse/idempotency.server";
import { findLeadByIdempotencyKey, insertLead } from "~/features/leads/leads.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { getSettings } from "~/features/settings/settings.server";
import { logger } from "~/platform/logger.server";
import { publicUrl } from "~/platform/public-url.server";
import { leadConfirmationEmail, leadNotificationEmail } from "./quote-emails.server";
import { issueRequestPhotoToken, keepRequestPhotoToken, requestPhotoToken } from "./request-photos.server";
import { QUOTE_FIELDS, type QuoteRequest } from "./schema";
import type { Attribution } from "~/lib/attribution";

export type SubmitQuoteResult =
  | { outcome: "stored"; leadId: number; photoToken: string }
  /** The same Idempotency-Key and request came again: the first attempt's lead stands. */
  | { outcome: "replayed"; leadId: number; photoToken: string }
  /** The Idempotency-Key was first used for a different request. */
  | { outcome: "key-conflict" }
  | { outcome: "rate-limited"; retryAfterSeconds: number };

/**
 * No mail relay (issue 13.15): the customer's confirmation repeats what they typed, so a
 * stranger's address typed into the form must not get more than a few of them. Over either
 * limit the request is still stored and the business still told; only the confirmation is skipped.
 */
const CONFIRMATIONS_PER_RECIPIENT: RateLimitRule = { name: "confirmation-recipient", max: 3, windowSeconds: 86_400 };
const CONFIRMATIONS_PER_CLIENT: RateLimitRule = { name: "confirmation-client", max: 10, windowSeconds: 86_400 };

export interface SubmitQuoteInput {
  request: QuoteRequest;
  idempotencyKey: string | null;
  clientAddress: string;
  /** Where the visitor came from, from the site's own attribution cookie (docs/decisions/0083). */
  attribution?: Attribution | null;
}

/**
 * Stores the lead and queues its two emails in one transaction, so a stored lead always has
 * its emails and a failure leaves neither. Statements that do not wait on each other's answers
 * go to PostgreSQL together (docs/decisions/0015 has the original four round trips, 0124 and
 * 0126 today's): the rate-limit tokens (the client's, and the confirmation's two) with the
 * customer's look-up, then the photo link with the emails. Over the client's limit the lead is
 * rolled back; a replayed request gives its tokens back.
 */
export async function submitQuote(db: Database, input: SubmitQuoteInput, rateLimit: RateLimitRule): Promise<SubmitQuoteResult> {
  const settings = await getSettings();
  const requestHash = requestFingerprint(input.request, QUOTE_FIELDS);
  const clientBucket: [RateLimitRule, string] = [rateLimit, input.clientAddress];
  const confirmationBuckets: Array<[RateLimitRule, string]> = [
    [CONFIRMATIONS_PER_CLIENT, input.clientAddress],
    [CONFIRMATIONS_PER_RECIPIENT, input.request.email.trim().toLowerCase()],
  ];
  try {
    const result = await db.transaction(async (tx): Promise<SubmitQuoteResult> => {
      const [lead, tokens] = await Promise.all([
        insertLead(tx, input.request, { key: input.idempotencyKey, requestHash }, "quote-form", input.attribution),
        takeTokens(tx, clientBucket, confirmationBuckets),
      ]);
      if (!lead) {
        // The key's first request has committed (the insert waited for it): answer as it was
        // answered. It is not a new request and sends no confirmation, so it keeps no token.
        await giveTokensBack(tx, tokens.optional ? [clientBucket, ...confirmationBuckets] : [clientBucket]);
        const first = await findLeadByIdempotencyKey(tx, input.idempotencyKey!);
        return first?.requestHash === requestHash
          ? { outcome: "replayed", leadId: first.id, photoToken: await issueRequestPhotoToken(tx, first.id) }
          : { outcome: "key-conflict" };
      }
      if (tokens.retryAfterSeconds !== null) throw new RateLimitExceeded(tokens.retryAfterSeconds);
      const confirm = tokens.optional;
      const saved = { ...input.request, id: lead.id };
      if (!confirm) logger.info({ leadId: lead.id }, "customer confirmation skipped: too many to that address or from that client today");
      const emails = [
        leadNotificationEmail(saved, settings, new Date(), `${publicUrl()}/admin/leads/${lead.id}`),
        ...(confirm ? [leadConfirmationEmail(saved, settings)] : []),
      ];
      const photoToken = await requestPhotoToken(tx, lead.id);
      // In this order the emails' insert, the larger, carries the photo link to PostgreSQL in one write.
      await Promise.all([keepRequestPhotoToken(tx, lead.id, photoToken), queueEmails(tx, emails)]);
      return { outcome: "stored", leadId: lead.id, photoToken };
    });
    if (result.outcome === "stored") notifyOutbox();
    return result;
  } catch (error) {
    if (error instanceof RateLimitExceeded) return { outcome: "rate-limited", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}
