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
  }): Promise<{ messageId?: string }>;
  close(): void;
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
  return {
    mode: "smtp",
    async send(message) {
      const { calendar, attachments, ...rest } = message;
      const info = await transporter.sendMail({
        ...rest,
        attachments: attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
        ...(calendar ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } } : {}),
      });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
