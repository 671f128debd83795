import { randomUUID } from "node:crypto";

/** A tap's Idempotency-Key, as the phone makes one when the tradie taps. */
export const tapKey = () => randomUUID();

/** `minutes` ago (negative: ahead), as an instant. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export interface SyncAnswer {
  status: number;
  replayed: boolean;
  body: { ok: boolean; intent: string; message: string; errors?: Record<string, string> };
  headers: Headers;
}

/**
 * Replays a queued tap as the portal's service worker does: the visit page's form with
 * `tappedAt`, to /crew/visits/:id/sync with the tap's key. A FormData body goes as multipart
 * (a photo), anything else urlencoded; `tappedAt` is left out when null.
 */
export async function syncTap(
  baseUrl: string,
  visitPath: string,
  cookie: string,
  key: string | null,
  fields: Record<string, string> | FormData,
  tappedAt: Date | string | null,
  headers: Record<string, string> = {},
): Promise<SyncAnswer> {
  const when = tappedAt instanceof Date ? tappedAt.toISOString() : tappedAt;
  let body: URLSearchParams | FormData;
  if (fields instanceof FormData) {
    body = fields;
    if (when !== null) body.set("tappedAt", when);
  } else body = new URLSearchParams({ ...fields, ...(when !== null ? { tappedAt: when } : {}) });
  const res = await fetch(`${baseUrl}${visitPath}/sync`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseUrl, ...(cookie ? { cookie } : {}), ...(key !== null ? { "idempotency-key": key } : {}), ...headers },
    body,
  });
  const text = await res.text();
  let parsed: SyncAnswer["body"];
  try {
    parsed = JSON.parse(text) as SyncAnswer["body"];
  } catch {
    parsed = { ok: false, intent: "", message: text };
  }
  return { status: res.status, replayed: res.headers.get("idempotent-replayed") === "true", body: parsed, headers: res.headers };
}
