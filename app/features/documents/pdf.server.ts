import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LRUCache } from "lru-cache";
import { Piscina } from "piscina";
import { DomainError } from "~/lib/domain-error";
import { getConfig } from "~/platform/config.server";
import type { PdfDocumentContent } from "./pdf-layout.server";

export type { PdfDocumentContent } from "./pdf-layout.server";

/*
 * PDFs are laid out in worker threads with a time limit, never on the thread that answers
 * requests, and kept once made (docs/decisions/0156): a quote's PDF took 6.7 s to lay out, and
 * the whole instance, its health check included, answered nothing meanwhile.
 */

/** How much of made PDFs each instance keeps, by their size. */
const CACHE_BYTES = 32 * 1024 * 1024;
/** Documents waiting for a thread, beyond which more are refused at once (a 503) rather than queued. */
const MAX_WAITING = 16;
const RETRY_AFTER_SECONDS = 30;

/**
 * The worker's file: in the server build it is a file of its own beside the server (vite.config.ts
 * emits it); from source (tests, `npm run dev`) Node runs the TypeScript module.
 */
function workerFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here, level = 0; level < 3; level++, dir = path.dirname(dir)) {
    const built = path.join(dir, "pdf-layout.worker.js");
    if (existsSync(built)) return built;
  }
  return path.join(here, "pdf-layout.worker.ts");
}

let pool: Piscina<PdfDocumentContent, Uint8Array> | undefined;

function workers() {
  pool ??= new Piscina({
    filename: workerFile(),
    // One thread kept warm once a PDF has been asked for, so that one stopped at its limit is replaced at once.
    minThreads: 1,
    maxThreads: getConfig().pdf.workers,
    idleTimeout: 60_000,
    maxQueue: MAX_WAITING,
  });
  return pool;
}

/** Stops the PDF threads (the server's shutdown, and tests). */
export async function stopPdfWorkers(): Promise<void> {
  const stopping = pool;
  pool = undefined;
  await stopping?.destroy();
}

const made = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (pdf) => pdf.length });
/** Documents being laid out now: a second ask for the same one waits for the first instead of laying it out again. */
const making = new Map<string, Promise<Buffer>>();

/** The PDF could not be made in time (or too many are waiting): the person tries again shortly. */
class PdfUnavailable extends DomainError {
  constructor() {
    super("The PDF could not be made just now. Please try again in a minute.", { status: 503, retryAfterSeconds: RETRY_AFTER_SECONDS });
  }
}

async function layOutInWorker(content: PdfDocumentContent): Promise<Buffer> {
  try {
    const pdf = await workers().run(content, { signal: AbortSignal.timeout(getConfig().pdf.timeLimitMs) });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } catch (error) {
    // A layout past its time (its thread is stopped), or the queue full: refused, not a fault.
    const name = (error as Error | null)?.name;
    if (name === "AbortError" || name === "TimeoutError" || /queue is at limit/i.test(String((error as Error)?.message)))
      throw new PdfUnavailable();
    throw error;
  }
}

/**
 * A document as a PDF: the one made before for exactly this content (what it prints is its key,
 * so any change makes a new one), or laid out now in a worker thread within the time limit.
 */
export async function documentPdf(content: PdfDocumentContent): Promise<Buffer> {
  const key = createHash("sha256").update(JSON.stringify(content)).digest("base64url");
  const cached = made.get(key);
  if (cached) return cached;
  let pending = making.get(key);
  if (!pending) {
    pending = layOutInWorker(content)
      .then((pdf) => {
        made.set(key, pdf);
        return pdf;
      })
      .finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending;
}

/** A PDF download, or the 503 that says to try again shortly (with Retry-After). */
export async function pdfResponse(make: () => Promise<Buffer>, filename: string, headers: HeadersInit = {}): Promise<Response> {
  try {
    const pdf = await make();
    return new Response(new Uint8Array(pdf), {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${filename}"`, ...headers },
    });
  } catch (error) {
    if (!(error instanceof PdfUnavailable)) throw error;
    return new Response(error.message, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    });
  }
}
