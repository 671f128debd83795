import type { IncomingMessage } from "node:http";
import { createMiddleware } from "hono/factory";
import proxyaddr from "proxy-addr";

export type ClientIpVariables = { clientIp: string };

/**
 * The client's address, from the socket. X-Forwarded-For is believed only when the
 * request comes from a configured proxy (TRUSTED_PROXIES), so a client cannot forge its
 * way past rate limits by sending the header itself.
 */
export function clientIp(trustedProxies: string[]) {
  const trust = proxyaddr.compile(trustedProxies);
  return createMiddleware<{ Variables: ClientIpVariables; Bindings: { incoming?: IncomingMessage } }>(async (c, next) => {
    const incoming = c.env?.incoming;
    c.set("clientIp", incoming ? proxyaddr(incoming, trust) : "unknown");
    await next();
  });
}
