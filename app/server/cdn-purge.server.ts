import { onContentChangeMadeHere } from "~/platform/content-changes";
import { logger } from "~/platform/logger.server";
import { staleKeys } from "./middleware/page-paths";

export interface CdnPurge {
  url: string;
  token?: string;
}

const PURGE_TIMEOUT_MS = 5_000;

/**
 * Tells a CDN which public pages a content change made stale (docs/deploy.md): a POST of
 * `{"surrogateKeys": [...]}` to CDN_PURGE_URL, with `Authorization: Bearer CDN_PURGE_TOKEN`
 * when set, from the instance that made the change (so once per change however many run).
 * A failed purge is logged; pages then age out after their s-maxage.
 */
export function purgeCdnOnContentChange(purge: CdnPurge | undefined): () => Promise<void> {
  if (!purge) return async () => {};
  const stop = onContentChangeMadeHere((families) => {
    const surrogateKeys = staleKeys(families);
    if (surrogateKeys.length > 0) void sendPurge(purge, surrogateKeys);
  });
  return async () => void stop();
}

async function sendPurge(purge: CdnPurge, surrogateKeys: string[]): Promise<void> {
  try {
    const res = await fetch(purge.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(purge.token ? { authorization: `Bearer ${purge.token}` } : {}) },
      body: JSON.stringify({ surrogateKeys }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    if (res.ok) logger.info({ surrogateKeys }, "CDN purge sent");
    else logger.warn({ surrogateKeys, status: res.status }, "CDN purge refused");
  } catch (error) {
    logger.warn({ surrogateKeys, err: error }, "CDN purge failed");
  }
}
