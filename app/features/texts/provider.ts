/**
 * The one small messaging interface (docs/decisions/0170): what the text outbox needs of a
 * provider, and no more. Twilio is the one provider today (twilio-provider.server.ts); without
 * its settings the capture provider keeps texts in the outbox. Another provider is another
 * implementation of this, with its own webhook route.
 */
interface OutgoingText {
  to: string;
  body: string;
  /** The outbox row's own key: the provider's receipts for this text come back with it. */
  idempotencyKey: string;
}

interface SentText {
  /** The provider's id for the message. */
  providerId: string;
  /** The provider's status for it as it answered ("queued", "accepted"…). */
  status: string;
  /** Segments the provider counted, when it says. */
  segments: number | null;
}

/**
 * Why a send failed. `answered`: the provider answered and refused (so it did not take the text);
 * otherwise the connection failed, before or after the request reached it. `permanent`: trying
 * again cannot help (a number that is not a mobile, one that opted out at the provider).
 */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly answered: boolean,
    readonly permanent: boolean,
    /** The request never left this machine (connection refused, no such host): surely not sent. */
    readonly neverSent = false,
  ) {
    super(message);
    this.name = "TextSendError";
  }
}

export interface TextProvider {
  /** "capture" keeps texts in the outbox without sending them (no provider configured). */
  readonly name: "twilio" | "capture";
  send(text: OutgoingText): Promise<SentText>;
}

/** The provider without settings: nothing leaves, the admin shows what would have been sent. */
export const captureProvider: TextProvider = {
  name: "capture",
  send: async (text) => ({ providerId: `captured-${text.idempotencyKey}`, status: "captured", segments: null }),
};
