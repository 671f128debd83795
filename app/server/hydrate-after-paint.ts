import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]*)"/;
/** React Router's bootstrap: an inline module script importing the route modules, then the client entry. */
const BOOT_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;
const INERT_TYPE = "text/x-hydrate-after-paint";

/** Hydrate anyway after this long, should the first paint never be reported. */
export const HYDRATE_AT_THE_LATEST_MS = 3_000;

/**
 * Waits for the browser to report the first contentful paint (its presentation time, not
 * merely a frame being started), then adds the module preloads the head no longer has and
 * swaps the inert bootstrap before it for a live module script. A hidden tab never paints,
 * so it hydrates at once. On staff pages the nonce is read from this script's own; public
 * pages have none, and their policy allows this script and the bootstrap by their hashes
 * (docs/decisions/0031, 0033).
 */
function loaderScript(hrefs: string[], nonce: string): string {
  const modules = JSON.stringify(hrefs).replace(/</g, "\\u003c");
  const body = `(() => {
  const me = document.currentScript, boot = me.previousElementSibling, nonce = me.nonce;
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const href of ${modules}) {
      const link = document.createElement("link");
      link.rel = "modulepreload"; link.href = href; link.nonce = nonce;
      document.head.append(link);
    }
    const live = document.createElement("script");
    live.type = "module"; live.nonce = nonce; live.textContent = boot.textContent;
    boot.replaceWith(live);
  };
  const canWatchPaint = typeof PerformanceObserver !== "undefined" && (PerformanceObserver.supportedEntryTypes || []).includes("paint");
  if (document.visibilityState !== "visible" || !canWatchPaint) return hydrate();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(hydrate);
  }).observe({ type: "paint", buffered: true });
  setTimeout(hydrate, ${HYDRATE_AT_THE_LATEST_MS});
})()`;
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${body}</script>`;
}

/**
 * Makes the browser fetch a page's hydration code only after it has painted the
 * server-rendered page. React hoists a `<link rel="modulepreload">` per module into the
 * head, so some 200 kB of JavaScript otherwise downloads beside the 8 kB stylesheet, and a
 * phone on a slow connection paints more than a second later. The head's preloads are
 * removed, React Router's bootstrap module script is made inert, and a small script after it
 * brings both back once the first frame is on screen. See docs/decisions/0031.
 *
 * The head is held until `</head>`, then the body until the bootstrap script is whole;
 * everything after it streams untouched.
 */
export function hydrateAfterPaint(): Transform {
  let pending = "";
  let stage: "head" | "body" | "done" = "head";
  let hrefs: string[] = [];
  // Chunks may end inside a multi-byte character.
  const decoder = new StringDecoder("utf8");

  function takeHead(): string {
    const end = pending.indexOf(HEAD_END);
    if (end === -1) return "";
    const head = pending.slice(0, end);
    hrefs = [...head.matchAll(MODULE_PRELOAD)].map((link) => HREF.exec(link[0])?.[1]).filter((href): href is string => Boolean(href));
    const out = head.replace(MODULE_PRELOAD, "") + HEAD_END;
    pending = pending.slice(end + HEAD_END.length);
    stage = "body";
    return out;
  }

  function takeBody(): string {
    const boot = BOOT_SCRIPT.exec(pending);
    if (boot) {
      const [whole, before, after, code] = boot;
      const nonce = /\bnonce="([^"]*)"/.exec(whole)?.[1] ?? "";
      const inert = `<script${before}type="${INERT_TYPE}"${after}>${code}</script>`;
      const loader = loaderScript(hrefs, nonce);
      const out = pending.slice(0, boot.index) + inert + loader + pending.slice(boot.index + whole.length);
      pending = "";
      stage = "done";
      return out;
    }
    // Keep what could still become the bootstrap script: from the last "<script", or a
    // possible partial "<script" at the very end.
    const start = pending.lastIndexOf("<script");
    const keepFrom = start === -1 ? Math.max(0, pending.length - "<script".length) : start;
    const out = pending.slice(0, keepFrom);
    pending = pending.slice(keepFrom);
    return out;
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const text = decoder.write(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      if (stage === "done") return callback(null, text || undefined);
      pending += text;
      let out = stage === "head" ? takeHead() : "";
      if (stage === "body") out += takeBody();
      callback(null, out || undefined);
    },
    flush(callback: TransformCallback) {
      callback(null, pending + decoder.end() || undefined);
    },
  });
}
