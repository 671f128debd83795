import { promisify } from "node:util";
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from "node:zlib";
import { parseAccept } from "hono/utils/accept";

const brotli = promisify(brotliCallback);
const gzip = promisify(gzipCallback);

export type PageEncoding = "br" | "gzip";

/**
 * Brotli at quality 3 makes a public page smaller than gzip's default level (the home page:
 * 11.2 against 11.8 KB) in about 60 % of its CPU time, which counts for a page rendered for one
 * visitor (docs/decisions/0136). A 256 KB window holds any page whole; brotli's default of 4 MB
 * made every page cost a large allocation, and the garbage collector ran far more often.
 */
const BROTLI_QUALITY = 3;
const BROTLI_WINDOW_BITS = 18;

/** The encoding a client asked for (Accept-Encoding), brotli first when it weighs them the same. */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepts = parseAccept(acceptEncoding ?? "");
  const weight = (name: string) => accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === "*")?.q ?? 0;
  const br = weight("br");
  const gz = weight("gzip");
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : undefined;
}

/** The page's bytes in that encoding, compressed off the main thread. */
export function encodePage(html: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === "gzip") return gzip(html);
  return brotli(html, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
}
