import { asc, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import type { Actor } from "~/lib/actor";
import { tradieEventsTable } from "./tables";

export async function recordTradieEvent(tx: Pick<Database, "insert">, actor: Actor, tradieId: number, kind: string, detail: string) {
  await tx.insert(tradieEventsTable).values({ tradieId, kind, detail, actorId: actor.id, actorName: actor.name });
}

export async function listTradieEvents(db: Pick<Database, "select">, tradieId: number) {
  return db
    .select()
    .from(tradieEventsTable)
    .where(eq(tradieEventsTable.tradieId, tradieId))
    .orderBy(asc(tradieEventsTable.createdAt), asc(tradieEventsTable.id));
}

export type TradieEvent = Awaited<ReturnType<typeof listTradieEvents>>[number];
