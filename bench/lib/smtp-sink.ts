// A real SMTP server on loopback that accepts every message and keeps none: the bench's mail
// worker sends over SMTP as production does, without the bench holding thousands of emails
// (the tests' capture in tests/helpers/smtp.ts parses and keeps each one).
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  url: string;
  /** Messages accepted so far. */
  received(): number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => {
        received++;
        callback();
      });
      stream.resume();
    },
  });
  // A server stopped mid-message resets its connection; that is not the bench's failure.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error("SMTP sink:", error);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
