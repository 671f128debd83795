// A real SMTP server on loopback that accepts every message and keeps none, counting connections
// and messages: for the quotes bench (thousands of emails) and the transport's pool test. The
// capture in smtp.ts parses and keeps each message, for tests that read them.
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  url: string;
  /** Connections opened and messages accepted so far. */
  counts: { connections: number; messages: number };
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const counts = { connections: 0, messages: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      counts.connections++;
      callback();
    },
    onData(stream, _session, callback) {
      stream.on("end", () => {
        counts.messages++;
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
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
