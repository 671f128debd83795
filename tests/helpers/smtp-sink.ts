// A real SMTP server on loopback that accepts every message and keeps none, counting connections
// and messages, and deliveries by recipient as a mail provider counts them: a message is delivered
// once its data has ended (the line with one dot), whatever happens to the connection after. It
// can take its time to answer that end, the window in which a sender that dies cannot know
// whether its message went (the kill -9 test). For the quotes bench (thousands of emails), the
// transport's pool test and the crash test; the capture in smtp.ts parses and keeps each message.
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  url: string;
  /** Connections opened and messages accepted so far. */
  counts: { connections: number; messages: number };
  /** Deliveries so far, by recipient. */
  deliveries: Map<string, number>;
  /** Messages whose data has ended and whose answer has not been sent yet. */
  unanswered(): number;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { answerAfterMs?: number } = {}): Promise<SmtpSink> {
  const counts = { connections: 0, messages: 0 };
  const deliveries = new Map<string, number>();
  let unanswered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      counts.connections++;
      callback();
    },
    onData(stream, session, callback) {
      stream.on("end", () => {
        counts.messages++;
        for (const to of session.envelope.rcptTo) deliveries.set(to.address, (deliveries.get(to.address) ?? 0) + 1);
        unanswered++;
        setTimeout(() => {
          unanswered--;
          callback();
        }, options.answerAfterMs ?? 0);
      });
      stream.resume();
    },
  });
  // A server stopped mid-message resets its connection (and a sender killed mid-message, in the crash test); that is not a failure.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error("SMTP sink:", error);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts,
    deliveries,
    unanswered: () => unanswered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
