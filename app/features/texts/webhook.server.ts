import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/database";
import { textableNumber } from "./mobile-number";
import { textInboundTable, textOptOutsTable, textOutboxTable } from "./tables";
import type { TwilioSettings } from "./twilio-provider.server";
import { twilioSdk } from "./twilio-sdk.server";

/*
 * Twilio's webhooks (docs/decisions/0174, 0175): delivery receipts at /api/sms/status and texts
 * that come in at /api/sms/inbound, each trusted by Twilio's signature alone (X-Twilio-Signature,
 * checked with the SDK's validateRequest over the address Twilio called and the form's fields).
 * Both are safe to deliver again: a receipt only moves a text forward, and a text that came in is
 * stored once by its MessageSid.
 */

export type WebhookAnswer = { status: 200 | 400 | 403 | 404; body: string };

/** Whether Twilio signed these fields for this address with this account's token. */
export function signedByTwilio(settings: TwilioSettings, signature: string | undefined, url: string, params: Record<string, string>) {
  return signature !== undefined && signature !== "" && twilioSdk().validateRequest(settings.authToken, signature, url, params);
}

/** The order receipts move in; one that arrives late (sent after delivered) changes nothing. */
const RECEIPT_RANK: Record<string, number> = {
  accepted: 1,
  queued: 1,
  scheduled: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  read: 5,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGE_SID = /^(SM|MM)[0-9a-fA-F]{32}$/;

/**
 * A delivery receipt for the text with this key. It also settles a text whose sending was cut
 * short after the hand-over ("uncertain", or still "sending"): the receipt proves it went out.
 */
export async function receiveStatus(db: Database, key: string | undefined, params: Record<string, string>): Promise<WebhookAnswer> {
  const status = params.MessageStatus ?? params.SmsStatus;
  const sid = params.MessageSid ?? params.SmsSid;
  if (!key || !UUID.test(key) || !status || !(status in RECEIPT_RANK) || !sid || !MESSAGE_SID.test(sid))
    return { status: 400, body: "A receipt needs the text's key, a MessageSid and a known MessageStatus." };
  const rankNow = sql`case ${textOutboxTable.deliveryStatus} ${sql.join(
    Object.entries(RECEIPT_RANK).map(([name, rank]) => sql`when ${name} then ${rank}::int`),
    sql` `,
  )} else 0 end`;
  const delivered = status === "delivered" || status === "read";
  await db
    .update(textOutboxTable)
    .set({
      providerId: sql`coalesce(${textOutboxTable.providerId}, ${sid}::text)`,
      deliveryStatus: sql`case when ${rankNow} < ${RECEIPT_RANK[status]}::int then ${status}::text else ${textOutboxTable.deliveryStatus} end`,
      deliveredAt: delivered ? sql`coalesce(${textOutboxTable.deliveredAt}, now())` : sql`${textOutboxTable.deliveredAt}`,
      // A text cut short after its hand-over went out after all: the provider has it.
      status: sql`case when ${textOutboxTable.status} in ('uncertain', 'sending') and ${textOutboxTable.handedAt} is not null then 'sent' else ${textOutboxTable.status} end`,
      sentAt: sql`case when ${textOutboxTable.sentAt} is null and ${textOutboxTable.handedAt} is not null then now() else ${textOutboxTable.sentAt} end`,
      lastError: sql`case when ${textOutboxTable.status} = 'uncertain' then null else ${textOutboxTable.lastError} end`,
      lockedUntil: sql`case when ${textOutboxTable.status} = 'uncertain' then null else ${textOutboxTable.lockedUntil} end`,
    })
    .where(and(eq(textOutboxTable.idempotencyKey, key), inArray(textOutboxTable.status, ["sending", "sent", "uncertain", "failed"])));
  return { status: 200, body: "" };
}

/**
 * Twilio's opt-out keywords and their opt-in ones (its Advanced Opt-Out defaults), whole
 * messages in any case, with a full stop or an exclamation mark allowed.
 */
const STOP_WORDS = new Set(["stop", "stopall", "stop all", "unsubscribe", "cancel", "end", "quit", "opt out", "optout", "revoke"]);
const START_WORDS = new Set(["start", "yes", "unstop", "opt in", "optin"]);

function keywordOf(body: string): "stop" | "start" | null {
  const word = body
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, "")
    .replace(/\s+/g, " ");
  if (STOP_WORDS.has(word)) return "stop";
  if (START_WORDS.has(word)) return "start";
  return null;
}

export interface InboundText {
  id: number;
  from: string;
  body: string;
  keyword: "stop" | "start" | null;
  /** false when this MessageSid had been received before (a delivery again). */
  first: boolean;
}

/**
 * A text that came in: stored once by its MessageSid, with STOP (and variants) opting the number
 * out at once and START opting it back in, in the same transaction. `file` runs in that
 * transaction for a first delivery only: it files the text on the customer's timeline and says where.
 */
export async function receiveInbound(
  db: Database,
  params: Record<string, string>,
  file?: (
    tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
    text: InboundText,
  ) => Promise<{ customerId: number; subjectType: string; subjectId: number } | null>,
): Promise<{ answer: WebhookAnswer; text?: InboundText }> {
  const sid = params.MessageSid ?? params.SmsMessageSid;
  const from = textableNumber(params.From) ?? (params.From && /^\+[1-9]\d{6,14}$/.test(params.From) ? params.From : undefined);
  const body = params.Body ?? "";
  if (!sid || !MESSAGE_SID.test(sid) || !from || !params.To || body.length > 1600)
    return { answer: { status: 400, body: "A text needs a MessageSid, a From number, a To and a Body of at most 1,600 characters." } };
  const keyword = keywordOf(body);
  const text = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(textInboundTable)
      .values({ providerId: sid, from, to: params.To, body, keyword })
      .onConflictDoNothing({ target: textInboundTable.providerId })
      .returning({ id: textInboundTable.id });
    if (!row) {
      const [before] = await tx.select({ id: textInboundTable.id }).from(textInboundTable).where(eq(textInboundTable.providerId, sid));
      return { id: before.id, from, body, keyword, first: false };
    }
    if (keyword === "stop")
      await tx
        .insert(textOptOutsTable)
        .values({ phone: from, keyword: body.trim().slice(0, 40) })
        .onConflictDoNothing({ target: textOptOutsTable.phone });
    if (keyword === "start") await tx.delete(textOptOutsTable).where(eq(textOptOutsTable.phone, from));
    const inbound: InboundText = { id: row.id, from, body, keyword, first: true };
    const filed = await file?.(tx, inbound);
    if (filed) await tx.update(textInboundTable).set(filed).where(eq(textInboundTable.id, row.id));
    return inbound;
  });
  return { answer: { status: 200, body: "<Response/>" }, text };
}
