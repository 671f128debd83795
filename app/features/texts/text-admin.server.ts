import { desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import type { Database } from "~/platform/db/database";
import { requeueText } from "./outbox.server";
import { textOutboxTable as t } from "./tables";

const listed = {
  id: t.id,
  kind: t.kind,
  to: t.to,
  body: t.body,
  status: t.status,
  deliveryStatus: t.deliveryStatus,
  attempts: t.attempts,
  nextAttemptAt: t.nextAttemptAt,
  lastError: t.lastError,
  segments: t.segments,
  sentAt: t.sentAt,
  createdAt: t.createdAt,
  subjectType: t.subjectType,
  subjectId: t.subjectId,
};

/** The latest texts, newest first, for /admin/messages. */
export async function listTexts(db: Database, limit = 100) {
  return db.select(listed).from(t).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
}

/** Sends a text again now ("send again"): failed, uncertain, captured, waiting or skipped; recorded in the audit trail. */
export async function resendText(db: Database, actor: StaffActor, textId: number) {
  await db.transaction(async (tx) => {
    const [text] = await tx.select({ status: t.status, kind: t.kind }).from(t).where(eq(t.id, textId)).for("update");
    if (!text) throw new DomainError("That text is no longer in the outbox.", { status: 404 });
    if (text.status === "sending" || text.status === "sent")
      throw new DomainError("That text has gone out already, or is being sent right now.", { status: 409 });
    await requeueText(tx, textId);
    await recordAudit(tx, { actor, action: "text.resend", entityType: "text", entityId: textId, after: { kind: text.kind } });
  });
}

/** Staff confirm that a text that may have gone out did (the customer answered it): it counts as sent. */
export async function confirmTextSent(db: Database, actor: StaffActor, textId: number) {
  await db.transaction(async (tx) => {
    const [text] = await tx.select({ status: t.status, kind: t.kind }).from(t).where(eq(t.id, textId)).for("update");
    if (!text) throw new DomainError("That text is no longer in the outbox.", { status: 404 });
    if (text.status !== "uncertain") throw new DomainError("Only a text that may have gone out can be marked as sent.", { status: 409 });
    await tx
      .update(t)
      .set({ status: "sent", sentAt: sql`coalesce(${t.handedAt}, now())`, lastError: null })
      .where(eq(t.id, textId));
    await recordAudit(tx, { actor, action: "text.confirm-sent", entityType: "text", entityId: textId, after: { kind: text.kind } });
  });
}
