import type { ContactPreference } from "~/features/customers/contact-preference";
import type { VisitFrequency } from "~/features/catalogue/regular-visits";
import type { QuoteErrorBody, QuoteRequest } from "./schema";

export const QUOTE_ENDPOINT = "/api/functions/send-lead-notification";
/** Spec section 8: the message when the function gives none of its own. */
export const QUOTE_FALLBACK_ERROR = "Failed to submit quote request";

/** A failed submission: the server's own message (or the fallback) and any per-field messages. */
export class QuoteSubmitError extends Error {
  constructor(
    message: string,
    readonly fromServer: boolean,
    readonly fields: Partial<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "QuoteSubmitError";
  }
}

/** 128 random bits as hex; works outside secure contexts, unlike crypto.randomUUID(). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface BotSignals {
  /** The honeypot's content: always empty from a person. */
  website: string;
  fillTimeMs: number;
}

/** What a stored request's answer gives the thank-you page: its number, and the token to add photos with. */
export interface SentQuoteRequest {
  reference: number | null;
  photoToken: string | null;
}

/**
 * Calls the send-lead-notification function; resolves with the request's reference number and
 * photo token (null when the answer carries none), throws QuoteSubmitError otherwise.
 */
export async function sendQuoteRequest(
  request: QuoteRequest,
  signals: BotSignals,
  idempotencyKey: string,
  /** Sent beside the spec's fields, each left out when not asked: "How should we keep you posted?" and "Regular visits". */
  extras: { contactPreference?: ContactPreference; visitsEvery?: VisitFrequency } = {},
): Promise<SentQuoteRequest> {
  const { contactPreference, visitsEvery } = extras;
  let response: Response;
  try {
    response = await fetch(QUOTE_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify({
        ...request,
        ...signals,
        ...(contactPreference ? { contactPreference } : {}),
        ...(visitsEvery ? { visitsEvery } : {}),
      }),
    });
  } catch {
    throw new QuoteSubmitError(QUOTE_FALLBACK_ERROR, false);
  }
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as { reference?: unknown; photoToken?: unknown } | null;
    return {
      reference: typeof body?.reference === "number" && Number.isInteger(body.reference) ? body.reference : null,
      photoToken: typeof body?.photoToken === "string" && /^[A-Za-z0-9_-]{43}$/.test(body.photoToken) ? body.photoToken : null,
    };
  }
  const body = (await response.json().catch(() => null)) as Partial<QuoteErrorBody> | null;
  if (typeof body?.error === "string" && body.error) throw new QuoteSubmitError(body.error, true, body.fields ?? {});
  throw new QuoteSubmitError(QUOTE_FALLBACK_ERROR, false);
}
