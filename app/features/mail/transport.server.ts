import { Readable } from "node:stream";
import nodemailer from "nodemailer";
import type { CalendarInvite, EmailAttachment } from "./tables";

export interface MailTransport {
  /** "smtp" sends for real; "capture" keeps the email in the outbox for staff to read. */
  mode: "smtp" | "capture";
  send(message: {
    from: string;
    to: string[];
    replyTo?: string;
    subject: string;
    html: string;
    text: string;
    /** Sent as the Message-ID header (nodemailer makes one up when it is missing). */
    messageId?: string;
    /** A calendar invitation: a text/calendar part mail apps offer to add, and an .ics attachment. */
    calendar?: CalendarInvite;
    attachments?: EmailAttachment[];
    /**
     * Called once the mail server has every byte of the message but its end (the line with one
     * dot), and the end is sent only once it resolves; if it throws, the message is abandoned
     * unfinished, which the server discards. What it records is therefore as close to "the
     * server took it" as SMTP allows: before it, the server cannot have the message.
     */
    beforeEnd?: () => Promise<void>;
  }): Promise<{ messageId?: string }>;
  close(): void;
}

/** Where a message's `beforeEnd` rides from sendMail to the stream plugin (nodemailer keeps unknown fields). */
const BEFORE_END = "hpmBeforeEnd";

/**
 * The message as the SMTP connection reads it: nodemailer starts reading only once the server
 * has said "go ahead" to DATA, and ends the data (the dot) when this stream ends, so holding the
 * end back until `beforeEnd` is done puts it exactly where the protocol commits.
 */
function holdingTheEnd(input: Readable, beforeEnd: () => Promise<void>): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of input) yield chunk as Buffer;
      await beforeEnd();
    })(),
    { objectMode: false },
  );
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    return { mode: "capture", send: async () => ({}), close: () => {} };
  }
  const url = new URL(smtpUrl);
  // Fail fast on a dead server, so the worker's lease (120 s) always outlives an attempt. A pool
  // of kept-open connections sends a batch without a new connection and greeting (and, with a
  // real provider, TLS handshake) for every email (decision 0129).
  const defaults = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "20000", pool: "true" };
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transporter = nodemailer.createTransport(url.toString());
  transporter.use("stream", (mail, done) => {
    const beforeEnd = (mail.data as Record<string, unknown>)[BEFORE_END] as (() => Promise<void>) | undefined;
    if (beforeEnd) mail.message.processFunc((input) => holdingTheEnd(input as Readable, beforeEnd));
    done();
  });
  return {
    mode: "smtp",
    async send(message) {
      const { calendar, attachments, beforeEnd, ...rest } = message;
      const info = await transporter.sendMail({
        ...rest,
        attachments: attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
        ...(calendar ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } } : {}),
        ...(beforeEnd ? { [BEFORE_END]: beforeEnd } : {}),
      });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
