import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { recordAudit } from "~/features/audit/audit.server";
import { customerContactsTable, customersTable } from "~/features/customers/tables";
import { readSettings } from "~/features/settings/settings.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { phoneKey } from "~/lib/phone";
import type { Database, Transaction } from "~/platform/db/database";
import { textableNumber } from "./mobile-number";
import { queueTexts } from "./outbox.server";
import { textInboundTable as i } from "./tables";

/** Texts that came in, newest first, with the customer each was matched to. */
export async function listReplies(db: Database, limit = 100) {
  return db
    .select({
      id: i.id,
      from: i.from,
      body: i.body,
      keyword: i.keyword,
      receivedAt: i.receivedAt,
      readAt: i.readAt,
      customerId: i.customerId,
      customerName: customersTable.name,
      subjectType: i.subjectType,
      subjectId: i.subjectId,
    })
    .from(i)
    .leftJoin(customersTable, eq(customersTable.id, i.customerId))
    .orderBy(desc(i.receivedAt), desc(i.id))
    .limit(limit);
}

/** How many texts that came in no one has read yet. */
export async function unreadReplies(db: Pick<Database, "select">): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(i)
    .where(isNull(i.readAt));
  return Number(row?.count ?? 0);
}

/** Marks every unread text from this number (or every one, without a number) as read. */
export async function markRepliesRead(db: Database, from?: string) {
  await db
    .update(i)
    .set({ readAt: sql`now()` })
    .where(from ? sql`${i.readAt} is null and ${i.from} = ${from}` : isNull(i.readAt));
}

/** Puts a text staff sent on the timeline of the page it was sent from, in the sending transaction. */
export type FileStaffText = (tx: Transaction, actor: StaffActor, line: string) => Promise<void>;

/**
 * Whether a New Zealand mobile in E.164 is a customer's phone, by the key customers are matched
 * by; this feature sits below customers, so it reads their table, not their module.
 */
async function isCustomersPhone(tx: Pick<Database, "select">, e164: string): Promise<boolean> {
  const key = phoneKey(e164);
  const [row] = await tx
    .select({ id: customerContactsTable.id })
    .from(customerContactsTable)
    .where(and(eq(customerContactsTable.kind, "phone"), eq(customerContactsTable.key, key)))
    .limit(1);
  return row !== undefined;
}

/** What a timeline says of a text from staff. */
const staffTextLine = (body: string) => `Text to the customer: “${body}”`;

/**
 * A staff text as sent: with the business's name in front, as every text carries it (issue 43,
 * item 4; docs/decisions/0218), unless the staff already wrote it in.
 */
function signedStaffText(businessName: string, body: string): string {
  const name = businessName.trim();
  if (!name || body.toLowerCase().includes(name.toLowerCase())) return body;
  return `${name}: ${body}`;
}

/**
 * A text from staff (a reply, or a one-off from a lead, job or customer page): to a New Zealand
 * mobile of a customer who asked for work (the Unsolicited Electronic Messages Act: transactional
 * texts only; docs/decisions/0218) that has not replied STOP, signed with the business's name, in
 * the outbox like any other, filed on the record it was sent from (and on its timeline, given
 * `fileOn`) and in the audit trail.
 */
export async function sendStaffText(
  db: Database,
  actor: StaffActor,
  input: { to: string; body: string; subjectType?: "job" | "lead" | "customer"; subjectId?: number },
  fileOn?: FileStaffText,
) {
  const to = textableNumber(input.to);
  if (!to) throw new DomainError("That number cannot be texted: enter a New Zealand mobile number, such as 021 123 4567.", { status: 400 });
  const { businessName } = await readSettings(db);
  const body = signedStaffText(businessName, input.body);
  return db.transaction(async (tx) => {
    if (!(await isCustomersPhone(tx, to)))
      throw new DomainError(
        "Only a customer who asked us for work can be texted, and no customer has this number. Text the number on their customer page.",
        { status: 422 },
      );
    const [id] = await queueTexts(tx, [
      { kind: "one-off", to, body, subjectType: input.subjectType, subjectId: input.subjectId, sentBy: actor.name },
    ]);
    if (id === undefined)
      throw new DomainError("This number replied STOP: it cannot be texted until it replies START. Call or email them instead.", {
        status: 409,
      });
    await recordAudit(tx, {
      actor,
      action: "text.send",
      entityType: "text",
      entityId: id,
      after: { to, subjectType: input.subjectType ?? null },
    });
    await fileOn?.(tx, actor, staffTextLine(input.body));
    return id;
  });
}
