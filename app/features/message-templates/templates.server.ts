import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { recordAudit } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { messageTemplate, type MessageTemplate } from "./catalogue";
import { messageTemplatesTable } from "./tables";
import { wordingOf, wordingProblems, Wordings, type Wording } from "./wording";

/*
 * Staff's own wordings of the customer messages (docs/decisions/0190). Read in the transaction
 * that queues a message, so what is sent is the wording saved when it was queued.
 */

/** The saved wordings (of these messages only, when named), in one read: what the messages queued in this transaction say. */
export async function currentWordings(tx: Pick<Database, "select">, keys?: readonly string[]): Promise<Wordings> {
  return new Wordings(await savedWordings(tx, keys));
}

export async function savedWordings(
  tx: Pick<Database, "select">,
  keys?: readonly string[],
): Promise<Map<string, Wording & { updatedAt: Date; updatedBy: string }>> {
  const query = tx.select().from(messageTemplatesTable);
  const rows = await (keys ? query.where(inArray(messageTemplatesTable.key, [...keys])) : query);
  return new Map(
    rows.map((row) => [row.key, { subject: row.subject, body: row.body, updatedAt: row.updatedAt, updatedBy: row.updatedBy }]),
  );
}

/** A message by its key in the address, or 404. */
export function templateOrNotFound(key: string): MessageTemplate {
  const template = messageTemplate(key);
  if (!template) throw new DomainError("There is no such message.", { status: 404 });
  return template;
}

/** One message's wording as it stands, and whether staff changed it. */
export async function wordingFor(db: Pick<Database, "select">, template: MessageTemplate) {
  const [row] = await db.select().from(messageTemplatesTable).where(eq(messageTemplatesTable.key, template.key));
  return {
    wording: wordingOf(template, row ?? undefined),
    changed: Boolean(row),
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/**
 * Saves staff's wording of a message, refusing a field the message does not have or a required
 * one left out (422, beside its part). A wording the same as the default is the default: no row.
 */
export async function saveWording(db: Database, actor: StaffActor, key: string, input: Wording) {
  const template = templateOrNotFound(key);
  const wording: Wording = { subject: template.channel === "email" ? (input.subject ?? "") : null, body: input.body };
  if (template.channel === "email" && !wording.subject) throw new DomainError("Write the subject.", { status: 422, field: "subject" });
  const problems = wordingProblems(template, wording);
  const [part, message] = Object.entries(problems)[0] ?? [];
  if (part && message) throw new DomainError(message, { status: 422, field: part });
  const isDefault = wording.body === template.body && (wording.subject ?? null) === (template.subject ?? null);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(messageTemplatesTable).where(eq(messageTemplatesTable.key, key));
    if (isDefault) await tx.delete(messageTemplatesTable).where(eq(messageTemplatesTable.key, key));
    else
      await tx
        .insert(messageTemplatesTable)
        .values({ key, ...wording, updatedAt: new Date(), updatedBy: actor.name })
        .onConflictDoUpdate({ target: messageTemplatesTable.key, set: { ...wording, updatedAt: new Date(), updatedBy: actor.name } });
    await recordAudit(tx, {
      actor,
      action: "message-template.save",
      entityType: "message-template",
      entityId: key,
      before: before ? { subject: before.subject, body: before.body } : null,
      after: wording,
    });
  });
}

/** "Reset to default": the staff's wording goes, and the message says what the code says. */
export async function resetWording(db: Database, actor: StaffActor, key: string) {
  templateOrNotFound(key);
  await db.transaction(async (tx) => {
    const removed = await tx.delete(messageTemplatesTable).where(eq(messageTemplatesTable.key, key)).returning();
    if (removed.length > 0)
      await recordAudit(tx, {
        actor,
        action: "message-template.reset",
        entityType: "message-template",
        entityId: key,
        before: { subject: removed[0].subject, body: removed[0].body },
      });
  });
}
