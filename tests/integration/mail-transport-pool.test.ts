import { afterEach, describe, expect, it } from "vitest";
import { createMailTransport, type MailTransport } from "~/features/mail/transport.server";
import { startSmtpSink } from "../helpers/smtp-sink";

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
    const smtp = await startSmtpSink();
    const transport: MailTransport = createMailTransport(smtp.url);
    cleanup.push(smtp.close, () => transport.close());

    await Promise.all(Array.from({ length: 20 }, (_, n) => transport.send(message(n))));
    await Promise.all(Array.from({ length: 20 }, (_, n) => transport.send(message(20 + n))));

    expect(smtp.counts.messages).toBe(40);
    expect(smtp.counts.connections).toBeLessThanOrEqual(5);
  });

  it("keeps a setting given in SMTP_URL over its own default", async () => {
    const smtp = await startSmtpSink();
    const transport = createMailTransport(`${smtp.url}?pool=false`);
    cleanup.push(smtp.close, () => transport.close());

    await Promise.all(Array.from({ length: 3 }, (_, n) => transport.send(message(n))));

    expect(smtp.counts).toEqual({ connections: 3, messages: 3 });
  });
});
