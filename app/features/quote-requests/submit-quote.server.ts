import type { Database } from "~/platform/db/database";
import { RateLimitExceeded, takeTokens, type RateLimitRule } from "~/features/abuse/rate-limit.server";
import { requestFingerprint } from "~/features/abuse/idempotency.server";
import type { ContactPreference } from "~/features/customers/contact-preference";
import { setContactPreference } from "~/features/customers/contact-preference.server";
import { findLeadByIdempotencyKey, prepareLead, storeLead } from "~/features/leads/leads.server";
import { notifyOutbox, queueEmails } from "~/features/mail/outbox.server";
import { getSettings } from "~/features/settings/settings.server";
import { logger } from "~/platform/logger.server";
import { publicUrl } from "~/platform/public-url.server";
import { currentWordings } from "~/features/message-templates/templates.server";
import { CONFIRMATION, leadConfirmationEmail, leadNotificationEmail } from "./quote-emails.server";
import { issueRequestPhotoToken, keepRequestPhotoToken, requestPhotoToken } from "./request-photos.server";
import { QUOTE_FIELDS, type QuoteRequest } from "./schema";
import { withServiceOption } from "./service-choice";
import type { Attribution } from "~/lib/attribution";
import type { VisitFrequency } from "~/features/catalogue/regular-visits";
import { emailKey } from "~/lib/email-address";

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
  /** "How should we keep you posted?": kept on the customer the request is filed under. */
  contactPreference?: ContactPreference;
  idempotencyKey: string | null;
  clientAddress: string;
  /** Where the visitor came from, from the site's own attribution cookie (docs/decisions/0083). */
  attribution?: Attribution | null;
  /** "Regular visits": how often, when the customer asked for the work to repeat (docs/decisions/0203). */
  visitsEvery?: VisitFrequency;
}

/** The request's Idempotency-Key was taken by a request that committed first: this transaction stores nothing. */
class KeyTaken extends Error {}

/**
 * Stores the lead and queues its two emails in one transaction, so a stored lead always has
 * its emails and a failure leaves neither. Statements that do not wait on each other's answers
 * go to PostgreSQL together (docs/decisions/0015 has the original four round trips, 0124, 0126
 * and 0127 today's): BEGIN, the customer's filing, the lead's number and the rate-limit tokens
 * (the client's, and the confirmation's two); then the lead with its photo link and emails;
 * then COMMIT. When the Idempotency-Key turns out to be taken, all of it is rolled back and the
 * first request's answer is given again.
 */
export async function submitQuote(db: Database, input: SubmitQuoteInput, rateLimit: RateLimitRule): Promise<SubmitQuoteResult> {
  const settings = await getSettings();
  // Filed under one of the services, never under free text (docs/decisions/0145).
  const request = withServiceOption(input.request);
  const requestHash = requestFingerprint(request, QUOTE_FIELDS);
  const clientBucket: [RateLimitRule, string] = [rateLimit, input.clientAddress];
  const confirmationBuckets: Array<[RateLimitRule, string]> = [
    [CONFIRMATIONS_PER_CLIENT, input.clientAddress],
    [CONFIRMATIONS_PER_RECIPIENT, emailKey(request.email)],
  ];
  try {
    const stored = await db.transaction(async (tx) => {
      const [lead, tokens, wordings] = await Promise.all([
        prepareLead(
          tx,
          { ...request, visitsEvery: input.visitsEvery },
          { key: input.idempotencyKey, requestHash },
          "quote-form",
          input.attribution,
        ),
        takeTokens(tx, clientBucket, confirmationBuckets),
        currentWordings(tx, [CONFIRMATION]),
      ]);
      if (tokens.retryAfterSeconds !== null) {
        // A retry of a stored request is answered even over the limit. Only the insert can tell,
        // as it waits for a first attempt still in flight; over the limit it is rolled back.
        if (input.idempotencyKey && !(await storeLead(tx, lead))) throw new KeyTaken();
        throw new RateLimitExceeded(tokens.retryAfterSeconds);
      }
      const confirm = tokens.optional;
      const saved = { ...request, id: lead.id, visitsEvery: input.visitsEvery };
      if (!confirm) logger.info({ leadId: lead.id }, "customer confirmation skipped: too many to that address or from that client today");
      const emails = [
        leadNotificationEmail(saved, settings, new Date(), `${publicUrl()}/admin/leads/${lead.id}`),
        ...(confirm ? [leadConfirmationEmail(saved, settings, wordings)] : []),
      ];
      const photoToken = await requestPhotoToken(tx, lead.id);
      // Sent together, the lead first; if its key is taken the photo link and emails are rolled back with it.
      const [row] = await allOrFirstFailure([
        storeLead(tx, lead),
        keepRequestPhotoToken(tx, lead.id, photoToken),
        queueEmails(tx, emails),
        input.contactPreference && lead.customerId ? setContactPreference(tx, lead.customerId, input.contactPreference) : Promise.resolve(),
      ]);
      if (!row) throw new KeyTaken();
      return { outcome: "stored" as const, leadId: lead.id, photoToken };
    });
    notifyOutbox();
    return stored;
  } catch (error) {
    if (error instanceof RateLimitExceeded) return { outcome: "rate-limited", retryAfterSeconds: error.retryAfterSeconds };
    if (error instanceof KeyTaken) return answerAgain(db, input.idempotencyKey!, requestHash);
    throw error;
  }
}

/**
 * Like Promise.all, but waits for every statement before answering: statements sent together
 * in a transaction all settle (a later one fails once an earlier one has), and the caller then
 * decides with every answer in.
 */
async function allOrFirstFailure<T extends readonly unknown[]>(work: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * The answer to a request whose Idempotency-Key a committed request took: the same answer, when
 * it is the same request (no new confirmation, so no token is taken), else a conflict.
 */
async function answerAgain(db: Database, key: string, requestHash: string): Promise<SubmitQuoteResult> {
  return db.transaction(async (tx) => {
    const first = await findLeadByIdempotencyKey(tx, key);
    return first?.requestHash === requestHash
      ? { outcome: "replayed", leadId: first.id, photoToken: await issueRequestPhotoToken(tx, first.id) }
      : { outcome: "key-conflict" };
  });
}
