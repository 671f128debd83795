import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script in a page, whatever its type: the
 * hydration loader turns an inert script into a live one with the same text, so that text must
 * be allowed too. A hash allows exactly that text and nothing else.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, code] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || code === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
