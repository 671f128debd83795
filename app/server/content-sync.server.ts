import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { CONTENT_FAMILIES, deliverContentChange, relayContentChanges, type ContentFamily } from "~/platform/content-changes";
import { logger } from "~/platform/logger.server";

const CHANNEL = "content_changes";

/** What one instance tells the others: who it is (to skip its own echo) and what changed. */
function readMessage(payload: string): { from: string; families: ContentFamily[] } | undefined {
  try {
    const message = JSON.parse(payload) as { from?: unknown; families?: unknown };
    if (typeof message.from !== "string" || !Array.isArray(message.families)) return undefined;
    return { from: message.from, families: CONTENT_FAMILIES.filter((f) => (message.families as unknown[]).includes(f)) };
  } catch {
    return undefined;
  }
}

/**
 * Keeps the caches of every instance on one PostgreSQL database in step (docs/decisions/0032):
 * a change announced here is sent with NOTIFY, and each instance LISTENs and forgets what it
 * holds of that content. While the listening connection is down nothing arrives, so on every
 * (re)connect everything is forgotten once; the snapshots' and page cache's short lifetimes
 * bound how stale a page can be meanwhile. PGlite has one instance: nothing to do.
 */
export async function syncContentAcrossInstances(database: DatabaseHandle): Promise<() => Promise<void>> {
  const channel = database.channel;
  if (!channel) return async () => {};
  const instance = randomUUID();
  const stopListening = await channel.listen(
    CHANNEL,
    (payload) => {
      const message = readMessage(payload);
      if (message && message.from !== instance) deliverContentChange(message.families);
    },
    () => deliverContentChange(CONTENT_FAMILIES),
  );
  relayContentChanges((families) => {
    channel
      .notify(CHANNEL, JSON.stringify({ from: instance, families: [...families] }))
      .catch((err: unknown) => logger.warn({ err }, "could not tell the other instances about a content change"));
  });
  return async () => {
    relayContentChanges(undefined);
    await stopListening();
  };
}
