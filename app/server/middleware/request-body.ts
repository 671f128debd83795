import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { BODY_REFUSED_HEADER, type BodyRefusal } from "~/lib/request-body";

/**
 * One guard for every request body (docs/decisions/0092), in front of every route:
 *
 * - a size limit: small for forms and JSON, the upload limit for the pages and API endpoints
 *   that take a photo.
 *   A declared length over it is refused unread; a body sent in chunks is read only up to it.
 *   What is within the limit is read here, so no route ever streams more than that.
 * - for pages (React Router's form actions): a web form only, urlencoded, or multipart where
 *   the page takes a file. The JSON API checks its own content types.
 *
 * The API gets its 413 here. A page post that is refused still goes on to its page, with no
 * body and the reason in a header (app/lib/request-body.ts), so the page answers in its own
 * words beside its own form: 413 for too large, 415 for the wrong kind of body.
 *
 * A page gets the body in a new Request, as React Router reads it from there. The API gets it
 * from hono's own body cache (`c.req.json()`, `text()`, `arrayBuffer()`, `formData()`), without
 * a second Request, a copy of the headers and a Web stream for a body already in memory: for
 * a quote request those were a tenth of the app's time (docs/decisions/0132).
 */
export interface BodyRules {
  /** The limit for every body but uploads. */
  maxBytes: number;
  /** The limit where a page takes a file. */
  uploadMaxBytes: number;
  /** True for the pages whose form may carry a file (multipart), and the API endpoints that take one. */
  takesUploads(path: string): boolean;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** From the headers alone: asking a Node request for its `body` would make it build a Web stream for it. */
function hasBody(request: Request): boolean {
  if (request.headers.has("transfer-encoding")) return true;
  return Number(request.headers.get("content-length") ?? "0") > 0;
}

/** The whole body when it is at most `maxBytes`, read as it arrives; "too-large" as soon as it is not. */
async function readWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const declared = request.headers.has("transfer-encoding") ? NaN : Number(request.headers.get("content-length"));
  if (declared > maxBytes) return "too-large";
  // Node's parser delivers no more than a declared length, so that body is read whole, straight from the socket.
  if (declared >= 0) return new Uint8Array(await request.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      reader.releaseLock();
      return "too-large";
    }
    chunks.push(value);
  }
  const body = Buffer.concat(chunks);
  return new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>;
}

/** The request as the routes see it: the body read here (empty when refused), and the refusal if any. */
function withBody(request: Request, body: Uint8Array<ArrayBuffer>, refusal?: BodyRefusal): Request {
  const headers = new Headers(request.headers);
  headers.delete(BODY_REFUSED_HEADER);
  if (refusal) {
    headers.set(BODY_REFUSED_HEADER, refusal);
    headers.delete("content-type");
  }
  headers.delete("transfer-encoding");
  headers.delete("content-length");
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}

/** The JSON API's body, where hono's body methods look first. JSON is decoded here, as `Response.text()` would. */
function keepForTheApi(c: Context, body: Uint8Array<ArrayBuffer>, type: string) {
  const exact = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body.buffer : body.slice().buffer;
  // hono keeps each body method's promise here (its types say the methods); its validator fills it too.
  const cache = c.req.bodyCache as unknown as Record<string, Promise<unknown>>;
  // arrayBuffer first: a body method with no entry of its own is made from the first one (multipart form data).
  cache.arrayBuffer = Promise.resolve(exact);
  if (type === "application/json") cache.text = Promise.resolve(new TextDecoder().decode(exact));
}

/**
 * A route's own limit, below the guard's, on the body the guard has read: nothing more is
 * read, and the route's own answer is given when it is over.
 */
export function bodyWithin(maxBytes: number, onTooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => ((await c.req.arrayBuffer()).byteLength > maxBytes ? onTooLarge(c) : next());
}

function acceptedPageType(type: string, uploads: boolean): boolean {
  return type === "application/x-www-form-urlencoded" || (uploads && type === "multipart/form-data");
}

export function requestBodyGuard(rules: BodyRules) {
  return createMiddleware(async (c, next) => {
    const request = c.req.raw;
    if (READS.has(request.method)) return next();
    const page = !c.req.path.startsWith("/api/");
    const uploads = rules.takesUploads(c.req.path);
    const type = mediaType(request);
    let refusal: BodyRefusal | undefined;
    let body = new Uint8Array(new ArrayBuffer(0));
    if (hasBody(request)) {
      if (page && !acceptedPageType(type, uploads)) refusal = "unsupported-type";
      else {
        // On a page, only a file's form (multipart) may be upload-sized: its other forms keep the form limit.
        const large = uploads && (!page || type === "multipart/form-data");
        const read = await readWithin(request, large ? rules.uploadMaxBytes : rules.maxBytes);
        if (read === "too-large") refusal = "too-large";
        else body = read;
      }
    }
    // What is left of a refused body is drained (and the connection closed after a moment) by the Node server.
    if (refusal && !page) return c.json({ error: "The request is too large." }, 413);
    if (page) c.req.raw = withBody(request, body, refusal);
    else keepForTheApi(c, body, type);
    await next();
  });
}
