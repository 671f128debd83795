import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/**
 * Runs `then` once the response is closed: its last byte handed to the socket, or the client
 * gone. A page's body streams after its handler returns, so "the handler returned" is too early
 * for anything that measures or counts the whole answer. Off Node, it runs at once.
 */
export function whenResponseCloses(c: Context, then: () => void) {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing && !outgoing.closed) outgoing.once("close", then);
  else then();
}
