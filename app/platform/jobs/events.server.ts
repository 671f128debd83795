import type { Database, Transaction } from "../db/database";
import { enqueueJobs } from "./queue.server";
import type { JobHandler } from "./runner.server";

/*
 * Domain events (docs/decisions/0107): a feature says what happened ("quote.accepted",
 * "job.done") in the transaction of the change, and features higher up act on it without the
 * first one knowing them. An event is a queued job; when it runs it queues one job per
 * subscriber in one transaction, so each subscriber runs once, retries on its own, and a
 * failing subscriber never holds up another.
 */

const EVENT_PREFIX = "event:";

export interface DomainEvent {
  name: string;
  /** The record it is about; an event is emitted at most once per name and subject. */
  subject: { type: string; id: number };
  payload?: Record<string, unknown>;
}

/** Emits an event inside the caller's transaction: it happens if and only if the change commits. */
export async function emitEvent(tx: Transaction, event: DomainEvent): Promise<void> {
  await enqueueJobs(tx, [
    {
      kind: `${EVENT_PREFIX}${event.name}`,
      payload: { ...event.payload, subjectType: event.subject.type, subjectId: event.subject.id },
      dedupeKey: `${EVENT_PREFIX}${event.name}:${event.subject.type}:${event.subject.id}`,
      subject: event.subject,
    },
  ]);
}

/** event name → subscriber name → what the subscriber does with the event's payload. */
export type Subscribers = Record<string, Record<string, JobHandler>>;

/** The job handlers for a set of subscribers: one that fans each event out, one per subscriber. */
export function eventHandlers(db: () => Database, subscribers: Subscribers): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const [name, byName] of Object.entries(subscribers)) {
    handlers[`${EVENT_PREFIX}${name}`] = async (job) => {
      const subjectType = String(job.payload.subjectType);
      const subjectId = Number(job.payload.subjectId);
      await db().transaction(async (tx) => {
        await enqueueJobs(
          tx,
          Object.keys(byName).map((subscriber) => ({
            kind: `${EVENT_PREFIX}${name}>${subscriber}`,
            payload: job.payload,
            dedupeKey: `${EVENT_PREFIX}${name}>${subscriber}:${subjectType}:${subjectId}`,
            subject: { type: subjectType, id: subjectId },
          })),
        );
        await job.complete(tx);
      });
    };
    for (const [subscriber, handler] of Object.entries(byName)) handlers[`${EVENT_PREFIX}${name}>${subscriber}`] = handler;
  }
  return handlers;
}
