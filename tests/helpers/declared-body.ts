import { request } from "node:http";

/**
 * The status of a request that declares a body of `declaredBytes` but sends none of it, for a
 * body refused from its declared length alone, unread (docs/decisions/0092). Sending the whole
 * of a huge body raced the server's close: it answers, drains what comes for half a second, then
 * closes, and a client still writing then (on a loaded machine) lost the answer to EPIPE. A
 * browser stops sending once the answer has come; this one does not start.
 */
export function statusForDeclaredBody(url: string, headers: Record<string, string>, declaredBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { ...headers, "content-length": String(declaredBytes) } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
      req.destroy();
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}
