export interface BackoffOptions {
  /** The first wait, doubled after each further failure (spec section 9: 200 ms). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Tries in all, the first included. */
  maxAttempts?: number;
  /** Errors worth another try; others are thrown at once. */
  shouldRetry?: (error: unknown) => boolean;
}

const SESSION_RETRY: Required<Pick<BackoffOptions, "initialDelayMs" | "maxDelayMs" | "maxAttempts">> = {
  initialDelayMs: 200,
  maxDelayMs: 30_000,
  maxAttempts: 8,
};

/** The wait before retry number `retry` (0-based): 200, 400, 800 ms… up to the cap. */
export function backoffDelay(retry: number, options: BackoffOptions = {}): number {
  const { initialDelayMs = SESSION_RETRY.initialDelayMs, maxDelayMs = SESSION_RETRY.maxDelayMs } = options;
  return Math.min(initialDelayMs * 2 ** retry, maxDelayMs);
}

/** Runs `task` until it succeeds, waiting longer after each failure. */
export async function retryWithBackoff<T>(task: () => Promise<T>, options: BackoffOptions = {}): Promise<T> {
  const { maxAttempts = SESSION_RETRY.maxAttempts, shouldRetry = () => true } = options;
  for (let retry = 0; ; retry++) {
    try {
      return await task();
    } catch (error) {
      if (retry + 1 >= maxAttempts || !shouldRetry(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoffDelay(retry, options)));
    }
  }
}
