import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script in a page, whatever its type: the
 * hydration loader turns an inert script into a live one with the same text, so that text must
 * be allowed too. A hash allows exactly that text and nothing else. Reads the page's bytes as
 * they are (one character per byte, no UTF-8 decoding: the markup it looks for is ASCII), so
 * each hash is of the script's UTF-8 bytes, as the browser computes it.
 */
export function inlineScriptHashes(page: Buffer): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, code] of page.toString("latin1").matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || code === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(code, "latin1").digest("base64")}'`);
  }
  return [...hashes];
}
