// Requests per second and p99 latency from autocannon on loopback, asking for compressed
// responses as a browser does, after a short warm-up so the JIT and caches are settled.
import autocannon from "autocannon";
import type * as ProcessCpu from "./process-cpu";

// Loaded through a URL, as the benches load their helpers: Node's type stripping needs the ".ts".
const { cpuSecondsOf } = (await import(new URL("./process-cpu.ts", import.meta.url).href)) as typeof ProcessCpu;

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** CPU milliseconds the `cpuOf` process used per request answered in the measured window, when asked and readable. */
  cpuMsPerRequest: number | null;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  warmUpSeconds: number;
  /** Sent besides Accept-Encoding, e.g. a cookie to get past the page cache. */
  headers?: Record<string, string>;
  /** The server's process id, to read the CPU time a request costs it (Linux's /proc). */
  cpuOf?: number;
}

const HEADERS = { "accept-encoding": "br, gzip" };

async function hammer(url: string, seconds: number, connections: number, headers?: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { ...HEADERS, ...headers } });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} connection errors and ${result.non2xx} non-2xx responses under load`);
  }
  return result;
}

export async function measureLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  await hammer(url, options.warmUpSeconds, options.connections, options.headers);
  const before = options.cpuOf === undefined ? null : cpuSecondsOf(options.cpuOf);
  const result = await hammer(url, options.seconds, options.connections, options.headers);
  const after = options.cpuOf === undefined ? null : cpuSecondsOf(options.cpuOf);
  const cpuMsPerRequest =
    before === null || after === null || result.requests.total === 0 ? null : ((after - before) * 1000) / result.requests.total;
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, cpuMsPerRequest };
}
