/** The statuses a refused change answers with. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface DomainErrorOptions {
  /** 409 (the record's state does not allow it) unless said otherwise. */
  status?: RefusalStatus;
  /** The form field the message belongs beside; the whole form when unset. */
  field?: string;
  /** For 429: when to try again. */
  retryAfterSeconds?: number;
}

/**
 * The one error a domain service throws when it refuses a change for a reason the person can
 * act on ("That tradie no longer exists.", "Another page already uses that path."). Form
 * actions (form-action.ts) and the JSON API turn it into a 4xx with the message beside its
 * field; every other error is a fault of ours and a 500.
 */
export class DomainError extends Error {
  readonly status: RefusalStatus;
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  constructor(message: string, options: DomainErrorOptions = {}) {
    super(message);
    this.name = "DomainError";
    this.status = options.status ?? 409;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Also true for a DomainError from another copy of this module (the server entry and the page build may each hold one). */
export function isDomainError(error: unknown): error is DomainError {
  return (
    error instanceof DomainError ||
    (error instanceof Error && error.name === "DomainError" && typeof (error as { status?: unknown }).status === "number")
  );
}
