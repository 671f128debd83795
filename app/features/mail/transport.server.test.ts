import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createMailTransport, type MailTransport } from "./transport.server";

/** A real SMTP server on loopback that counts the connections it is opened and the messages it takes. */
async function countingSmtpServer() {
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, counts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const message = (n: number) => ({
  from: "Handy Property Maintenance <hello@example.co.nz>",
  to: [`customer${n}@example.co.nz`],
  subject: `Message ${n}`,
  html: `<p>Message ${n}</p>`,
  text: `Message ${n}`,
});

describe("the SMTP transport", () => {
  let cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  it("sends a batch over a few kept-open connections, not a new connection for every email", async () => {
    const smtp = await countingSmtpServer();
    const transport: MailTransport = createMailTransport(smtp.url);
    cleanup.push(smtp.close, () => transport.close());

    await Promise.all(Array.from({ length: 20 }, (_, n) => transport.send(message(n))));
    await Promise.all(Array.from({ length: 20 }, (_, n) => transport.send(message(20 + n))));

    expect(smtp.counts.messages).toBe(40);
    expect(smtp.counts.connections).toBeLessThanOrEqual(5);
  });

  it("keeps a setting given in SMTP_URL over its own default", async () => {
    const smtp = await countingSmtpServer();
    const transport = createMailTransport(`${smtp.url}?pool=false`);
    cleanup.push(smtp.close, () => transport.close());

    await Promise.all(Array.from({ length: 3 }, (_, n) => transport.send(message(n))));

    expect(smtp.counts).toEqual({ connections: 3, messages: 3 });
  });
});
