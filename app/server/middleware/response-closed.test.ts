import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { whenResponseCloses } from "./response-closed";

let server: ServerType | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A Node server whose one route streams its body in two parts, 100 ms apart, as a page does. */
function listen(events: string[]): Promise<string> {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    events.push("handler returned");
    whenResponseCloses(c, () => events.push("response closed"));
  });
  app.get("/", () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode("first part "));
        await new Promise((resolve) => setTimeout(resolve, 100));
        events.push("last part written");
        controller.enqueue(new TextEncoder().encode("last part"));
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/plain" } });
  });
  return new Promise((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
}

describe("whenResponseCloses", () => {
  it("waits for a streamed body's last byte, not for the handler", async () => {
    const events: string[] = [];
    const url = await listen(events);
    expect(await (await fetch(url)).text()).toBe("first part last part");
    await expect.poll(() => events).toContain("response closed");
    expect(events).toEqual(["handler returned", "last part written", "response closed"]);
  });
});
