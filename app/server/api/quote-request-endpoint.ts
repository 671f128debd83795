import { Hono, type Context } from "hono";
import { getDb } from "~/platform/db/client.server";
import { looksLikeABot } from "~/features/abuse/bot-check";
import { IDEMPOTENCY_KEY_HEADER, INVALID_IDEMPOTENCY_KEY, readIdempotencyKey } from "~/features/abuse/idempotency.server";
import { quoteErrorBody, quoteSubmissionSchema } from "~/features/quote-requests/schema";
import { submitQuote } from "~/features/quote-requests/submit-quote.server";
import { attributionFromCookieHeader } from "~/lib/attribution";
import type { AppConfig } from "../../platform/config.server";
import { logger } from "../../platform/logger.server";
import type { ClientIpVariables } from "../middleware/client-ip";
import { bodyWithin } from "../middleware/request-body";

/** The largest quote (every field at its limit, in four-byte characters) is under 10 KB. */
const MAX_BODY_BYTES = 32 * 1024;

/** Bots get this answer; new leads and replays get it with their reference number. */
const ACCEPTED = { success: true } as const;

function retryMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `You have sent several quote requests in a short time. Please try again in about ${minutes} minute${minutes === 1 ? "" : "s"}, or give us a call.`;
}

/**
 * POST /api/functions/send-lead-notification: the quote modal's call (spec section 7). Bad
 * input is always a 4xx with `{ error, fields? }`; a stored lead is answered as soon as its
 * transaction commits, and its emails go out from the outbox in the background.
 */
export function sendLeadNotificationRoutes(config: Pick<AppConfig, "quotes">) {
  const rateLimit = { name: "quote", ...config.quotes.rateLimit };

  const tooLarge = (c: Context) => c.json({ error: "The request is too large. Please shorten your message and try again." }, 413);

  return new Hono<{ Variables: ClientIpVariables }>()
    .post("/", bodyWithin(MAX_BODY_BYTES, tooLarge), async (c) => {
      if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
        return c.json({ error: "Send the quote request as JSON, with the header Content-Type: application/json." }, 415);
      }
      const idempotencyKey = readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      if (idempotencyKey === undefined) return c.json({ error: INVALID_IDEMPOTENCY_KEY }, 400);

      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: "The request body is not valid JSON." }, 400);
      }
      const parsed = quoteSubmissionSchema.safeParse(body);
      if (!parsed.success) return c.json(quoteErrorBody(parsed.error), 400);

      const { website, fillTimeMs, contactPreference, visitsEvery, ...request } = parsed.data;
      if (looksLikeABot({ honeypot: website, fillTimeMs }, config.quotes.minFillMs)) {
        logger.info({ honeypot: Boolean(website?.trim()), fillTimeMs }, "quote request discarded as a bot");
        return c.json(ACCEPTED, 201);
      }

      const attribution = attributionFromCookieHeader(c.req.header("cookie"));
      const result = await submitQuote(
        getDb(),
        { request, contactPreference, visitsEvery, idempotencyKey, clientAddress: c.get("clientIp"), attribution },
        rateLimit,
      );
      switch (result.outcome) {
        case "stored":
        case "replayed":
          logger.info({ leadId: result.leadId, outcome: result.outcome }, "quote request");
          // The reference the thank-you page and both emails show (docs/decisions/0084).
          // The photo token lets the thank-you page add photos to this request, and nothing else (decision 0115).
          return c.json({ ...ACCEPTED, reference: result.leadId, photoToken: result.photoToken }, 201);
        case "key-conflict":
          return c.json(
            { error: "This Idempotency-Key was already used for a different quote request. Send a new key with new details." },
            422,
          );
        case "rate-limited":
          logger.warn({ retryAfterSeconds: result.retryAfterSeconds }, "quote request rate limited");
          c.header("Retry-After", String(result.retryAfterSeconds));
          return c.json({ error: retryMessage(result.retryAfterSeconds) }, 429);
      }
    })
    .all("/", (c) => {
      c.header("Allow", "POST");
      return c.json({ error: "Use POST to send a quote request." }, 405);
    });
}
