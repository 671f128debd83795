/**
 * How the outbox retries (docs/decisions/0070): the delay before the next attempt doubles
 * from 10 seconds up to two hours, with up to 20% jitter either way so that emails failing
 * together do not retry together; attempts go on until a day has passed since the email was
 * queued (or sent again by staff), about 20 attempts, so an SMTP outage of hours loses nothing.
 */
const FIRST_DELAY_MS = 10_000;
const LONGEST_DELAY_MS = 2 * 60 * 60_000;
export const RETRY_FOR_MS = 24 * 60 * 60_000;

/** The wait after failed attempt number `attempt` (1-based). `random` is in [0, 1). */
export function retryDelayMs(attempt: number, random: number = Math.random()): number {
  const base = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_DELAY_MS);
  return Math.round(base * (0.8 + 0.4 * random));
}
