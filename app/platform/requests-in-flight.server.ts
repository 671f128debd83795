/*
 * How many requests this process is answering now (from each one's arrival until its response
 * is closed) and when the last one arrived, so that heavy staff work (CSV exports) can give way
 * to visitors (issue 13.12). The server counts them (app/server/middleware/requests-in-flight.ts).
 */
let answering = 0;
let lastArrival = Number.NEGATIVE_INFINITY;

/** Counts one request in; the function returned counts it out (once, however often it is called). */
export function requestArrived(): () => void {
  answering += 1;
  lastArrival = performance.now();
  let counted = true;
  return () => {
    if (counted) answering -= 1;
    counted = false;
  };
}

/**
 * Whether other requests than `own` (the long downloads asking) are being answered, or one
 * arrived within `withinMs`: visitors come in streams, and the next one is likely on its way.
 */
export function othersAround(own: number, withinMs: number): boolean {
  return answering > own || performance.now() - lastArrival < withinMs;
}
