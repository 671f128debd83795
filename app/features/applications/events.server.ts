import { asc, eq } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import type { Actor } from "~/lib/actor";
import { applicationEventsTable } from "./tables";

export type NewApplicationEvent = Omit<typeof applicationEventsTable.$inferInsert, "id" | "createdAt" | "actorId" | "actorName">;

export async function recordApplicationEvent(tx: Pick<Database, "insert">, actor: Actor, event: NewApplicationEvent) {
  await tx.insert(applicationEventsTable).values({ ...event, actorId: actor.id, actorName: actor.name });
}

export async function listApplicationEvents(db: Pick<Database, "select">, applicationId: number) {
  return db
    .select()
    .from(applicationEventsTable)
    .where(eq(applicationEventsTable.applicationId, applicationId))
    .orderBy(asc(applicationEventsTable.createdAt), asc(applicationEventsTable.id));
}

export type ApplicationEvent = Awaited<ReturnType<typeof listApplicationEvents>>[number];
