import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { isbot } from "isbot";
import { onContentChange } from "~/platform/content-changes";
import { inlineScriptHashes } from "./inline-script-hashes";
import { isPrivatePath, surrogateKeys } from "./page-paths";
import { contentSecurityPolicy } from "./security-headers";
import { encodePage, preferredEncoding, type PageEncoding } from "./page-encoding";

/**
 * Public pages as a shared cache can keep them (docs/decisions/0033). A public page carries no
 * per-request value: its Content-Security-Policy allows its inline scripts by their hashes, it
 * has a validator (a weak ETag from its bytes, so a browser or CDN revalidates with a 304), and
 * a Cache-Control that lets a CDN keep it (`s-maxage`) and serve it stale while it fetches a
 * fresh copy (`stale-while-revalidate`), with surrogate keys to purge it by when content
 * changes. Browsers always revalidate (`max-age=0`), so a change shows on the next visit.
 *
 * Each instance also keeps a page for a few seconds (the micro-cache of docs/decisions/0030),
 * compressed once per encoding, so a burst of visitors costs one render per page. Requests with
 * a cookie or a query string, and crawlers apart from people, are rendered or kept separately.
 * Pages are compressed here (brotli or gzip, docs/decisions/0136), so compress() passes them by.
 */
export interface PublicHtmlOptions {
  production: boolean;
  /** The instance's own cache: how long a page is kept, and how many pages at most. */
  ttlMs: number;
  maxEntries: number;
  sharedMaxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

interface FinishedPage {
  html: Buffer;
  headers: Headers;
  etag: string;
  /** The page compressed, each encoding made once when first asked for. */
  encoded: Map<PageEncoding, Promise<Buffer | null>>;
}

interface CachedPage extends FinishedPage {
  expires: number;
}

const DROPPED_HEADERS = ["content-length", "content-encoding", "transfer-encoding"];

function localCacheKey(request: Request): string | undefined {
  if (request.headers.has("cookie") || request.headers.has("authorization")) return undefined;
  if (request.url.includes("?")) return undefined;
  // Crawlers are sent the whole document at once and people a stream: keep them apart.
  const userAgent = request.headers.get("user-agent");
  return `${userAgent && isbot(userAgent) ? "bot" : "person"} ${new URL(request.url).pathname}`;
}

function shareable(response: Response): boolean {
  return (
    response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}

/** Whether the client already holds this version (If-None-Match, weak comparison). */
function unchanged(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** The page in this encoding; null if compressing failed, and the page goes plain. */
function encoded(page: FinishedPage, encoding: PageEncoding): Promise<Buffer | null> {
  let bytes = page.encoded.get(encoding);
  if (!bytes) {
    bytes = encodePage(page.html, encoding).catch(() => null);
    page.encoded.set(encoding, bytes);
  }
  return bytes;
}

async function answer(page: FinishedPage, status: number, request: Request): Promise<Response> {
  const headers = new Headers(page.headers);
  if (status === 200 && unchanged(request.headers.get("if-none-match") ?? undefined, page.etag)) {
    headers.delete("content-type");
    return new Response(null, { status: 304, headers });
  }
  const encoding = preferredEncoding(request.headers.get("accept-encoding") ?? undefined);
  const bytes = encoding ? await encoded(page, encoding) : null;
  if (encoding && bytes) {
    headers.set("Content-Encoding", encoding);
    return new Response(bytes as Uint8Array<ArrayBuffer>, { status, headers });
  }
  return new Response(page.html as Uint8Array<ArrayBuffer>, { status, headers });
}

export function publicHtml(options: PublicHtmlOptions) {
  const pages = new Map<string, CachedPage>();
  // A page rendered before a purge but finished after it must not be stored.
  let generation = 0;
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
  const cacheControl = `public, max-age=0, s-maxage=${options.sharedMaxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`;

  /** The rendered page made final: its policy from its own scripts, its validator, and how it may be cached. */
  function finish(html: Buffer, response: Response, path: string): FinishedPage {
    const headers = new Headers(response.headers);
    for (const name of DROPPED_HEADERS) headers.delete(name);
    headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), options.production));
    const etag = `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
    headers.set("ETag", etag);
    headers.append("Vary", "Accept-Encoding");
    if (shareable(response)) {
      headers.set("Cache-Control", cacheControl);
      const keys = surrogateKeys(path);
      headers.set("Surrogate-Key", keys.join(" "));
      headers.set("Cache-Tag", keys.join(","));
    }
    return { html, headers, etag, encoded: new Map() };
  }

  return createMiddleware(async (c, next) => {
    const request = c.req.raw;
    if (request.method !== "GET" || isPrivatePath(c.req.path)) return next();
    const key = localCacheKey(request);
    const hit = key ? pages.get(key) : undefined;
    if (hit && hit.expires > Date.now()) return answer(hit, 200, request);

    const renderedIn = generation;
    await next();
    const response = c.res;
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html") || response.body === null) return;
    const page = finish(Buffer.from(await response.arrayBuffer()), response, c.req.path);
    c.res = await answer(page, response.status, request);
    if (key && shareable(response) && renderedIn === generation) remember(key, { ...page, expires: Date.now() + options.ttlMs });
  });
}
