import { data } from "react-router";
import type { Database } from "~/platform/db/database";
import { RateLimitExceeded, takeToken } from "./rate-limit.server";

/**
 * Opens of sign-in-free links from one address (docs/decisions/0103): a customer's quote or job
 * page, a tradie's portal link. Far more than a person reading and answering, far fewer than
 * guessing needs (though 256-bit tokens make guessing hopeless anyway).
 */
const LINK_OPENS = { name: "customer-link", max: 60, windowSeconds: 600 };

/** Counts one open; a 429 with Retry-After for an address opening too many. */
export async function refuseTooManyLinkOpens(db: Database, clientAddress: string): Promise<void> {
  try {
    await takeToken(db, LINK_OPENS, clientAddress);
  } catch (error) {
    if (!(error instanceof RateLimitExceeded)) throw error;
    throw data(
      { message: "Too many requests. Please wait a few minutes and try again." },
      { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
}
