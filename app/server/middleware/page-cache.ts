import { createMiddleware } from "hono/factory";
import { parseAccept } from "hono/utils/accept";
import { isbot } from "isbot";
import { gzipWithNonce, plainWithNonce, prepareNonceGzip, type NonceGzip } from "./nonce-gzip";
import { onContentChange } from "~/platform/content-changes";
import type { SecurityVariables } from "./security-headers";

/**
 * A micro-cache of public pages (docs/decisions/0030): a page rendered for an anonymous
 * visitor is kept for a few seconds and served again to the next anonymous visitors of the
 * same path, with the request's own CSP nonce put in (and gzipped around it, see
 * nonce-gzip.ts), so a burst of visitors costs one render per page instead of one each.
 * Signed-in staff (any cookie), query strings, the admin area and the API always reach the
 * renderer.
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

interface CachedPage {
  page: NonceGzip;
  headers: [string, string][];
  expires: number;
}

const UNCACHED_PREFIXES = ["/admin", "/api"];
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie"]);

function cacheKey(request: Request, path: string): string | undefined {
  if (request.method !== "GET") return undefined;
  if (request.headers.has("cookie") || request.headers.has("authorization")) return undefined;
  if (request.url.includes("?")) return undefined;
  if (UNCACHED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return undefined;
  // Crawlers are sent the whole document at once and people a stream: keep them apart.
  const userAgent = request.headers.get("user-agent");
  return `${userAgent && isbot(userAgent) ? "bot" : "person"} ${path}`;
}

function storable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(cacheControl)
  );
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return parseAccept(acceptEncoding ?? "").some((a) => a.type.toLowerCase() === "gzip" && a.q > 0);
}

function serveCached({ page, headers }: CachedPage, nonce: string, acceptEncoding: string | undefined): Response {
  const nonceBytes = Buffer.from(nonce);
  const response = new Headers(headers);
  response.append("Vary", "Accept-Encoding");
  const gzip = acceptsGzip(acceptEncoding);
  if (gzip) response.set("Content-Encoding", "gzip");
  const body = gzip ? gzipWithNonce(page, nonceBytes) : plainWithNonce(page, nonceBytes);
  // Buffer.concat allocates a plain ArrayBuffer; the DOM types only fear shared ones.
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers: response });
}

export function pageCache(options: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  // A page rendered before a purge but finished after it must not be stored.
  let generation = 0;
  // Any change to what pages show empties the cache, so the next visitor sees it.
  onContentChange(() => {
    generation += 1;
    pages.clear();
  });

  const remember = (key: string, page: CachedPage) => {
    if (pages.size >= options.maxEntries) {
      const now = Date.now();
      for (const [k, p] of pages) if (p.expires <= now) pages.delete(k);
    }
    if (pages.size < options.maxEntries || pages.has(key)) pages.set(key, page);
  };

  return createMiddleware<{ Variables: SecurityVariables }>(async (c, next) => {
    const key = cacheKey(c.req.raw, c.req.path);
    const nonce = c.get("cspNonce");
    if (!key || !nonce) return next();
    const hit = pages.get(key);
    if (hit && hit.expires > Date.now()) return serveCached(hit, nonce, c.req.header("accept-encoding"));

    const renderedIn = generation;
    await next();
    const response = c.res;
    if (!storable(response)) return;
    // The visitor still gets the page as it streams; a copy is collected for the cache.
    const [toVisitor, toCache] = response.body!.tee();
    const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name));
    c.res = new Response(toVisitor, response);
    new Response(toCache)
      .text()
      .then((html) =>
        prepareNonceGzip(
          html.split(nonce).map((piece) => Buffer.from(piece)),
          Buffer.byteLength(nonce),
        ),
      )
      .then((page) => {
        if (page && renderedIn === generation) remember(key, { page, headers, expires: Date.now() + options.ttlMs });
      })
      .catch(() => {}); // a broken stream is simply not cached; the visitor's copy reports it
  });
}
