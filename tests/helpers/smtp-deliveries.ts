// A real SMTP server on loopback that counts deliveries per recipient, as a mail provider would
// count them: a message is delivered once its data has ended (the line with one dot), whatever
// happens to the connection after. It can take its time to answer that end, which is the window
// where a sender that dies does not know whether its message went: the kill -9 tests use it.
import { SMTPServer } from "smtp-server";

export interface DeliverySink {
  url: string;
  /** Deliveries so far, by recipient. */
  deliveries: Map<string, number>;
  /** Messages whose data has ended and whose answer has not been sent yet. */
  unanswered(): number;
  /** Every delivery so far. */
  total(): number;
  close(): Promise<void>;
}

export async function startDeliverySink(options: { answerAfterMs?: number } = {}): Promise<DeliverySink> {
  const deliveries = new Map<string, number>();
  let unanswered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("end", () => {
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
  // A sender killed mid-message resets its connection; that is the test, not a failure.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error("SMTP delivery sink:", error);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries,
    unanswered: () => unanswered,
    total: () => [...deliveries.values()].reduce((sum, n) => sum + n, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
