// A load at a steady rate: one request every 1/rate seconds, sent when it is due whether or not
// the earlier ones have been answered, as independent visitors arrive (an "open" load, like
// wrk2's). autocannon's `overallRate` is not that: each of its connections sends its share of
// the second back to back from the start of each second and then waits, so every second begins
// with a burst of one request per connection, and at 25/s over 20 connections the 20th request
// of the burst waits for the 19 before it. Latency here runs from when a request was due, not
// from when it could be sent, so a server that falls behind is charged for the wait
// ("coordinated omission"). Requests go over keep-alive connections, as many as are in flight.
import http from "node:http";
import type * as Harness from "./harness";

// Loaded through a URL, as the benches load their helpers: Node's type stripping needs the ".ts".
const { percentile } = (await import(new URL("./harness.ts", import.meta.url).href)) as typeof Harness;

export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface PacedResult {
  /** Answers a second: 2xx answers over the time from the first request due to the last answer. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** 2xx answers. */
  created: number;
  /** Other answers, connection errors and requests unanswered 30 s after the last was due. */
  failures: number;
}

/** How long after the last request was due its answer may still come. */
const DRAIN_MS = 30_000;

export async function pacedLoad(
  baseUrl: string,
  options: { rate: number; seconds: number; request: (n: number) => PacedRequest },
): Promise<PacedResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let failures = 0;
  let lastAnswer = 0;
  const pending = new Set<Promise<void>>();

  const send = (n: number, dueAt: number) => {
    const { method, path, headers, body } = options.request(n);
    const answered = new Promise<void>((resolve) => {
      const request = http.request(
        { host: url.hostname, port: url.port, method, path, agent, headers: { ...headers, "content-length": Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on("end", () => {
            lastAnswer = performance.now();
            if (response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300)
              latencies.push(lastAnswer - dueAt);
            else failures++;
            resolve();
          });
        },
      );
      request.on("error", () => {
        failures++;
        resolve();
      });
      request.end(body);
    });
    pending.add(answered);
    void answered.then(() => pending.delete(answered));
  };

  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request due by now goes, each charged from its own due time.
    for (const due = Math.min(total, Math.floor(((now - start) * options.rate) / 1000) + 1); sent < due; sent++)
      send(sent, start + (sent * 1000) / options.rate);
    // Wake when the next one is due (timers fire at millisecond steps, late rather than early).
    const nextDue = start + (sent * 1000) / options.rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.floor(nextDue - performance.now()))));
  }
  let drainTimer: NodeJS.Timeout | undefined;
  const unanswered = await Promise.race([
    Promise.all(pending).then(() => 0),
    new Promise<number>((resolve) => (drainTimer = setTimeout(() => resolve(pending.size), DRAIN_MS))),
  ]);
  // Left running, the drain's timer would keep the bench alive for up to 30 s after its last run.
  clearTimeout(drainTimer);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const latency = (p: number) => (latencies.length === 0 ? 0 : percentile(latencies, p));
  return {
    perSecond: latencies.length / (Math.max(lastAnswer - start, (total * 1000) / options.rate) / 1000),
    p50Ms: latency(50),
    p99Ms: latency(99),
    created: latencies.length,
    failures: failures + unanswered,
  };
}
