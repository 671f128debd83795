import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  envelopeTo: string[];
  parsed: Email;
  raw: string;
}

export interface SmtpCapture {
  port: number;
  url: string;
  messages: CapturedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((parsed) => {
            messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, raw: raw.toString("utf8") });
            for (const w of waiters.splice(0)) w();
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A sender killed mid-message (the kill -9 tests) resets its connection; smtp-server reports that
  // as an 'error' event, which would otherwise crash the test run. Anything else is still shown.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error("SMTP capture:", error);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as { port: number }).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`expected ${count} emails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(remaining, 250));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The messages to an address whose subject matches, once there are `count` of them (fails after `timeoutMs`). Usable in hooks, unlike expect.poll. */
export async function mailsTo(
  smtp: SmtpCapture,
  address: string,
  subject: RegExp,
  count: number,
  timeoutMs = 15_000,
): Promise<CapturedMail[]> {
  const found = () => smtp.messages.filter((m) => m.envelopeTo.includes(address) && subject.test(m.parsed.subject ?? ""));
  const deadline = Date.now() + timeoutMs;
  while (found().length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} emails to ${address} matching ${subject}, got ${found().length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return found();
}
