// Requests per second and p99 latency from autocannon on loopback, asking for compressed
// responses as a browser does, after a short warm-up so the JIT and caches are settled.
import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  warmUpSeconds: number;
  /** Sent besides Accept-Encoding, e.g. a cookie to get past the page cache. */
  headers?: Record<string, string>;
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
  const result = await hammer(url, options.seconds, options.connections, options.headers);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}
