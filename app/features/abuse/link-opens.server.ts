import { data } from "react-router";
import type { Database } from "~/platform/db/database";
import { RateLimitExceeded, takeToken } from "./rate-limit.server";

/**
 * Opens of sign-in-free links from one address (docs/decisions/0103): a customer's quote and job
 * pages, a tradie's portal link, a photo upload with a request's token. Far more than a person
 * reading and answering, far fewer than guessing needs (though 256-bit tokens make guessing
 * hopeless anyway).
 */
const LINK_OPENS = { name: "customer-link", max: 60, windowSeconds: 600 };

export const TOO_MANY_LINK_OPENS = "Too many requests. Please wait a few minutes and try again.";

/** Counts one use of a link; the seconds to wait when the address has used too many, else null. */
export async function takeLinkOpen(db: Database, clientAddress: string): Promise<number | null> {
  try {
    await takeToken(db, LINK_OPENS, clientAddress);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimitExceeded)) throw error;
    return error.retryAfterSeconds;
  }
}

/** Counts one open; a 429 with Retry-After for an address opening too many. */
export async function refuseTooManyLinkOpens(db: Database, clientAddress: string): Promise<void> {
  const retryAfterSeconds = await takeLinkOpen(db, clientAddress);
  if (retryAfterSeconds !== null)
    throw data({ message: TOO_MANY_LINK_OPENS }, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
}
